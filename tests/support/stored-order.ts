import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db';
import { findOrder } from '../../src/server/orders';

// An order as the orders' store holds it, read through the orders' entry, for tests that check what a
// path wrote (its status, capture, refunded money, reference).

/** The order's row; fails the test when there is no such order. */
export async function storedOrder(db: Kysely<Database>, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`no order ${orderId} is stored`);
  return order;
}

/** The code of the order's badge (its first, for an order of several). */
export async function badgeCodeOf(db: Kysely<Database>, orderId: string) {
  const badge = await db
    .selectFrom('badges')
    .select('code')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return badge.code;
}
