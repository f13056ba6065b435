import { type Kysely, sql } from 'kysely';
import { centsToWireDollars } from '../../contracts/money';
import type { OrderRefundState, RefundKind, RefundRecord, RefundSource } from '../../contracts/refunds';
import type { Cents } from '../../domain/money';
import type { Database, OrderTable, RefundTable } from '../db';
import type { ListedEdition } from '../editions';
import type { DisputeLinks } from './dispute-links';

// The refunds table: one row per PayPal refund or reversal id, so the same refund reported twice (the
// dashboard's answer and PayPal's webhook, or a webhook delivered again) is one row.

export type RefundRow = RefundTable;

/** PayPal's refund status that moves money; PENDING waits for it, FAILED and CANCELLED never reach it. */
export const completed = 'COMPLETED';

/** Inserts the refund unless its id is known; true when this call inserted it. */
export async function insertRefund(trx: Kysely<Database>, row: RefundRow): Promise<boolean> {
  // On PostgreSQL a concurrent insert of the same id waits for the first transaction, then does nothing.
  const inserted = await trx
    .insertInto('refunds')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findRefund(db: Kysely<Database>, id: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A known refund PayPal now reports COMPLETED: true for the one caller that moved it there (the update
 * matches only while it is not yet completed), which then moves the money, once.
 */
export async function completeRefund(trx: Kysely<Database>, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('refunds')
    .set({ status: completed })
    .where('id', '=', id)
    .where('status', '!=', completed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Another status for a refund that has not ended (PENDING -> FAILED); a completed, failed or cancelled
 * one stays, so a late report of its PENDING start cannot bring it back.
 */
export async function setRefundStatus(trx: Kysely<Database>, id: string, status: string): Promise<void> {
  await trx
    .updateTable('refunds')
    .set({ status })
    .where('id', '=', id)
    .where('status', 'not in', [completed, 'FAILED', 'CANCELLED'])
    .execute();
}

/** A refund made on the dashboard and also reported by PayPal's webhook is listed as the dashboard's. */
export async function markFromDashboard(trx: Kysely<Database>, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('refunds')
    .set({ source: 'organiser' })
    .where('id', '=', id)
    .where('source', '!=', 'organiser')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * PayPal says this money was a reversal (PAYMENT.CAPTURE.REVERSED, or Transaction Search's T1201 or T1106)
 * that the books hold as a refund PayPal reported: the refund sweep reads PayPal's list of an order's
 * refunds, which shows a chargeback as one of them. Nothing moves (both took the money once); the record
 * is named as PayPal names it, so the comparison and a dispute's outcome see it as the reversal it is.
 */
export async function markReversal(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set({ kind: 'reversal' })
    .where('id', '=', id)
    .where('kind', '=', 'refund')
    .where('source', '=', 'paypal')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Refunds PayPal still holds as PENDING: they will take their part of the payment. */
export async function pendingRefundCents(db: Kysely<Database>, orderId: string): Promise<Cents> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<number | string | null>`sum(amount_cents)`.as('cents'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** Per order, the refunds PayPal still holds as PENDING: join it as `pending` (order_id, cents). */
export function pendingRefundsByOrder(db: Kysely<Database>) {
  return db
    .selectFrom('refunds')
    .select(['order_id', sql<number | string>`sum(amount_cents)`.as('cents')])
    .where('status', '=', 'PENDING')
    .groupBy('order_id')
    .as('pending');
}

/** What a paid order's refunds leave: paid, refunded, and what can still be refunded. */
export function refundState(
  order: Pick<OrderTable, 'id' | 'kind' | 'amount_cents'> & { refunded_cents: number },
  pendingCents: Cents,
): OrderRefundState {
  const paid = Number(order.amount_cents);
  const refunded = Number(order.refunded_cents);
  return {
    id: order.id,
    kind: order.kind,
    amount: centsToWireDollars(paid),
    refunded: centsToWireDollars(refunded),
    refundable: centsToWireDollars(Math.max(0, paid - refunded - pendingCents)),
    fullyRefunded: refunded >= paid,
  };
}

export function refundToWire(row: RefundRow, orderKind: OrderTable['kind']): RefundRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    orderKind,
    kind: row.kind as RefundKind,
    source: row.source as RefundSource,
    status: row.status,
    amount: centsToWireDollars(Number(row.amount_cents)),
    currency: row.currency,
    time: new Date(Number(row.time_ms)).toISOString(),
  };
}

/** The newest refunds first, for the dashboard. */
/** The newest refunds of one edition's orders (an edition's id, or the current one's as a sub-select). */
export async function recentRefunds(
  db: Kysely<Database>,
  edition: ListedEdition,
  limit = 200,
): Promise<RefundRecord[]> {
  const rows = await db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .selectAll('refunds')
    .select('orders.kind as order_kind')
    .where('orders.edition_id', '=', edition)
    .orderBy('refunds.time_ms', 'desc')
    .orderBy('refunds.id')
    .limit(limit)
    .execute();
  return rows.map((row) => refundToWire(row, row.order_kind));
}

/**
 * The books' record of the money a dispute resolved for the buyer took, until PayPal's own reversal (or
 * refund) of it is seen: it is then renamed to PayPal's id (adoptDisputeReversal).
 */
export const disputeReversalId = (disputeId: string) => `DISPUTE-${disputeId}`.slice(0, 64);
const isDisputeReversalId = (id: string) => id.startsWith('DISPUTE-');

/** A record of ours is renamed to the id PayPal gave the same money, once both are known to be one. */
export async function renameRefund(trx: Kysely<Database>, id: string, paypalId: string): Promise<void> {
  await trx.updateTable('refunds').set({ id: paypalId }).where('id', '=', id).execute();
}

/** PayPal reported a different amount for money the books recorded first under their own id. */
export async function setRefundAmount(trx: Kysely<Database>, id: string, amountCents: Cents): Promise<void> {
  await trx.updateTable('refunds').set({ amount_cents: amountCents }).where('id', '=', id).execute();
}

/**
 * PayPal reports money it took back from this capture (PAYMENT.CAPTURE.REVERSED or .REFUNDED, or the
 * sweep finds it) that the books already took for a dispute resolved for the buyer: the dispute's record
 * takes PayPal's id, so the money is recorded once under PayPal's id whichever path saw it first. Runs
 * inside the refund's transaction; the dispute's record as it was, or undefined when there is none.
 */
export async function adoptDisputeReversal(
  trx: Kysely<Database>,
  disputes: DisputeLinks,
  captureId: string,
  paypalId: string,
): Promise<{ amountCents: Cents } | undefined> {
  if (isDisputeReversalId(paypalId)) return undefined;
  for (const disputeId of await disputes.unlinked(trx, captureId, 'reversal')) {
    const placeholder = await findRefund(trx, disputeReversalId(disputeId));
    if (!placeholder) continue;
    if (!(await disputes.link(trx, disputeId, 'reversal', paypalId))) continue;
    await renameRefund(trx, placeholder.id, paypalId);
    return { amountCents: Number(placeholder.amount_cents) };
  }
  return undefined;
}

/**
 * Money PayPal already took for a dispute: reversals recorded for this capture since `sinceMs`, and
 * refunds PayPal reported alone in that time (not the dashboard's). The refund sweep records a chargeback
 * it finds in PayPal's list of the order's refunds as such a refund before PAYMENT.CAPTURE.REVERSED names
 * it, and a partial refund is refused while a dispute is open, so that money is the dispute's; counting
 * it keeps the dispute's outcome from taking it a second time (docs/decisions/043).
 */
export async function reversedSince(
  db: Kysely<Database>,
  captureId: string,
  sinceMs: number,
): Promise<Cents> {
  const reversed = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .where('capture_id', '=', captureId)
    .where((eb) =>
      eb.or([eb('kind', '=', 'reversal'), eb.and([eb('kind', '=', 'refund'), eb('source', '=', 'paypal')])]),
    )
    .where('status', '=', 'COMPLETED')
    .where('time_ms', '>=', sinceMs)
    .executeTakeFirst();
  return Number(reversed?.cents ?? 0);
}
