import { donateCardTexts as texts } from '../../../../content/donate-card';
import { describeChosenIncentive } from '../../../domain/incentives/donation-rules';
import type { IncentiveNode } from '../../../domain/incentives/incentive-tree';
import { formatUsd } from '../../../domain/money';
import { useEdition } from '../../lib/edition/use-edition';
import { expiryText } from './incentive-text';
import { ProgressBar } from './progress-bar';

interface IncentiveDetailsProps {
  node: IncentiveNode;
  short: boolean;
  id?: string;
}

/**
 * What a row says about its incentive: the puzzle, description, minimum, deadline and progress. The
 * red of a row the amount does not reach comes with words, so it does not rely on colour.
 */
export function IncentiveDetails({ node, short, id }: IncentiveDetailsProps) {
  const edition = useEdition();
  const minimum = node.minDonationCents !== null && !node.hide_min_donation ? node.minDonationCents : null;
  return (
    <span className="incentive-details" id={id}>
      {node.type === 'puzzle' && node.name !== '' && (
        <span className="incentive-details__puzzle">{describeChosenIncentive(node)}</span>
      )}
      {node.description !== '' && <span className="incentive-details__description">{node.description}</span>}
      {(minimum !== null || node.expiresMs !== null) && (
        <span className="incentive-details__meta">
          {minimum !== null && (
            <span className="incentive-details__minimum">
              {texts.minimum} {formatUsd(minimum)}
            </span>
          )}
          {node.expiresMs !== null && <span>{expiryText(node.expiresMs, edition)}</span>}
        </span>
      )}
      {short && (
        <span className="incentive-details__short">
          <span aria-hidden="true">⚠ </span>
          {texts.belowMinimum}
        </span>
      )}
      <IncentiveProgress node={node} />
    </span>
  );
}

function IncentiveProgress({ node }: { node: IncentiveNode }) {
  if (node.bidwarOption) {
    const raised = formatUsd(node.raisedCents);
    return (
      <span className="incentive-progress">
        <ProgressBar value={node.progress ?? 0} label={`${node.title}: ${raised}`} valueText={raised} />
        <span className="incentive-progress__figures">{raised}</span>
      </span>
    );
  }
  if (node.goalCents !== null && node.progress !== null) {
    const figures = `${formatUsd(node.raisedCents)} ${texts.raisedOf} ${formatUsd(node.goalCents)}`;
    return (
      <span className="incentive-progress">
        <ProgressBar value={node.progress} label={`${node.title}: ${figures}`} valueText={figures} />
        <span className="incentive-progress__figures">{figures}</span>
      </span>
    );
  }
  return null;
}
