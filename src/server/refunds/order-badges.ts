import type { Kysely } from 'kysely';
import { inPersonPrices, livestreamPrices } from '../../../content/tickets';
import { badgeShares } from '../../domain/tickets/badge-shares';
import type { Database } from '../db';

// The badges of a ticket order, or its livestream viewers, as the refund of single badges sees them
// (docs/product/payments.md, "Refunding single badges"): each with its code, whether it was refunded,
// and its share of what the buyer paid (src/domain/tickets/badge-shares.ts).

export interface OrderBadge {
  code: string;
  /** The name on the badge, or the viewer's address. */
  holder: string;
  refunded: boolean;
  shareCents: number;
}

const priceOf = (prices: Record<string, number>, type: string | null) =>
  type !== null && Object.hasOwn(prices, type) ? (prices[type] ?? null) : null;

/** One order's badges (in-person) or viewers (livestream), in the order they were bought. */
export async function orderBadges(db: Kysely<Database>, orderId: string, paidCents: number) {
  return (await badgesOfOrders(db, [{ id: orderId, paidCents }])).get(orderId) ?? [];
}

/** Many orders' badges at once (a page of the dashboard's orders): two queries, whatever the count. */
export async function badgesOfOrders(
  db: Kysely<Database>,
  orders: readonly { id: string; paidCents: number }[],
): Promise<Map<string, OrderBadge[]>> {
  const byOrder = new Map<
    string,
    { code: string; holder: string; refunded: boolean; price: number | null }[]
  >();
  if (orders.length === 0) return new Map();
  const ids = orders.map((order) => order.id);
  const badges = await db
    .selectFrom('badges')
    .select(['order_id', 'code', 'name', 'ticket_type', 'refunded_ms'])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const badge of badges) {
    const list = byOrder.get(badge.order_id) ?? [];
    list.push({
      code: badge.code,
      holder: badge.name,
      refunded: badge.refunded_ms !== null,
      price: priceOf(inPersonPrices, badge.ticket_type),
    });
    byOrder.set(badge.order_id, list);
  }
  // A viewer whose address changed has several rows under one code: the newest is the viewer now.
  const viewers = await db
    .selectFrom('livestream_access')
    .select(['order_id', 'code', 'email', 'ticket_type', 'revoked_ms', 'refunded_ms', 'created_ms'])
    .where('order_id', 'in', ids)
    .where('code', 'is not', null)
    .orderBy('created_ms')
    .execute();
  const viewerAt = new Map<string, number>();
  for (const viewer of viewers) {
    const list = byOrder.get(viewer.order_id) ?? [];
    const key = `${viewer.order_id} ${viewer.code}`;
    const entry = {
      code: viewer.code ?? '',
      holder: viewer.email,
      refunded: viewer.refunded_ms !== null,
      price: priceOf(livestreamPrices, viewer.ticket_type),
    };
    const at = viewerAt.get(key);
    if (at === undefined) {
      viewerAt.set(key, list.length);
      list.push(entry);
    } else if (viewer.revoked_ms === null || viewer.refunded_ms !== null) {
      list[at] = entry;
    }
    byOrder.set(viewer.order_id, list);
  }
  const result = new Map<string, OrderBadge[]>();
  for (const order of orders) {
    const list = byOrder.get(order.id) ?? [];
    // A price unknown (a link bought before viewers had types) leaves the split even.
    const prices = list.every((each) => each.price !== null)
      ? list.map((each) => each.price ?? 0)
      : list.map(() => 0);
    const shares = badgeShares(order.paidCents, prices);
    result.set(
      order.id,
      list.map((each, i) => ({
        code: each.code,
        holder: each.holder,
        refunded: each.refunded,
        shareCents: shares[i] ?? 0,
      })),
    );
  }
  return result;
}

/**
 * Stops the badges and stream links a refund refunds, in its transaction: `codes` of them, or all of
 * the order's with 'all' (a refund that left nothing of the payment). Returns the codes stopped now (a
 * badge stopped before is not counted again), for the tickets sold and the order's history.
 */
export async function stopBadges(
  trx: Kysely<Database>,
  orderId: string,
  codes: readonly string[] | 'all',
  nowMs: number,
): Promise<string[]> {
  if (codes !== 'all' && codes.length === 0) return [];
  const badges = await trx
    .updateTable('badges')
    .set({ refunded_ms: nowMs })
    .where('order_id', '=', orderId)
    .where('refunded_ms', 'is', null)
    .$if(codes !== 'all', (query) => query.where('code', 'in', codes === 'all' ? [] : [...codes]))
    .returning('code')
    .execute();
  const links = await trx
    .updateTable('livestream_access')
    .set({ revoked_ms: nowMs, refunded_ms: nowMs })
    .where('order_id', '=', orderId)
    .where('revoked_ms', 'is', null)
    .$if(codes !== 'all', (query) => query.where('code', 'in', codes === 'all' ? [] : [...codes]))
    .returning('code')
    .execute();
  return [...badges.map((badge) => badge.code), ...links.map((link) => link.code ?? 'a stream link')];
}

/** The badges a refund request named (by the key PayPal echoes as the refund's custom_id); null: none. */
export async function requestedBadges(
  trx: Kysely<Database>,
  key: string | null | undefined,
  orderId: string,
): Promise<string[] | null> {
  if (!key) return null;
  const row = await trx
    .selectFrom('refund_requests')
    .select('badges')
    .where('idempotency_key', '=', key)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.badges ? (JSON.parse(row.badges) as string[]) : null;
}

/**
 * How long a refund request whose PayPal answer never came counts as on its way: by then the in-flight
 * sweep has read PayPal's list of the order's refunds and recorded any refund PayPal made for it
 * (refund-sweep.ts), so a request still without a refund is one PayPal never made.
 */
const answerAwaitedMs = 15 * 60 * 1000;

/**
 * Badges on their way out already: named by a refund PayPal still holds as PENDING, or by a request sent
 * to PayPal whose answer has not come (another organiser's press a moment ago), so one badge is never
 * refunded twice.
 */
export async function badgesBeingRefunded(
  db: Kysely<Database>,
  orderId: string,
  nowMs: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('refund_requests')
    .leftJoin('refunds', 'refunds.id', 'refund_requests.refund_id')
    .select('refund_requests.badges')
    .where('refund_requests.order_id', '=', orderId)
    .where('refund_requests.badges', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('refunds.status', '=', 'PENDING'),
        eb.and([
          eb('refund_requests.refund_id', 'is', null),
          eb('refund_requests.created_ms', '>=', nowMs - answerAwaitedMs),
        ]),
      ]),
    )
    .execute();
  return new Set(rows.flatMap((row) => (row.badges ? (JSON.parse(row.badges) as string[]) : [])));
}
