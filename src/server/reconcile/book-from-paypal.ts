import { markReversal, type RefundDeps, recordPayPalReturn } from '../refunds';
import type { PayPalMovement } from './compare-books';

// What only Transaction Search reports, booked by the daily comparison before it compares
// (docs/decisions/043-disputes-holds-and-books-as-paypal-has-them.md, "Money back only PayPal's report
// shows, and chargebacks the sweep saw first (amendment, 2026-11-29)"): money PayPal gave back after a chargeback or reversal (T1202, T1207, T1208) when no dispute
// event brought it, and reversals (T1201, T1106) the books hold as refunds because the refund sweep found
// them in PayPal's list of an order's refunds. Only captures of our orders are touched: the refunds
// path finds the order by its capture, and a payment that is not the site's has none.

/** PayPal's ids of what was booked or renamed. */
export async function bookFromPayPal(
  refunds: RefundDeps,
  movements: readonly PayPalMovement[],
  nowMs: number,
): Promise<string[]> {
  const booked: string[] = [];
  for (const movement of movements) {
    if (movement.status !== 'S') continue;
    if (movement.kind === 'reversal' && (await markReversal(refunds.db, movement.id))) {
      booked.push(movement.id);
    }
    if (movement.kind !== 'returned') continue;
    const outcome = await recordPayPalReturn(
      refunds,
      {
        returnId: movement.id,
        captureId: movement.captureId,
        amountCents: movement.cents,
        currency: movement.currency,
        timeMs: movement.timeMs,
      },
      nowMs,
    );
    if (outcome === 'applied' || outcome === 'recorded') booked.push(movement.id);
  }
  return booked;
}
