import { type FormEvent, useId, useState } from 'react';
import {
  milestoneRemovedSchema,
  milestoneSchema,
  organiserMilestonesSchema,
} from '../../../contracts/milestones';
import { dollarsToCents } from '../../../domain/money';
import { formatMilestone } from '../../../domain/ticker';
import { Card } from '../../components/card';
import { Field, FormStatus } from '../../components/forms';
import { organiserPost, useOrganiserData } from './organiser-api';
import { useOrganiserAction } from './use-organiser-action';

/**
 * Milestones of the total raised (docs/product/donations-and-incentives.md, "Milestones"): /donationbar and
 * /ticker celebrate each once when the total crosses it. Organisers add and remove them here.
 */
export function MilestonesPanel({ token, version }: { token: string; version: number }) {
  const id = useId();
  const [edits, setEdits] = useState(0);
  const { data, error } = useOrganiserData(
    '/api/organiser/milestones/list',
    token,
    organiserMilestonesSchema,
    version + edits,
    { reloadOn: ['milestones-changed', 'progress'] },
  );
  const [amount, setAmount] = useState('');
  const action = useOrganiserAction(() => setEdits((count) => count + 1));

  function add(event: FormEvent) {
    event.preventDefault();
    const dollars = Number(amount.replace(/[$,\s]/g, ''));
    if (amount.trim() === '' || !Number.isInteger(dollars) || dollars < 1) {
      action.refuse('Type a whole number of dollars, such as 1000.');
      return;
    }
    void action.run(async () => {
      const added = await organiserPost(
        '/api/organiser/milestones',
        token,
        { amount: dollars },
        milestoneSchema,
      );
      setAmount('');
      const said = formatMilestone(dollarsToCents(added.amount));
      return added.reached
        ? `Added ${said}. The total is already past it, so it will not be announced.`
        : `Added ${said}: announced on stream when the total reaches it.`;
    });
  }

  function remove(milestoneId: number, amountDollars: number) {
    void action.run(async () => {
      await organiserPost(
        `/api/organiser/milestones/${milestoneId}/delete`,
        token,
        {},
        milestoneRemovedSchema,
      );
      return `Removed ${formatMilestone(dollarsToCents(amountDollars))}.`;
    });
  }

  return (
    <Card id={`${id}-heading`} level={2} heading="Milestones" className="org-no-print">
      {error && <p className="org-status org-status--error">{error}</p>}
      {!data ? (
        <p aria-busy="true">…</p>
      ) : data.milestones.length === 0 ? (
        <p>No milestones yet.</p>
      ) : (
        <ul aria-label="Milestones, lowest first">
          {data.milestones.map((milestone) => (
            <li key={milestone.id}>
              <strong>{formatMilestone(dollarsToCents(milestone.amount))}</strong>
              {milestone.reached ? ' · reached' : ' · not reached yet'}{' '}
              <button
                type="button"
                className="button"
                disabled={action.busy}
                onClick={() => remove(milestone.id, milestone.amount)}
              >
                Remove {formatMilestone(dollarsToCents(milestone.amount))}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="org-form" onSubmit={add}>
        <Field
          label="New milestone in dollars"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder="1000"
        />
        <div className="org-actions">
          <button type="submit" className="button" disabled={action.busy}>
            Add milestone
          </button>
        </div>
      </form>
      <FormStatus status={action.status} alertOnError />
      <p className="org-hint">
        When the total raised reaches a milestone, /donationbar and /ticker celebrate it once. A refund that
        takes the total back below it does not make it celebrate again.
      </p>
    </Card>
  );
}
