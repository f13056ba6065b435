import type { Kysely } from 'kysely';
import type { Database, RefundRequestTable } from '../db';

// The refund_requests table: one row per Idempotency-Key, written before PayPal is called, so the key
// names one PayPal-Request-Id and one refund for good (docs/decisions/036-refunds-without-gaps.md).

export type RefundRequestRow = RefundRequestTable;

/** PayPal keeps a refund's PayPal-Request-Id, so a retry with it gets the first refund back. */
export const paypalRequestIdFor = (key: string) => `refund-${key}`;

/** Inserts the request unless its key is known; the row as stored, and whether this call wrote it. */
export async function claimRefundRequest(
  db: Kysely<Database>,
  row: RefundRequestRow,
): Promise<{ row: RefundRequestRow; created: boolean }> {
  // On PostgreSQL a concurrent insert of the same key waits for the first, then does nothing.
  const inserted = await db
    .insertInto('refund_requests')
    .values(row)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (inserted) return { row, created: true };
  const stored = await db
    .selectFrom('refund_requests')
    .selectAll()
    .where('idempotency_key', '=', row.idempotency_key)
    .executeTakeFirstOrThrow();
  return { row: stored, created: false };
}

/** PayPal refused the request and refunded nothing: it is forgotten, so it holds no badge back. */
export async function forgetRefusedRequest(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .deleteFrom('refund_requests')
    .where('idempotency_key', '=', key)
    .where('refund_id', 'is', null)
    .execute();
}

/**
 * PayPal named the request's refund (its answer, or the refund's custom_id in a webhook or the sweep):
 * later repeats are answered from the books, without PayPal.
 */
export async function noteRefundId(
  db: Kysely<Database>,
  key: string,
  refundId: string,
  orderId: string,
): Promise<void> {
  await db
    .updateTable('refund_requests')
    .set({ refund_id: refundId })
    .where('idempotency_key', '=', key)
    .where('order_id', '=', orderId)
    .where('refund_id', 'is', null)
    .execute();
}

/**
 * PayPal keeps a refund's PayPal-Request-Id for 45 days (its idempotency guide); a day is kept clear of
 * that edge, so a key near it is never sent to PayPal as if PayPal still knew it.
 */
export const paypalRemembersRefundRequestMs = 44 * 24 * 60 * 60 * 1000;

/** The request a refund belongs to, by the key PayPal echoes as the refund's custom_id. */
export function findRefundRequest(db: Kysely<Database>, key: string) {
  return db.selectFrom('refund_requests').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}
