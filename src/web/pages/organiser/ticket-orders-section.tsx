import { organiserOrdersSchema } from '../../../contracts/refunds';
import { ticketRecordSchema } from '../../../contracts/tickets';
import { readWith } from '../../lib/socket-readers';
import { useOrganiserData } from './organiser-api';
import { dashboardPageSize, Pager, usePageCursor } from './page-cursor';
import { RefundsPanel, TicketOrdersPanel } from './refund-panels';

const readTicket = readWith(ticketRecordSchema);

type Cursor = { time: string; id: string };

/** Ticket orders a page at a time, newest first, and the refunds so far. */
export function TicketOrdersSection(props: { pass: string; version: number; onRefunded(): void }) {
  const cursor = usePageCursor<Cursor>();
  const orders = useOrganiserData('/api/organiser/orders', props.pass, organiserOrdersSchema, props.version, {
    reloadOn: { ticket: readTicket },
    body: { limit: dashboardPageSize + 1, ...(cursor.before ? { before: cursor.before } : {}) },
  });
  const all = orders.data?.ticketOrders ?? [];
  const shown = all.slice(0, dashboardPageSize);
  const last = shown.at(-1);
  const olderFrom = last && all.length > dashboardPageSize ? { time: last.time, id: last.id } : undefined;
  return (
    <>
      {orders.error && <p className="card org-status org-status--error">{orders.error}</p>}
      <TicketOrdersPanel
        pass={props.pass}
        orders={shown}
        onRefunded={props.onRefunded}
        pager={<Pager cursor={cursor} olderFrom={olderFrom} what="ticket orders" />}
      />
      <RefundsPanel refunds={orders.data?.refunds ?? []} />
    </>
  );
}
