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
