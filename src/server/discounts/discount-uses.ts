import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db';
import {
  type DiscountClaim,
  type DiscountUses,
  findOrder,
  markDiscountClaimed,
  unmarkDiscountClaimed,
} from '../orders';

// An order holds one use of its discount code from just before PayPal is asked to capture until the
// payment fails or is abandoned (docs/product/payments.md). Counting at capture rather than at order
// creation means abandoned carts do not eat a sponsor's cap; counting before the capture rather than
// after means a rush of buyers cannot all pass the cap and then all be charged. The use is of the code of
// the order's own edition (docs/decisions/081-codes-and-waiting-list-per-edition.md): an order made with
// last year's code just before the switch is paid with it; a new order cannot take it any more.

type Db = Kysely<Database>;

/** Runs `work` in a transaction, or inside the caller's when `db` already is one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The edition the order belongs to, inside the statement that reads its code's row. */
const editionOf = (db: Db, orderId: string) =>
  db.selectFrom('orders').select('edition_id').where('id', '=', orderId);

async function refusal(
  trx: Db,
  orderId: string,
  code: string,
  nowMs: number,
): Promise<Exclude<DiscountClaim, 'none' | 'claimed'>> {
  const row = await trx
    .selectFrom('discount_codes')
    .select(['disabled', 'ends_ms'])
    .where('edition_id', '=', editionOf(trx, orderId))
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row || row.disabled) return 'disabled';
  if (row.ends_ms !== null && Number(row.ends_ms) <= nowMs) return 'ended';
  return 'cap-reached';
}

/**
 * Takes one use of the order's code for the order, at most once per order. The use is counted by one
 * conditional UPDATE (`uses < max_uses` in its WHERE): on PostgreSQL a concurrent claimer waits for the
 * row lock and then re-checks the condition against the committed count; SQLite runs one writer at a
 * time. Either way no more orders than the cap ever hold a use. The order's mark and the count change
 * together or not at all.
 */
async function claimDiscountUse(db: Db, orderId: string, nowMs: number): Promise<DiscountClaim> {
  return inTransaction(db, async (trx) => {
    // The order's mark is the orders' store's to write (docs/decisions/083-one-writer-per-table.md).
    const code = await markDiscountClaimed(trx, orderId);
    if (!code) {
      const order = await findOrder(trx, orderId);
      return order?.discount_code && order.discount_claimed ? 'claimed' : 'none';
    }
    const counted = await trx
      .updateTable('discount_codes')
      .set({ uses: sql<number>`uses + 1` })
      .where('edition_id', '=', editionOf(trx, orderId))
      .where('code', '=', code)
      .where('disabled', '=', false)
      .where((eb) => eb.or([eb('ends_ms', 'is', null), eb('ends_ms', '>', nowMs)]))
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
      .returning('code')
      .executeTakeFirst();
    if (counted) return 'claimed';
    // Undone in the same transaction, so nobody ever sees the order marked without its use.
    await unmarkDiscountClaimed(trx, orderId);
    return refusal(trx, orderId, code, nowMs);
  });
}

/**
 * Gives the order's use back (the payment failed or was abandoned without a capture). Releasing an
 * order that holds no use does nothing, so it is safe to call on every such ending. Returns whether a
 * use was given back.
 */
async function releaseDiscountUse(db: Db, orderId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const code = await unmarkDiscountClaimed(trx, orderId);
    if (!code) return false;
    await trx
      .updateTable('discount_codes')
      .set({ uses: sql<number>`uses - 1` })
      .where('edition_id', '=', editionOf(trx, orderId))
      .where('code', '=', code)
      .where('uses', '>', 0)
      .execute();
    return true;
  });
}

/** What capturing an order is handed (orders/discount-claim.ts), by app.ts. */
export const discountUses: DiscountUses = { claim: claimDiscountUse, release: releaseDiscountUse };
