import type { OrderRow } from './order-store';
import { type CaptureDeps, endWithoutPayment } from './settle-capture';

// An approval PayPal let lapse (docs/product/payments.md, "Approvals that lapse"): told by PayPal's
// CHECKOUT.PAYMENT-APPROVAL.REVERSED, by a capture refused afterwards, or found by the sweep, it always
// ends the order the one way an unpaid order ends, so its discount use and places go back once.

/** The order's `failure` once its approval lapsed; the capture route answers such an order by it. */
const approvalLapsedFailure = 'PayPal cancelled the order: its approval lapsed before it was captured.';

export const approvalLapsed = (order: Pick<OrderRow, 'status' | 'failure'>) =>
  order.status === 'failed' && order.failure === approvalLapsedFailure;

/** PayPal shows the order VOIDED and no capture: it can never be paid. */
export function endApprovalLapsed(
  deps: Pick<CaptureDeps, 'db' | 'discountUses' | 'onEndedUnpaid' | 'now'>,
  orderId: string,
): Promise<void> {
  return endWithoutPayment(deps, orderId, 'failed', approvalLapsedFailure);
}
