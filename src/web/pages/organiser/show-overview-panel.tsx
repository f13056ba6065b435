import { type ShowOverview, showOverviewSchema } from '../../../contracts/show-overview';
import { dollarsToCents, formatUsd } from '../../../domain/money';
import { percentOf } from '../../../domain/show-overview/raised-totals';
import { Card } from '../../components/card';
import { Link } from '../../router/link';
import { sectionHref } from './dashboard-sections';
import { RaisedChart, TicketSalesChart } from './money-charts';
import { useOrganiserData } from './organiser-api';

// The overview, first on the dashboard (docs/product/organisers.md, "The dashboard"): the money now, the
// tickets against the places, what PayPal still holds, and what needs an organiser.

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

export function ShowOverviewPanel({ pass, version }: { pass: string; version: number }) {
  const overview = useOrganiserData('/api/organiser/show-overview', pass, showOverviewSchema, version, {
    reloadOn: ['donation', 'ticket', 'totals-changed', 'screening-changed'],
    // Failed mails and a books comparison change without an event.
    refreshEveryMs: 30_000,
  });
  const data = overview.data;
  return (
    <>
      <section className="card org-no-print" aria-labelledby="org-money-heading" aria-busy={!data}>
        <h2 id="org-money-heading">Money raised</h2>
        {overview.error && <p className="org-status org-status--error">{overview.error}</p>}
        {data && <Money data={data} />}
      </section>
      {data && <Attention data={data} />}
      <Card id="org-charts-heading" level={2} heading="Over time" className="org-no-print">
        {data && (
          <div className="org-charts">
            <RaisedChart bars={data.charts.raised} />
            <TicketSalesChart days={data.charts.ticketSales} />
          </div>
        )}
      </Card>
    </>
  );
}

function Money({ data }: { data: ShowOverview }) {
  const { raised, tickets, pending, disputed } = data;
  const sold = tickets.inPerson;
  return (
    <>
      <p className="org-total">
        <strong>{usd(raised.total)}</strong> raised, net of {usd(raised.refunded)} refunded
      </p>
      <dl className="org-figures">
        <div>
          <dt>Tickets</dt>
          <dd>{usd(raised.tickets)}</dd>
        </div>
        <div>
          <dt>Card donations</dt>
          <dd>{usd(raised.cards)}</dd>
        </div>
        <div>
          <dt>Bits (Twitch cheers)</dt>
          <dd>{usd(raised.bits)}</dd>
        </div>
        <div>
          <dt>In-person tickets</dt>
          <dd>
            {tickets.capacity === null ? (
              <>
                {sold} <span className="org-hint">no limit on places</span>
              </>
            ) : (
              `${sold} of ${tickets.capacity} places (${percentOf(sold, tickets.capacity)}%)`
            )}
          </dd>
        </div>
        <div>
          <dt>Livestream tickets</dt>
          <dd>{tickets.livestream}</dd>
        </div>
        <div>
          <dt>Pending at PayPal</dt>
          <dd>
            {usd(pending.tickets + pending.donations)}
            {pending.orders > 0 && (
              <span className="org-hint">
                {' '}
                ({usd(pending.tickets)} tickets, {usd(pending.donations)} donations)
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Disputed</dt>
          <dd>
            {usd(disputed.amount)}
            {disputed.disputes + disputed.holds > 0 && (
              <span className="org-hint">
                {' '}
                ({disputed.disputes} open, {disputed.holds} held; still counted)
              </span>
            )}
          </dd>
        </div>
      </dl>
    </>
  );
}

function Attention({ data }: { data: ShowOverview }) {
  const { heldDonations, failedMails, books } = data.attention;
  const items: { key: string; text: string; to: string }[] = [];
  if (heldDonations > 0)
    items.push({
      key: 'held',
      text: `${heldDonations} donation${heldDonations === 1 ? '' : 's'} waiting for screening`,
      to: sectionHref('donations'),
    });
  if (failedMails > 0)
    items.push({
      key: 'mails',
      text: `${failedMails} email${failedMails === 1 ? '' : 's'} not sent yet (still retrying)`,
      to: sectionHref('settings'),
    });
  if (books.state === 'differences')
    items.push({
      key: 'books',
      text: `Books differ from PayPal in ${books.differences.length} place${books.differences.length === 1 ? '' : 's'}`,
      to: sectionHref('settings'),
    });
  if (books.state === 'failed')
    items.push({
      key: 'books',
      text: 'Could not compare the books with PayPal',
      to: sectionHref('settings'),
    });
  return (
    <Card id="org-attention-heading" level={2} heading="Needs attention" className="org-no-print">
      {items.length === 0 ? (
        <p>Nothing waits for an organiser.</p>
      ) : (
        <ul className="org-attention">
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} preventScrollReset>
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
