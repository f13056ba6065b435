import { PayPalError, type PayPalOrder } from '../payments';
import { endApprovalLapsed } from './approval-lapse';
import { type CaptureOutcome, captureOrder } from './capture-order';
import type { OrderRow } from './order-store';
import { abandonAfterMs } from './order-timing';
import { type CaptureDeps, captureOfOrder, endWithoutPayment, settleCapture } from './settle-capture';

/** A capture's outcome, or: PayPal shows nothing to act on yet, the order was given up, or was settled. */
export type Reconciled = CaptureOutcome | { ok: false; kind: 'waiting' | 'abandoned' | 'settled' };

const waiting: Reconciled = { ok: false, kind: 'waiting' };
const abandoned: Reconciled = { ok: false, kind: 'abandoned' };

/**
 * Asks PayPal where an order we have not recorded stands and acts on it: a capture PayPal holds is
 * settled (recorded once when COMPLETED, held when PENDING, failed when declined), an order the payer
 * approved is captured now (they approved, then lost the page), and one nobody paid for hours is given
 * up. Used by the webhook and the in-flight sweep alike; never starts a capture of a failed or declined
 * order, whose buyer was told to start again or to choose another way to pay.
 */
export async function reconcileOrder(deps: CaptureDeps, order: OrderRow): Promise<Reconciled> {
  if (order.status === 'captured' || order.status === 'mismatch' || order.status === 'abandoned') {
    return { ok: false, kind: 'settled' };
  }
  const old = deps.now() - order.created_ms > abandonAfterMs;
  let remote: PayPalOrder;
  try {
    remote = await deps.paypal.getOrder(order.id);
  } catch (error) {
    // PayPal forgets orders that were never paid; during an outage it may also answer 404 for a
    // while, so only an order past the approval window is given up, and never one holding a capture.
    if (!(error instanceof PayPalError) || error.status !== 404) throw error;
    if (!old || order.status === 'pending') return waiting;
    await endWithoutPayment(deps, order.id, 'abandoned', 'PayPal no longer knows this order.');
    return abandoned;
  }

  const capture = captureOfOrder(remote);
  if (capture) return settleCapture(deps, order, capture);
  const inFlight = order.status === 'created' || order.status === 'approved';
  if (inFlight && remote.status === 'APPROVED') {
    return captureOrder(deps, order.kind, order.id, { tellsBuyer: false });
  }
  // PayPal cancelled the order after its approval lapsed uncaptured: it ends unpaid, as PayPal's own
  // CHECKOUT.PAYMENT-APPROVAL.REVERSED would have ended it (approval-lapse.ts).
  if ((inFlight || order.status === 'declined') && remote.status === 'VOIDED') {
    await endApprovalLapsed(deps, order.id);
    return abandoned;
  }
  if ((inFlight || order.status === 'declined') && old) {
    await endWithoutPayment(
      deps,
      order.id,
      order.status === 'declined' ? 'failed' : 'abandoned',
      order.status === 'declined'
        ? 'PayPal declined the payer’s card or account, and no other way to pay was chosen.'
        : `Not paid (PayPal status ${remote.status}).`,
    );
    return abandoned;
  }
  return waiting;
}
