import type { OrderKind } from '../db';
import { type CaptureResult, PayPalError, type PayPalOrder } from '../payments';
import { approvalLapsed, endApprovalLapsed } from './approval-lapse';
import {
  approvalLapsedAnswer,
  type CaptureOutcome,
  completedAnswer,
  declinedInstrumentAnswer,
  discountRefusedAnswer,
  endedAnswer,
  mismatchAnswer,
  notConfirmedYetAnswer,
  pendingAnswer,
  refusedAnswer,
  unknownOrderAnswer,
} from './capture-answers';
import { findOrder, markDeclined, type OrderRow, setOrderStatus } from './order-store';
import { abandonAfterMs } from './order-timing';
import { type CaptureDeps, captureOfOrder, endWithoutPayment, settleCapture } from './settle-capture';
import { markToldNotConfirmed } from './unpaid-after-wait-mail';

export type { CaptureAnswer, CaptureOutcome } from './capture-answers';
export type { CaptureDeps } from './settle-capture';

// The page's capture call, shared by tickets and donations (and by the sweep for approved orders): asks
// PayPal to capture once per attempt and settles what PayPal really did (docs/product/payments.md).

/**
 * One PayPal-Request-Id per capture attempt: a retry of the same attempt gets PayPal's first answer
 * and never a second charge; after a decline the next attempt needs a new id, or PayPal would replay
 * the decline for hours. Attempt 0 keeps the id orders used before attempts were counted, so an
 * order in flight across an upgrade is still retried under its first id.
 */
const captureRequestId = (orderId: string, attempt: number) =>
  attempt === 0 ? `capture-${orderId}` : `capture-${orderId}-${attempt}`;

// PayPal's refusals that settle the attempt: nothing was captured and retrying it cannot change that
// (the order is not approved, needs the payer, expired, or the payer cannot pay). Any other error may
// hide a capture under way (PayPal "might fail the second" of two simultaneous requests with one
// PayPal-Request-Id) or is PayPal being busy or down: the order then stays approved for the sweep.
const stillPossibleIssues = new Set([
  'ORDER_ALREADY_CAPTURED',
  'PREVIOUS_REQUEST_IN_PROGRESS',
  'ORDER_COMPLETION_IN_PROGRESS',
  'DUPLICATE_REQUEST_ID',
  'RESOURCE_CONFLICT',
]);

// Orders v2's refusals that send the payer back to PayPal to choose another way to pay: the order stays
// payable, and the page answers as for a declined card (docs/product/payments.md, "What the capture call
// answers").
const chooseAnotherWayIssues = new Set([
  'INSTRUMENT_DECLINED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'PAYER_ACTION_REQUIRED',
]);

function isFinalRefusal(error: PayPalError): boolean {
  const refused = error.status === 400 || error.status === 403 || error.status === 422;
  return refused && !(error.issue && stillPossibleIssues.has(error.issue));
}

// Concurrent capture calls for one order in this process share one PayPal call and its outcome.
const inFlight = new WeakMap<CaptureDeps, Map<string, Promise<CaptureOutcome>>>();

/**
 * Captures at PayPal (once per attempt) and settles the outcome (once). Safe to call again. The page's
 * call tells a buyer; the sweep's and the webhook's (`tellsBuyer: false`) tell nobody.
 */
export function captureOrder(
  deps: CaptureDeps,
  kind: OrderKind,
  orderId: string,
  { tellsBuyer = true }: { tellsBuyer?: boolean } = {},
): Promise<CaptureOutcome> {
  let calls = inFlight.get(deps);
  if (!calls) {
    calls = new Map();
    inFlight.set(deps, calls);
  }
  const running = calls.get(orderId);
  if (running) return running;
  const call = captureOnce(deps, kind, orderId, tellsBuyer).finally(() => calls.delete(orderId));
  calls.set(orderId, call);
  return call;
}

