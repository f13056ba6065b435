import { type FormEvent, useId, useState } from 'react';
import {
  createdPrizeSchema,
  markedClaimedSchema,
  type OrganiserPrize,
  type OrganiserWinner,
  organiserPrizeListSchema,
  prizeDrawAnswerSchema,
} from '../../../contracts/prize-edits';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
import { bindDraft, Field, FormStatus, SelectField, TextareaField } from '../../components/forms';
import { OrgTable } from './org-table';
import { organiserPost, useOrganiserData } from './organiser-api';
import { OrganiserTime, useOrganiserTimes } from './organiser-time';
import type { DashboardPanelProps } from './panel-props';
import { emptyPrizeDraft, type PrizeDraft, prizeOfDraft } from './prize-draft';
import { useOrganiserAction } from './use-organiser-action';

const stateText = { upcoming: 'Not open yet', open: 'Open', closed: 'Closed' } as const;

/**
 * Who won and what became of it: 'Ada (claimed)', 'Bo (claim by ...)', lapsed or undone ones struck
 * through; Mark claimed for a winner who claims another way (a cheer's winner has no claim link).
 */
function Winners({
  prize,
  busy,
  onMarkClaimed,
}: {
  prize: OrganiserPrize;
  busy: boolean;
  onMarkClaimed(winner: OrganiserWinner): void;
}) {
  if (prize.history.length === 0) return <>none yet</>;
  return (
    <ul className="org-prize-winners">
      {prize.history.map((winner) => (
        <li key={winner.id}>
          {winner.lapsed || winner.undone ? <s>{winner.name}</s> : winner.name}
          {winner.email ? ` <${winner.email}>` : ' (no address: a cheer; reach them on Twitch)'} — drawn by{' '}
          {winner.drawnBy} among {winner.entries}, <OrganiserTime iso={winner.drawnAt} />;{' '}
          {winner.undone ? (
            <strong>refunded after the drawing: the win is undone, Draw fills the place again</strong>
          ) : winner.claimedAt ? (
            <>
              claimed <OrganiserTime iso={winner.claimedAt} />
            </>
          ) : winner.lapsed ? (
            'not claimed in time'
          ) : (
            <>
              claim by <OrganiserTime iso={winner.claimDeadline} />{' '}
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={`Mark ${winner.name}'s win of ${prize.name} claimed`}
                onClick={() => onMarkClaimed(winner)}
              >
                Mark claimed
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Prizes (docs/product/prizes.md, "On the dashboard"): each prize with its window, entries and winners;
 * Draw once its window has closed; and a form to add one.
 */
export function PrizesPanel({ pass, version, onChanged }: DashboardPanelProps) {
  const id = useId();
  const { timeZone, zoneLabel } = useOrganiserTimes();
  const { data: prizes = [], error: loadError } = useOrganiserData(
    '/api/organiser/prizes/list',
    pass,
    organiserPrizeListSchema,
    version,
    // Another organiser's prize or drawing shows here at once.
    { reloadOn: ['prizes-changed', 'prize-won'] },
  );
  const [draft, setDraft] = useState<PrizeDraft>(emptyPrizeDraft);
  const bind = bindDraft(draft, (changes) => setDraft((current) => ({ ...current, ...changes })));
  const { busy, status, run, submit } = useOrganiserAction(onChanged);

  function add(event: FormEvent) {
    event.preventDefault();
    submit(prizeOfDraft(draft, timeZone), async ({ prize }) => {
      await organiserPost('/api/organiser/prizes', pass, prize, createdPrizeSchema);
      setDraft(emptyPrizeDraft);
      return `Added the prize ${prize.name}.`;
    });
  }

  function markClaimed(prize: OrganiserPrize, winner: OrganiserWinner) {
    void run(async () => {
      await organiserPost(
        `/api/organiser/prizes/winners/${winner.id}/claimed`,
        pass,
        {},
        markedClaimedSchema,
      );
      return `Marked ${winner.name}'s win of ${prize.name} claimed: the place is not drawn again.`;
    });
  }

  function draw(prize: OrganiserPrize) {
    void run(async () => {
      const drawn = await organiserPost(
        `/api/organiser/prizes/${prize.id}/draw`,
        pass,
        {},
        prizeDrawAnswerSchema,
      );
      return `Drew ${prize.name} among ${drawn.entries} ${drawn.entries === 1 ? 'entry' : 'entries'}: ${drawn.winners.join(', ')}.`;
    });
  }

  return (
    <Card id={`${id}-heading`} level={2} heading="Prizes" className="org-no-print">
      {loadError && <p className="org-status org-status--error">{loadError}</p>}
      <OrgTable
        columns={['Prize', 'Minimum', `Window (${zoneLabel})`, 'Entries', 'Winners', 'State']}
        actions
      >
        {prizes.map((prize) => (
          <tr key={prize.id}>
            <td className="org-free">
              {prize.name}
              {prize.sponsor && ` (${prize.sponsor})`}, {prize.delivery === 'code' ? 'a code' : 'shipped'}
            </td>
            <td>{formatUsd(dollarsToCents(prize.minimumDonation))}</td>
            <td>
              <OrganiserTime iso={prize.opensAt} /> to <OrganiserTime iso={prize.closesAt} />
            </td>
            <td>{prize.entries}</td>
            <td className="org-free">
              {prize.winners} to draw:{' '}
              <Winners prize={prize} busy={busy} onMarkClaimed={(winner) => markClaimed(prize, winner)} />
            </td>
            <td>{stateText[prize.state]}</td>
            <td className="org-row-actions">
              <button
                type="button"
                className="button"
                aria-label={`Draw ${prize.name}`}
                disabled={busy || prize.state !== 'closed'}
                onClick={() => draw(prize)}
              >
                Draw
              </button>
            </td>
          </tr>
        ))}
      </OrgTable>
      <FormStatus status={status} alertOnError />

      <form className="org-form org-subform" onSubmit={add} aria-labelledby={`${id}-form-heading`}>
        <h3 id={`${id}-form-heading`}>Add a prize</h3>
        <div className="org-grid">
          <Field label="Name" autoComplete="off" {...bind.text('name')} />
          <Field label="Sponsor" autoComplete="off" placeholder="none" {...bind.text('sponsor')} />
          <Field label="Minimum donation (USD)" inputMode="decimal" {...bind.text('minimumDonation')} />
          <Field label="Winners" inputMode="numeric" {...bind.text('winners')} />
          <Field label={`Opens (${zoneLabel})`} type="datetime-local" {...bind.text('opensAt')} />
          <Field label={`Closes (${zoneLabel})`} type="datetime-local" {...bind.text('closesAt')} />
          <SelectField label="Delivered" {...bind.text('delivery')}>
            <option value="shipped">Shipped</option>
            <option value="code">As a code by email</option>
          </SelectField>
          <Field
            label="Image"
            placeholder="/images/prizes/grid.png"
            hint="A path on this site."
            {...bind.text('imageUrl')}
          />
        </div>
        <TextareaField label="Description" rows={3} {...bind.text('description')} />
        <div className="org-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Add prize
          </button>
        </div>
      </form>
    </Card>
  );
}
