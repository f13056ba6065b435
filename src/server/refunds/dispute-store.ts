import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Database, DisputeTable } from '../db';

// The disputes table (migration 020): PayPal's disputes and holds on our recorded captures. An order with
// an open row is disputed: its money is held and its badges are not admitted (docs/product/payments.md,
// "Disputes").

/** The dispute record of a hold PayPal put on a capture after it was paid (disputes/dispute-events.ts). */
export const holdId = (captureId: string) => `HOLD-${captureId}`;

export type DisputeRow = Selectable<DisputeTable>;

export interface DisputeFacts {
  id: string;
  orderId: string;
  captureId: string;
  status: string;
  reason: string;
  amountCents: Cents;
  currency: string;
}

/** Opens the dispute, or brings an open one up to date; a resolved one stays resolved. */
export async function noteDispute(db: Kysely<Database>, facts: DisputeFacts, nowMs: number): Promise<void> {
  const values = {
    status: facts.status,
    reason: facts.reason,
    amount_cents: facts.amountCents,
    currency: facts.currency,
    updated_ms: nowMs,
  };
  const inserted = await db
    .insertInto('disputes')
    .values({
      id: facts.id,
      order_id: facts.orderId,
      capture_id: facts.captureId,
      created_ms: nowMs,
      ...values,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return;
  await db
    .updateTable('disputes')
    .set(values)
    .where('id', '=', facts.id)
    .where('resolved_ms', 'is', null)
    .execute();
}

/** Closes the dispute with PayPal's outcome; false when it was closed already (a repeated event). */
export async function resolveDispute(
  db: Kysely<Database>,
  id: string,
  outcome: { status: string; code: string; takenCents: Cents },
  nowMs: number,
): Promise<boolean> {
  const closed = await db
    .updateTable('disputes')
    .set({
      status: outcome.status,
      outcome: outcome.code,
      taken_cents: outcome.takenCents,
      resolved_ms: nowMs,
      updated_ms: nowMs,
    })
    .where('id', '=', id)
    .where('resolved_ms', 'is', null)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

export function findDispute(db: Kysely<Database>, id: string): Promise<DisputeRow | undefined> {
  return db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The books' record of the money a dispute resolved for the buyer took, until PayPal's own reversal (or
 * refund) of it is seen: it is then renamed to PayPal's id (adoptDisputeReversal).
 */
export const disputeReversalId = (disputeId: string) => `DISPUTE-${disputeId}`.slice(0, 64);
export const isDisputeReversalId = (id: string) => id.startsWith('DISPUTE-');

/**
 * PayPal reports money it took back from this capture (PAYMENT.CAPTURE.REVERSED or .REFUNDED, or the
 * sweep finds it) that the books already took for a dispute resolved for the buyer: the dispute's record
 * takes PayPal's id, so the money is recorded once under PayPal's id whichever path saw it first. Runs
 * inside the refund's transaction; the dispute's record as it was, or undefined when there is none.
 */
export async function adoptDisputeReversal(
  trx: Kysely<Database>,
  captureId: string,
  paypalId: string,
): Promise<{ amountCents: Cents } | undefined> {
  const disputes = await trx
    .selectFrom('disputes')
    .select('id')
    .where('capture_id', '=', captureId)
    .where('reversal_id', 'is', null)
    .orderBy('created_ms')
    .execute();
  for (const dispute of disputes) {
    const placeholder = await trx
      .selectFrom('refunds')
      .select(['id', 'amount_cents'])
      .where('id', '=', disputeReversalId(dispute.id))
      .executeTakeFirst();
    if (!placeholder) continue;
    const claimed = await trx
      .updateTable('disputes')
      .set({ reversal_id: paypalId })
      .where('id', '=', dispute.id)
      .where('reversal_id', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    await trx.updateTable('refunds').set({ id: paypalId }).where('id', '=', placeholder.id).execute();
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

/** Open disputes by order: what the organisers' list and the dashboard show as held. */
export function openDisputes(db: Kysely<Database>) {
  return db
    .selectFrom('disputes')
    .select(['id', 'order_id', 'amount_cents', 'reason', 'status'])
    .where('resolved_ms', 'is', null)
    .orderBy('created_ms')
    .orderBy('id')
    .execute();
}

/**
 * Whether a badge's order has a dispute or hold still open, as the column `disputed`: the door keeps such
 * a badge out until an organiser decides, and the badge list says so (docs/product/organisers.md).
 */
export const badgeOrderDisputed = (eb: ExpressionBuilder<Database, 'badges'>) =>
  eb
    .exists(
      eb
        .selectFrom('disputes')
        .select('disputes.id')
        .whereRef('disputes.order_id', '=', 'badges.order_id')
        .where('disputes.resolved_ms', 'is', null),
    )
    .as('disputed');
