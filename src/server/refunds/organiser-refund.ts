import type { RefundResponse } from '../../contracts/refunds';
import type { Cents } from '../../domain/money';
import { refundAmountProblem } from '../../domain/refunds';
import { PayPalError } from '../payments/paypal-client';
import { conflict, notFound, refused, unavailable } from '../service-errors';
import { type RefundDeps, recordRefund } from './record-refund';
import { findOrderById, pendingRefundCents, refundCount, refundState, refundToWire } from './refund-store';

/**
 * An organiser refunds a paid order on the dashboard, in whole (`amountCents` null: whatever is left) or
 * in part. PayPal refunds the capture; the refund is then recorded as PayPal's webhook would record it,
 * and when that webhook arrives too it counts once (by PayPal's refund id).
 */
export async function refundOrder(
  deps: RefundDeps,
  orderId: string,
  amountCents: Cents | null,
): Promise<RefundResponse> {
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw notFound('There is no order with this id.');
  if (order.status !== 'captured' || !order.capture_id) {
    throw conflict('This order was never paid, so there is nothing to refund.');
  }
  const pending = await pendingRefundCents(deps.db, order.id);
  const left = Number(order.amount_cents) - Number(order.refunded_cents) - pending;
  if (left <= 0) {
    throw conflict(
      pending > 0
        ? 'The rest of this payment is already being refunded; PayPal has not completed it yet.'
        : 'This payment has already been refunded in full.',
    );
  }
  const cents = amountCents ?? left;
  const problem = refundAmountProblem(cents, left);
  if (problem) throw refused(problem);

  // A double click sends the same request twice, maybe at the same moment: both carry the same id
  // (same order, same refunds so far, same amount), and PayPal answers the second with the first
  // refund. A later refund of the same amount follows another refund, so it gets a new id.
  const count = await refundCount(deps.db, order.id);
  const requestId = `refund-${order.id}-${count}-${Number(order.refunded_cents) + pending}-${cents}`;
  let result: Awaited<ReturnType<RefundDeps['paypal']['refundCapture']>>;
  try {
    result = await deps.paypal.refundCapture(order.capture_id, { amountCents: cents, requestId });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.status === 0 || error.status >= 500) {
      throw unavailable(
        'PayPal did not answer. The refund may still go through: it shows here once PayPal reports it. Trying again is safe.',
      );
    }
    throw conflict(`PayPal refused the refund: ${error.message}`);
  }

  const recorded = await recordRefund(deps, {
    refundId: result.id,
    captureId: order.capture_id,
    orderId: order.id,
    amountCents: result.amountCents,
    currency: result.currency,
    kind: 'refund',
    source: 'organiser',
    status: result.status,
  });
  if (recorded.outcome === 'unknown-order' || recorded.outcome === 'not-captured-yet') {
    // The order was checked above and a captured order stays captured.
    throw new Error(`Refund ${result.id} of order ${order.id} could not be recorded (${recorded.outcome}).`);
  }
  if (recorded.refund.status === 'FAILED' || recorded.refund.status === 'CANCELLED') {
    throw conflict(`PayPal could not complete the refund (${recorded.refund.status.toLowerCase()}).`);
  }
  return {
    refund: refundToWire(recorded.refund, recorded.order.kind),
    order: refundState(recorded.order, await pendingRefundCents(deps.db, order.id)),
  };
}
