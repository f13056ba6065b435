import type { Kysely } from 'kysely';
import type { OrganiserOrders, OrganiserTicketOrder } from '../../contracts/refunds';
import type { Database } from '../db';
import { openDisputesByOrder } from './organiser-disputes';
import { pendingRefundsByOrder, recentRefunds, refundState } from './refund-store';

export interface OrderPage {
  /** The last order of the page before: only older ones (time, then order id) come. */
  before?: { time: string; id: string };
  limit?: number;
}

/** Paid ticket orders, newest first, with what each can still refund (pending refunds hold their part). */
async function paidTicketOrders(db: Kysely<Database>, page: OrderPage = {}): Promise<OrganiserTicketOrder[]> {
  const before = page.before;
  const beforeMs = before ? Date.parse(before.time) : 0;
  const pending = pendingRefundsByOrder(db);
  const disputes = await openDisputesByOrder(db);
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .leftJoin(pending, 'pending.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.kind',
      'orders.amount_cents',
      'orders.refunded_cents',
      'tickets.count',
      'tickets.stream',
      'tickets.buyer_email',
      'tickets.time_ms',
      'pending.cents as pending_cents',
    ])
    .$if(before !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('tickets.time_ms', '<', beforeMs),
          eb.and([eb('tickets.time_ms', '=', beforeMs), eb('tickets.order_id', '<', before?.id ?? '')]),
        ]),
      ),
    )
    .orderBy('tickets.time_ms', 'desc')
    .orderBy('tickets.order_id', 'desc')
    .limit(page.limit ?? 500)
    .execute();
  return rows.map((row) => {
    const { kind: _kind, ...state } = refundState(
      { ...row, refunded_cents: Number(row.refunded_cents) },
      Number(row.pending_cents ?? 0),
    );
    return {
      ...state,
      time: new Date(Number(row.time_ms)).toISOString(),
      stream: Boolean(row.stream),
      tickets: Number(row.count),
      buyer: row.buyer_email,
      disputes: disputes.get(row.id) ?? [],
    };
  });
}

/** POST /api/organiser/orders: the dashboard's ticket orders (one page) and the recent refunds. */
export async function organiserOrders(db: Kysely<Database>, page: OrderPage = {}): Promise<OrganiserOrders> {
  const [ticketOrders, refunds] = await Promise.all([paidTicketOrders(db, page), recentRefunds(db)]);
  return { ticketOrders, refunds };
}
