import { randomUUID } from 'node:crypto';
import type { RefundResponse } from '../../contracts/refunds';
import { type Cents, formatUsd } from '../../domain/money';
import { refundAmountProblem } from '../../domain/refunds';
import { PayPalError } from '../payments';
import { conflict, notFound, refused, unavailable } from '../plugins';
import { type RefundDeps, recordRefund } from './record-refund';
import {
  claimRefundRequest,
  findRefundRequest,
  noteRefundId,
  paypalRequestIdFor,
  type RefundRequestRow,
} from './refund-request-store';
import { findOrderById, findRefund, pendingRefundCents, refundState, refundToWire } from './refund-store';

/**
 * An organiser refunds a paid order on the dashboard, in whole (`amountCents` null: whatever is left) or
 * in part. The request's Idempotency-Key (chosen when the refund form opened) is stored before PayPal
 * is called and names one PayPal-Request-Id, so the same key is one refund whatever arrived in between
 * (a webhook, another organiser's refund); a call without a key is a refund of its own. PayPal's refund
 * is then recorded as its webhook would record it, and counts once (docs/decisions/036).
 */
export async function refundOrder(
  deps: RefundDeps,
  orderId: string,
  amountCents: Cents | null,
  /** Who asked, as the change log names them. */
  by: string,
  idempotencyKey: string | null = null,
): Promise<RefundResponse> {
  const key = idempotencyKey ?? randomUUID();
  const earlier = idempotencyKey ? await findRefundRequest(deps.db, key) : undefined;
  if (earlier) return repeat(deps, earlier, orderId, amountCents);

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

  const claimed = await claimRefundRequest(deps.db, {
    idempotency_key: key,
    order_id: order.id,
    capture_id: order.capture_id,
    asked_cents: amountCents,
    cents,
    paypal_request_id: paypalRequestIdFor(key),
    refund_id: null,
    created_ms: (deps.now ?? Date.now)(),
    asked_by: by,
  });
  // Two calls with one new key at the same moment: the one that did not write the row repeats it.
  if (!claimed.created) return repeat(deps, claimed.row, orderId, amountCents);
  return refundAtPayPal(deps, claimed.row);
}

/** The same key again: the first call's refund, never a second one. */
async function repeat(
  deps: RefundDeps,
  request: RefundRequestRow,
  orderId: string,
  amountCents: Cents | null,
): Promise<RefundResponse> {
  if (request.order_id !== orderId || request.asked_cents !== amountCents) {
    const asked = request.asked_cents === null ? 'the rest' : formatUsd(request.asked_cents);
    throw refused(
      `This Idempotency-Key was already used to refund ${asked} of order ${request.order_id}; open the refund form again to refund something else.`,
    );
  }
  const known = request.refund_id ? await findRefund(deps.db, request.refund_id) : undefined;
  if (known) return answer(deps, request, known);
  // PayPal's answer never reached us (a timeout, a crash): PayPal answers the same request id with the
  // same refund, however long ago it was made.
  return refundAtPayPal(deps, request);
}

async function refundAtPayPal(deps: RefundDeps, request: RefundRequestRow): Promise<RefundResponse> {
  let result: Awaited<ReturnType<RefundDeps['paypal']['refundCapture']>>;
  try {
    result = await deps.paypal.refundCapture(request.capture_id, {
      amountCents: request.cents,
      requestId: request.paypal_request_id,
      // PayPal shows it on the refund, so the sweep can tell this request's refund among the capture's.
      customId: request.idempotency_key,
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.status === 0 || error.status >= 500 || error.status === 409) {
      throw unavailable(
        'PayPal did not answer. The refund may still go through: it shows here once PayPal reports it. Trying again is safe.',
      );
    }
    throw conflict(`PayPal refused the refund: ${error.message}`);
  }

  const recorded = await recordRefund(deps, {
    refundId: result.id,
    captureId: request.capture_id,
    orderId: request.order_id,
    amountCents: result.amountCents,
    currency: result.currency,
    kind: 'refund',
    source: 'organiser',
    by: request.asked_by,
    status: result.status,
  });
  if (recorded.outcome === 'unknown-order' || recorded.outcome === 'not-captured-yet') {
    // The order was checked before the request was stored, and a captured order stays captured.
    throw new Error(
      `Refund ${result.id} of order ${request.order_id} could not be recorded (${recorded.outcome}).`,
    );
  }
  await noteRefundId(deps.db, request.idempotency_key, result.id);
  return answer(deps, request, recorded.refund);
}

async function answer(
  deps: RefundDeps,
  request: RefundRequestRow,
  refund: NonNullable<Awaited<ReturnType<typeof findRefund>>>,
): Promise<RefundResponse> {
  if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
    throw conflict(`PayPal could not complete the refund (${refund.status.toLowerCase()}).`);
  }
  const order = await findOrderById(deps.db, request.order_id);
  if (!order) throw new Error(`Order ${request.order_id} of refund ${refund.id} is gone.`);
  return {
    refund: refundToWire(refund, order.kind),
    order: refundState(order, await pendingRefundCents(deps.db, order.id)),
  };
}
