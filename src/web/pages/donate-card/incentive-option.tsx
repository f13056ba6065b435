import { donateCardTexts as texts } from '../../../../content/donate-card';
import type { IncentiveNode } from '../../../domain/incentives/incentive-tree';
import { IncentiveDetails } from './incentive-details';

interface IncentiveOptionProps {
  node: IncentiveNode;
  /** The radio group's name. */
  group: string;
  checked: boolean;
  short: boolean;
  onChoose(): void;
}

/** One choosable row: a top-level incentive or an option of a bid war or selection. */
export function IncentiveOption({ node, group, checked, short, onChoose }: IncentiveOptionProps) {
  const id = `${group}-${node.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const classes = ['incentive-row'];
  if (short) classes.push('incentive-row--short');
  if (checked) classes.push('incentive-row--checked');
  return (
    <li className={classes.join(' ')} data-incentive={node.id}>
      <label className="incentive-row__label">
        <input
          type="radio"
          name={group}
          value={node.id}
          checked={checked}
          onChange={onChoose}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-details`}
        />
        <span className="incentive-row__body">
          <span className="incentive-row__title" id={`${id}-title`}>
            {node.title}
          </span>
          <IncentiveDetails node={node} short={short} id={`${id}-details`} />
        </span>
      </label>
      <IncentiveLink node={node} />
    </li>
  );
}

export function IncentiveLink({ node }: { node: IncentiveNode }) {
  if (node.link === '') return null;
  return (
    <a className="incentive-row__link" href={node.link} target="_blank" rel="noopener noreferrer">
      {texts.moreInfo}
      <span className="visually-hidden">: {node.title}</span>
    </a>
  );
}

/** The first row: donating without an incentive. */
export function NoIncentiveOption({
  group,
  checked,
  onChoose,
}: Omit<IncentiveOptionProps, 'node' | 'short'>) {
  return (
    <li className={`incentive-row incentive-row--none${checked ? ' incentive-row--checked' : ''}`}>
      <label className="incentive-row__label">
        <input type="radio" name={group} value="" checked={checked} onChange={onChoose} />
        <span className="incentive-row__body">
          <span className="incentive-row__title">{texts.noIncentive}</span>
        </span>
      </label>
    </li>
  );
}