async function captureOnce(
  deps: CaptureDeps,
  kind: OrderKind,
  orderId: string,
  tellsBuyer: boolean,
): Promise<CaptureOutcome> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.kind !== kind) return unknownOrderAnswer;
  switch (order.status) {
    case 'captured':
      return completedAnswer(order.id, order.capture_id ?? '');
    case 'mismatch':
      return mismatchAnswer;
    case 'pending':
      return pendingAnswer(order.id, order.kind);
    case 'failed':
    case 'abandoned':
      // The sweep keeps asking PayPal about failed orders; a new capture is never tried on one, as the
      // buyer was told to start again and may have paid on a new order.
      return approvalLapsed(order) ? approvalLapsedAnswer : endedAnswer;
  }

  // Created, approved, or declined (the payer chose another way to pay in PayPal's window).
  const claim = await deps.discountUses.claim(deps.db, order.id, deps.now());
  if (claim !== 'none' && claim !== 'claimed') {
    await endWithoutPayment(deps, order.id, 'failed', `The discount code could not be used (${claim}).`);
    return discountRefusedAnswer(order.discount_code ?? '', claim);
  }
  await setOrderStatus(deps.db, order.id, 'approved', null, deps.now());
  let captured: CaptureResult;
  try {
    captured = await deps.paypal.captureOrder(order.id, captureRequestId(order.id, order.capture_attempt));
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    return afterCaptureError(deps, order, error, tellsBuyer);
  }
  const outcome = await settleCapture(deps, order, {
    captureId: captured.captureId,
    status: captured.captureStatus,
    statusReason: captured.captureStatusReason,
    amountCents: captured.amountCents,
    currency: captured.currency,
    payerName: captured.payer.name || null,
    payerEmail: captured.payer.email || null,
  });
  return tellsBuyer ? rememberToldToWait(deps, order.id, outcome) : outcome;
}

/**
 * A buyer shown the pending screen waits for an email; should PayPal then deny the payment, they hear
 * that it did not go through (unpaid-after-wait-mail.ts) instead of nothing.
 */
async function rememberToldToWait(
  deps: CaptureDeps,
  orderId: string,
  outcome: CaptureOutcome,
): Promise<CaptureOutcome> {
  if (outcome.ok && outcome.kind === 'pending') await markToldNotConfirmed(deps.db, orderId, deps.now());
  return outcome;
}

/**
 * PayPal answered the capture with an error, or not at all. Its order says what really happened: a
 * capture it holds is settled as any other (an order is never failed while PayPal holds a capture);
 * without one, the error decides.
 */
async function afterCaptureError(
  deps: CaptureDeps,
  order: OrderRow,
  error: PayPalError,
  tellsBuyer: boolean,
): Promise<CaptureOutcome> {
  let remote: PayPalOrder | undefined;
  let unknownAtPayPal = false;
  try {
    remote = await deps.paypal.getOrder(order.id);
  } catch (lookupError) {
    if (!(lookupError instanceof PayPalError)) throw lookupError;
    unknownAtPayPal = lookupError.status === 404;
  }
  const capture = remote && captureOfOrder(remote);
  if (capture) {
    const outcome = await settleCapture(deps, order, capture);
    return tellsBuyer ? rememberToldToWait(deps, order.id, outcome) : outcome;
  }

  // The approval lapsed before this capture: PayPal cancelled the order, so it can never be paid.
  if (remote?.status === 'VOIDED') {
    await endApprovalLapsed(deps, order.id);
    return approvalLapsedAnswer;
  }
  if (error.issue && chooseAnotherWayIssues.has(error.issue)) {
    // The payer may choose another way to pay, or may close the window and never come back: the use goes
    // back now, not when the order lapses hours later, and the next capture attempt takes it again if the
    // code still has one (docs/product/payments.md, "Discount codes").
    await deps.db.transaction().execute(async (trx) => {
      await markDeclined(trx, order.id, order.capture_attempt, deps.now());
      await deps.discountUses.release(trx, order.id);
    });
    return declinedInstrumentAnswer;
  }
  if (isFinalRefusal(error)) {
    await endWithoutPayment(deps, order.id, 'failed', `PayPal refused the capture: ${error.message}`);
    return refusedAnswer(error.issue);
  }
  // PayPal may 404 for a while during an outage; only an order past PayPal's approval window is gone.
  if (unknownAtPayPal && error.status === 404 && deps.now() - order.created_ms > abandonAfterMs) {
    await endWithoutPayment(deps, order.id, 'abandoned', 'PayPal no longer knows this order.');
    return endedAnswer;
  }
  // The buyer is told to wait for an email: should PayPal never take the money, they hear that too.
  if (tellsBuyer) await markToldNotConfirmed(deps.db, order.id, deps.now());
  return notConfirmedYetAnswer(order.id, order.kind);
}
