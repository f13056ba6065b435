import { type Incentive, parentIdOf } from '../../../domain/incentives/incentive';
import { bidWarStandings } from '../../../domain/incentives/incentive-tree';
import { formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';

const optionsOf = (parent: Incentive, all: readonly Incentive[]) =>
  all.filter((incentive) => parentIdOf(incentive.id) === parent.id);

const flags = (incentive: Incentive) =>
  [incentive.disabled && 'disabled', incentive.hidden && 'hidden'].filter(Boolean).join(', ');

function Flags({ incentive }: { incentive: Incentive }) {
  const text = flags(incentive);
  return text ? <span className="org-flag"> ({text})</span> : null;
}

/**
 * Bid wars, each with its options by raised, the top option's bar full (docs/product/organisers.md, "The
 * dashboard").
 */
export function BidWars({ incentives }: { incentives: readonly Incentive[] }) {
  const bidWars = incentives.filter(
    (incentive) => incentive.type === 'bidwar' && parentIdOf(incentive.id) === null,
  );
  return (
    <Card id="org-bidwars-heading" level={2} heading="Bid wars" className="org-no-print">
      {bidWars.length === 0 && <p>No bid wars.</p>}
      {bidWars.map((bidWar) => {
        const standings = bidWarStandings(optionsOf(bidWar, incentives));
        return (
          <div key={bidWar.id} className="org-bidwar">
            <h3>
              {bidWar.title} <span className="org-hint">{formatUsd(bidWar.raisedCents)} in all</span>
              <Flags incentive={bidWar} />
            </h3>
            <ol className="org-bars">
              {standings.map(({ option, progress }) => (
                <li key={option.id}>
                  <span className="org-bar__label">
                    {option.title}
                    <Flags incentive={option} />
                  </span>
                  <span className="org-bar__amount">{formatUsd(option.raisedCents)}</span>
                  <span className="org-bar" aria-hidden="true">
                    <span style={{ width: `${progress * 100}%` }} />
                  </span>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </Card>
  );
}

/** Incentives with a goal: raised over goal. */
export function Goals({ incentives }: { incentives: readonly Incentive[] }) {
  const goals = incentives.filter((incentive) => incentive.goalCents !== null && incentive.goalCents > 0);
  return (
    <Card id="org-goals-heading" level={2} heading="Goals" className="org-no-print">
      {goals.length === 0 ? (
        <p>No incentive has a goal.</p>
      ) : (
        <ul className="org-bars">
          {goals.map((goal) => {
            const share = Math.min(1, goal.raisedCents / (goal.goalCents ?? 1));
            return (
              <li key={goal.id}>
                <span className="org-bar__label">
                  {goal.title}
                  <Flags incentive={goal} />
                </span>
                <span className="org-bar__amount">
                  {formatUsd(goal.raisedCents)} / {formatUsd(goal.goalCents ?? 0)}
                </span>
                <span className="org-bar" aria-hidden="true">
                  <span style={{ width: `${share * 100}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
