import { type CaptureDeps, type CaptureOutcome, captureOrder, recordFromPayPalOrder } from './capture-order';
import { type OrderRow, setOrderStatus } from './order-store';

/** PayPal lets an approval lapse after about three hours; twice that leaves room for clock skew and retries. */
export const abandonAfterMs = 6 * 60 * 60_000;

export type Reconciled = CaptureOutcome | { ok: false; status: 0; message: 'waiting' | 'abandoned' };

/**
 * Asks PayPal where an order we have not recorded stands and acts on it: a completed capture is
 * recorded (once), an approved order is captured now (the buyer approved, then lost the page), an order
 * nobody approved for hours is marked failed. Used by the webhook and the in-flight sweep alike.
 */
export async function reconcileOrder(
  deps: CaptureDeps,
  order: OrderRow,
  nowMs = Date.now(),
): Promise<Reconciled> {
  const remote = await deps.paypal.getOrder(order.id);
  if (remote.status === 'COMPLETED' && remote.capture) return recordFromPayPalOrder(deps, order);
  if (remote.status === 'APPROVED') return captureOrder(deps, order.kind, order.id);
  if (nowMs - order.created_ms > abandonAfterMs) {
    await setOrderStatus(
      deps.db,
      order.id,
      'failed',
      `Not approved by the payer (PayPal status ${remote.status}).`,
    );
    return { ok: false, status: 0, message: 'abandoned' };
  }
  return { ok: false, status: 0, message: 'waiting' };
}
