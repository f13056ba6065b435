import { type ReactNode, useState } from 'react';
import {
  type AttendeeFilterKey,
  type AttendeeOrder,
  type AttendeeTally,
  attendeeFilterKeys,
  attendeeFilters,
  attendeeListSchema,
  filterAttendees,
} from '../../../contracts/attendees';
import { attendeesCsv } from '../../../contracts/attendees-csv';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { Card } from '../../components/card';
import { CsvDownloadButton } from './csv-download';
import { OrgTable } from './org-table';
import { useOrganiserData } from './organiser-api';
import { OrganiserTime } from './organiser-time';
import './attendees-panel.css';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
const ticketLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const tallyText = (tally: AttendeeTally) =>
  `${plural(tally.orders, 'order', 'orders')}, ${plural(tally.badges, 'person', 'people')}`;

// The column names, also shown beside each value when the rows stack on a phone.
const columns = [
  'Bought',
  'Buyer',
  'Badges',
  'Dietary needs',
  'Accommodations',
  'Volunteer, dinner',
  'Paid',
] as const;

function Cell({ column, children }: { column: (typeof columns)[number]; children: ReactNode }) {
  return (
    <td data-label={column}>
      <div>{children}</div>
    </td>
  );
}

/** What the buyer wrote under a ticked box, or a dash when the box was left empty. */
const answer = (ticked: boolean, details: string) => (ticked ? details || 'Yes' : '–');

function refundText(order: AttendeeOrder) {
  if (order.refundState === 'full') return <strong className="org-warning">Refunded</strong>;
  if (order.refundState === 'part')
    return <strong className="org-warning">{usd(order.refunded)} refunded</strong>;
  return null;
}

/** The two yes-or-no answers, named when ticked. */
function alsoText(order: AttendeeOrder) {
  const ticked = [order.volunteer && 'Volunteers', order.dinner && 'Dinner'].filter(Boolean);
  return ticked.length === 0 ? '–' : ticked.join(', ');
}

function AttendeeRow({ order }: { order: AttendeeOrder }) {
  return (
    <tr className={order.refundState === 'full' ? 'org-refunded' : undefined}>
      <Cell column="Bought">
        <OrganiserTime iso={order.time} />
        <span className="org-code attendee-line attendee-order">{order.orderId}</span>
      </Cell>
      <Cell column="Buyer">
        <a href={`mailto:${order.email}`}>{order.email}</a>
        <a className="attendee-line" href={`tel:${order.phone}`}>
          {order.phone}
        </a>
      </Cell>
      <Cell column="Badges">
        <ul className="attendee-badges">
          {order.badges.map((badge) => (
            <li key={badge.code}>
              {badge.name}{' '}
              <span className="org-hint">
                {ticketLabel(badge.ticketType)} · <span className="org-code">{badge.code}</span>
                {badge.lateRegistrant ? ' · late registrant' : ''}
                {badge.refunded ? ' · refunded' : ''}
              </span>
            </li>
          ))}
        </ul>
        {order.history.length > 0 && (
          <ul className="attendee-history" aria-label="Changed by the buyer on the order page">
            {order.history.map((entry) => (
              <li key={`${entry.time}${entry.what}`} className="org-hint">
                <OrganiserTime iso={entry.time} />: {entry.what}
              </li>
            ))}
          </ul>
        )}
      </Cell>
      <Cell column="Dietary needs">{answer(order.dietary, order.dietaryDetails)}</Cell>
      <Cell column="Accommodations">{answer(order.accommodations, order.accommodationsDetails)}</Cell>
      <Cell column="Volunteer, dinner">{alsoText(order)}</Cell>
      <Cell column="Paid">
        {usd(order.paid)}
        {order.discountCode && <span className="attendee-line org-hint">Code {order.discountCode}</span>}
        {order.refundState !== 'none' && <span className="attendee-line">{refundText(order)}</span>}
      </Cell>
    </tr>
  );
}

interface AttendeesPanelProps {
  /** The organiser token (or, until every panel has moved to it, the password). */
  token: string;
  version: number;
  /** The edition chosen in the Orders section (edition-choice.tsx): nothing for the current one. */
  edition: { edition?: number };
}

/**
 * Every in-person order with the buyer's private answers (docs/product/organisers.md, "Attendees"),
 * narrowed by the filters, with the counts of each and the rows shown as a CSV file. A 'ticket' event
 * carries none of these answers, so it makes the list load again.
 */
export function AttendeesPanel({ token, version, edition }: AttendeesPanelProps) {
  const attendees = useOrganiserData('/api/organiser/attendees', token, attendeeListSchema, version, {
    input: edition,
    // A buyer's change on their order page (docs/product/order-page-and-retention.md) shows at once.
    reloadOn: ['ticket', 'order-changed'],
  });
  const erasure = attendees.data?.erasure;
  const [chosen, setChosen] = useState<readonly AttendeeFilterKey[]>([]);
  const orders = attendees.data?.orders ?? [];
  const counts = attendees.data?.counts;
  const shown = filterAttendees(orders, chosen);
  const toggle = (key: AttendeeFilterKey, on: boolean) =>
    setChosen((now) => (on ? [...now, key] : now.filter((k) => k !== key)));

  return (
    <Card id="org-attendees-heading" level={2} heading="Attendees" className="org-no-print attendees-panel">
      <p>
        Every in-person order of the chosen edition with the buyer’s answers. Private: never shown outside
        this dashboard.
        {counts && <> Coming: {tallyText(counts.all)} (a fully refunded order is listed, not counted).</>}
      </p>
      {attendees.error && <p className="org-status org-status--error">{attendees.error}</p>}
      <div className="org-form">
        <fieldset className="attendee-filters">
          <legend>Show only orders that are…</legend>
          {attendeeFilterKeys.map((key) => (
            <label key={key} className="choice">
              <input
                type="checkbox"
                checked={chosen.includes(key)}
                onChange={(event) => toggle(key, event.target.checked)}
              />
              <span>
                {attendeeFilters[key].label}{' '}
                {counts && <span className="org-hint">({tallyText(counts[key])})</span>}
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="org-actions">
        <CsvDownloadButton
          csv={() => attendeesCsv(shown)}
          filename="attendees.csv"
          empty={shown.length === 0}
        />
        <span className="org-hint" role="status">
          {chosen.length === 0 ? 'All' : 'Showing'} {plural(shown.length, 'order', 'orders')}, one CSV line
          per badge.
        </span>
      </div>
      {erasure?.nextAt && (
        <p className="attendee-erasure">
          Personal data is erased {erasure.days} days after the event (or the purchase): the next erasure is
          due <OrganiserTime iso={erasure.nextAt} />. Download the CSV before then if you need it.
        </p>
      )}
      {orders.length === 0 ? (
        <p>No in-person orders yet.</p>
      ) : shown.length === 0 ? (
        <p>No order matches every filter chosen.</p>
      ) : (
        <OrgTable columns={columns} caption="Attendees, newest order first" variant="attendee-table">
          {shown.map((order) => (
            <AttendeeRow key={order.orderId} order={order} />
          ))}
        </OrgTable>
      )}
    </Card>
  );
}
