import type { Kysely } from 'kysely';
import { type Cents, formatUsd } from '../../domain/money';
import type { Database } from '../db';
import { holdOrder, setRefundedCents } from '../orders';
import { addToRaised, addToTotals } from '../progress';

// Money PayPal gave back after taking it (a chargeback the seller won, T1202; money returned to the
// seller, T1207 and T1208; or less reversed than a dispute's record took): it counts as paid again, in
// every total the reversal took it from, inside the recording transaction (docs/product/payments.md,
// "Disputes"). Badges a chargeback stopped stay stopped: admitting someone again is the organisers'
// decision, not PayPal's. Locks are taken in the order applyRefund takes them.

/** What came back: the cents (never more than the order's refunds and reversals took), and the order. */
export interface GivenBack {
  cents: Cents;
  kind: 'ticket' | 'donation';
  incentiveId: string | null;
}

/** Null when nothing of the order was taken back to give back (or it is not counted as paid). */
export async function giveBack(
  trx: Kysely<Database>,
  orderId: string,
  amountCents: Cents,
  nowMs: number,
): Promise<GivenBack | null> {
  const order = await holdOrder(trx, orderId);
  if (order?.status !== 'captured') return null;
  const paid = Number(order.amount_cents);
  const before = Number(order.refunded_cents);
  const cents = Math.min(amountCents, before);
  if (cents <= 0) return null;
  await setRefundedCents(trx, orderId, before - cents, nowMs);
  await trx
    .insertInto('order_history')
    .values({
      order_id: orderId,
      time_ms: nowMs,
      what: `PayPal gave back ${formatUsd(cents)} it had taken back; it counts as paid again.`,
    })
    .execute();
  if (order.kind === 'ticket') {
    // No ticket is counted again: its badge stays stopped.
    await addToTotals(trx, 'tickets', 0, cents, orderId);
    await trx
      .updateTable('tickets')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '-', cents) }))
      .where('order_id', '=', orderId)
      .execute();
    return { cents, kind: 'ticket', incentiveId: null };
  }
  // A donation refunded in full had left the count; something of it is paid again.
  await addToTotals(trx, 'donations', before >= paid ? 1 : 0, cents, orderId);
  const donation = await trx
    .updateTable('donations')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '-', cents) }))
    .where('order_id', '=', orderId)
    .returning('incentive_id')
    .executeTakeFirst();
  const incentiveId = donation?.incentive_id ?? null;
  if (incentiveId !== null) await addToRaised(trx, incentiveId, cents);
  return { cents, kind: 'donation', incentiveId };
}
