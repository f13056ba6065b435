import type { Kysely } from 'kysely';
import { centsToWireDollars } from '../../contracts/money';
import type { OrganiserOrders, OrganiserTicketOrder } from '../../contracts/refunds';
import type { Database } from '../db';
import { type ListedEdition, listedEdition } from '../editions';
import type { DisputeLinks } from './dispute-links';
import { badgesOfOrders } from './order-badges';
import { orderMatches } from './order-search';
import type { RefundDeps } from './record-refund';
import { pendingRefundsByOrder, recentRefunds, refundState } from './refund-store';

export interface OrderPage {
  /** The last order of the page before: only older ones (time, then order id) come. */
  before?: { time: string; id: string };
  limit?: number;
  /** Only the orders this finds (src/server/refunds/order-search.ts). */
  search?: string;
  /** That edition's orders; the current one's when left out (docs/product/organisers.md, "Editions"). */
  edition?: number;
}

/** Paid ticket orders, newest first, with what each can still refund (pending refunds hold their part). */
async function paidTicketOrders(
  db: Kysely<Database>,
  disputeLinks: Pick<DisputeLinks, 'openByOrder'>,
  page: OrderPage,
  edition: ListedEdition,
): Promise<OrganiserTicketOrder[]> {
  const before = page.before;
  const beforeMs = before ? Date.parse(before.time) : 0;
  const pending = pendingRefundsByOrder(db);
  const disputes = await disputeLinks.openByOrder(db);
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
      'orders.payer_name',
      'pending.cents as pending_cents',
    ])
    .where('orders.edition_id', '=', edition)
    .$if(Boolean(page.search), (query) => query.where(orderMatches(page.search ?? '')))
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
  const ids = rows.map((row) => ({ id: row.id, paidCents: Number(row.amount_cents) }));
  const [badges, history] = await Promise.all([
    badgesOfOrders(db, ids),
    historyOf(
      db,
      ids.map((o) => o.id),
    ),
  ]);
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
      payer: row.payer_name,
      badges: (badges.get(row.id) ?? []).map(({ shareCents, ...badge }) => ({
        ...badge,
        share: centsToWireDollars(shareCents),
      })),
      history: history.get(row.id) ?? [],
      disputes: disputes.get(row.id) ?? [],
    };
  });
}

/** The history of the orders of one page, oldest change first. */
async function historyOf(db: Kysely<Database>, ids: string[]) {
  const byOrder = new Map<string, { time: string; what: string }[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_history')
    .select(['order_id', 'time_ms', 'what'])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({ time: new Date(Number(row.time_ms)).toISOString(), what: row.what });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** POST /api/organiser/orders: one edition's ticket orders (one page) and its recent refunds. */
export async function organiserOrders(
  deps: Pick<RefundDeps, 'db' | 'disputes'>,
  page: OrderPage = {},
): Promise<OrganiserOrders> {
  const { db } = deps;
  // One edition's (docs/product/organisers.md, "Editions"): its ticket orders and their refunds.
  const edition = await listedEdition(db, page.edition);
  const [ticketOrders, refunds] = await Promise.all([
    paidTicketOrders(db, deps.disputes, page, edition),
    recentRefunds(db, edition),
  ]);
  return { ticketOrders, refunds };
}
