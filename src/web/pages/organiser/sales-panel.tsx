import { type FormEvent, useId, useState } from 'react';
import { edition } from '../../../../content/edition';
import { type EventSettings, eventSettingsSchema } from '../../../contracts/event-settings';
import { streamUrlProblem } from '../../../domain/tickets/ticket-sales';
import { Card } from '../../components/card';
import { Field, FormStatus } from '../../components/forms';
import { organiserPost, useOrganiserData } from './organiser-api';
import { type OrganiserTimes, useOrganiserTimes } from './organiser-time';
import { useOrganiserAction } from './use-organiser-action';

function salesLine({ sales }: EventSettings, times: OrganiserTimes): string {
  const when = (iso: string) => `${times.at(iso)} (${times.zoneLabel})`;
  if (sales.closedByOrganisers)
    return 'Ticket sales are closed: both ticket pages say so instead of the form.';
  if (!sales.open && sales.closesAt)
    return `Ticket sales closed by themselves on ${when(sales.closesAt)}, the closing time of the edition (its sales window) or of the configuration.`;
  const closing = sales.closesAt ? ` They close by themselves on ${when(sales.closesAt)}.` : '';
  return `Ticket sales are open.${closing}`;
}

function placesLine({ places }: EventSettings): string | null {
  if (!places) return null;
  const left = Math.max(0, places.capacity - places.sold - places.held - places.waitingList);
  const waiting = places.waitingList > 0 ? `, ${places.waitingList} held for the waiting list` : '';
  return `In-person places: ${places.sold} sold, ${places.held} held by orders being paid${waiting}, ${left} left of ${places.capacity}.`;
}

/**
 * Ticket sales and the livestream link (docs/product/organisers.md, "Ticket sales and the stream link"):
 * close and reopen sales, see the in-person places when content sets a capacity, and set the unlisted
 * video that ticket holders' /live- links lead to.
 */
export function SalesPanel({
  token,
  version,
  onChanged,
}: {
  token: string;
  version: number;
  onChanged(): void;
}) {
  const id = useId();
  const times = useOrganiserTimes();
  const { data, error } = useOrganiserData(
    '/api/organiser/event-settings',
    token,
    eventSettingsSchema,
    version,
    {
      reloadOn: ['ticket-sales-changed', 'ticket'],
    },
  );
  const sales = useOrganiserAction(onChanged);
  const link = useOrganiserAction(onChanged);
  // Closing turns buyers away, so it is asked first; reopening is not.
  const [confirmingClose, setConfirmingClose] = useState(false);
  // null while untouched: the box shows the saved link.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? data?.streamUrl ?? '';

  function toggleSales(closed: boolean) {
    setConfirmingClose(false);
    void sales.run(async () => {
      await organiserPost('/api/organiser/ticket-sales', token, { closed }, eventSettingsSchema);
      return closed ? 'Ticket sales are now closed.' : 'Ticket sales are open again.';
    });
  }

  function saveLink(url: string) {
    const problem = url === '' ? null : streamUrlProblem(url);
    if (problem) {
      link.refuse(problem);
      return;
    }
    void link.run(async () => {
      const saved = await organiserPost('/api/organiser/stream-link', token, { url }, eventSettingsSchema);
      setDraft(null);
      return saved.streamUrl
        ? 'Saved. Ticket holders’ links now lead to this address.'
        : 'Cleared. Ticket holders’ links now say the stream has not started.';
    });
  }

  function submitLink(event: FormEvent) {
    event.preventDefault();
    saveLink(shown.trim());
  }

  const closedByOrganisers = data?.sales.closedByOrganisers ?? false;
  const places = data && placesLine(data);
  return (
    <Card id={`${id}-heading`} level={2} heading="Ticket sales and livestream link" className="org-no-print">
      {error && <p className="org-status org-status--error">{error}</p>}
      <p aria-busy={!data}>{data ? salesLine(data, times) : '…'}</p>
      {places && <p>{places}</p>}
      {confirmingClose && !closedByOrganisers ? (
        <div className="org-confirm org-confirm--danger">
          <p>
            <strong>Close ticket sales now?</strong> Both ticket pages (in person and livestream) stop selling
            at once and say that sales are closed, with {edition.email} to write to and the ways still open
            (donations; a livestream link already sent still works). Buyers already paying at PayPal can
            finish. You can reopen sales here.
          </p>
          <div className="org-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={sales.busy}
              onClick={() => toggleSales(true)}
            >
              Yes, close ticket sales
            </button>
            <button
              type="button"
              className="button"
              disabled={sales.busy}
              onClick={() => setConfirmingClose(false)}
            >
              Keep selling
            </button>
          </div>
        </div>
      ) : (
        <div className="org-actions">
          <button
            type="button"
            className={closedByOrganisers ? 'button button--primary' : 'button'}
            disabled={!data || sales.busy}
            onClick={() => {
              sales.setStatus(null);
              if (closedByOrganisers) toggleSales(false);
              else setConfirmingClose(true);
            }}
          >
            {closedByOrganisers ? 'Reopen ticket sales' : 'Close ticket sales…'}
          </button>
        </div>
      )}
      <FormStatus status={sales.status} alertOnError />

      <form className="org-form org-subform" onSubmit={submitLink} aria-labelledby={`${id}-link-heading`}>
        <h3 id={`${id}-link-heading`}>Livestream link</h3>
        <p>
          {data?.streamUrl ? (
            <>
              Ticket holders’ links lead to{' '}
              <a href={data.streamUrl} target="_blank" rel="noopener noreferrer">
                {data.streamUrl}
              </a>
              .
            </>
          ) : (
            'Not set yet: ticket holders’ links show a page saying the stream has not started.'
          )}
        </p>
        <Field
          label="Address of the unlisted video"
          hint="A full https:// address. It can be changed during the event; it is never shown on the public pages."
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={shown}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="org-actions">
          <button type="submit" className="button button--primary" disabled={!data || link.busy}>
            Save link
          </button>
          {data?.streamUrl && (
            <button type="button" className="button" disabled={link.busy} onClick={() => saveLink('')}>
              Clear link
            </button>
          )}
        </div>
        <FormStatus status={link.status} alertOnError />
      </form>
    </Card>
  );
}
