import { type CapturePending, instrumentDeclined } from '../../contracts/payment-capture';
import type { OrderKind } from '../db';
import type { Failure } from '../plugins';
import type { DiscountClaim } from './discount-claim';

// Every answer the capture calls give the page, in one place: the buyer must be told the truth, and
// never be invited to pay again while PayPal may hold their money (docs/product/payments.md, "What the
// capture call answers").

/** What the capture calls hand to the payment widget once the payment is recorded. */
export type CaptureAnswer = {
  id: string;
  status: 'COMPLETED';
  captureId: string;
};

export type CaptureOutcome =
  | { ok: true; kind: 'recorded'; body: CaptureAnswer }
  /** PayPal holds the payment, or may still take it: the page shows its pending screen. */
  | { ok: true; kind: 'pending'; body: CapturePending }
  /** Nothing was charged, or the payment is kept aside; `message` is for the buyer. */
  | {
      ok: false;
      kind: Extract<Failure, 'not-found' | 'conflict' | 'refused'>;
      message: string;
      issue?: typeof instrumentDeclined;
    };

const whatFollows: Record<OrderKind, string> = {
  ticket: 'Your tickets will arrive by email',
  donation: 'Your donation will be counted',
};

export function completedAnswer(orderId: string, captureId: string): CaptureOutcome {
  return { ok: true, kind: 'recorded', body: { id: orderId, status: 'COMPLETED', captureId } };
}

const pending = (orderId: string, message: string): CaptureOutcome => ({
  ok: true,
  kind: 'pending',
  body: { id: orderId, status: 'PENDING', message },
});

/** PayPal captured the payment as PENDING (an eCheck, a payment review). */
export function pendingAnswer(orderId: string, kind: OrderKind): CaptureOutcome {
  return pending(
    orderId,
    `Your payment is being processed by PayPal. ${whatFollows[kind]} when PayPal completes it; there is no need to pay again.`,
  );
}

/**
 * PayPal was busy (429), failed (5xx), did not answer, or refused a duplicate of a capture still under
 * way, and shows no capture yet. The payer approved the payment, so the sweep captures it within minutes;
 * a second payment is the one thing the page must not invite, hence 202 and the pending screen.
 */
export function notConfirmedYetAnswer(orderId: string, kind: OrderKind): CaptureOutcome {
  return pending(
    orderId,
    `PayPal has not confirmed your payment yet. We will complete it automatically within a few minutes. ${whatFollows[kind]} once it goes through; there is no need to pay again.`,
  );
}

export const declinedInstrumentAnswer: CaptureOutcome = {
  ok: false,
  kind: 'refused',
  message: 'PayPal declined this card or account, and nothing was charged. Please choose another way to pay.',
  issue: instrumentDeclined,
};

/** The capture itself came back DECLINED or FAILED, or PayPal denied a pending one. */
export const declinedCaptureAnswer: CaptureOutcome = {
  ok: false,
  kind: 'refused',
  message: 'PayPal declined this payment, and nothing was charged. Please start again.',
};

/** Why PayPal refused a capture, for the buyer, by PayPal's issue code. */
const refusalMessages: Record<string, string> = {
  ORDER_NOT_APPROVED:
    'PayPal has not yet approved this payment, so nothing was charged. Please start again and approve it in PayPal’s window.',
};

export function refusedAnswer(issue: string | undefined): CaptureOutcome {
  return {
    ok: false,
    kind: 'refused',
    message:
      (issue && refusalMessages[issue]) ??
      'PayPal refused this payment, and nothing was charged. Please start again, or choose another way to pay.',
  };
}

/**
 * The payer approved, but the order was not captured within PayPal's window, and PayPal cancelled it
 * (CHECKOUT.PAYMENT-APPROVAL.REVERSED, the order VOIDED): PayPal took nothing, and this order can never
 * be paid, so only now may the page offer a new one (docs/product/payments.md, "Approvals that lapse").
 */
export const approvalLapsedAnswer: CaptureOutcome = {
  ok: false,
  kind: 'refused',
  message:
    'PayPal cancelled this payment because it was not completed in time after you approved it, and nothing was charged. Please start again.',
};

/** Asked about an order that already ended without a payment (refused, denied, or abandoned). */
export const endedAnswer: CaptureOutcome = {
  ok: false,
  kind: 'refused',
  message: 'This payment did not go through, and nothing was charged. Please start again.',
};

export const unknownOrderAnswer: CaptureOutcome = {
  ok: false,
  kind: 'not-found',
  message: 'This payment order does not exist. Please start again.',
};

export const mismatchAnswer: CaptureOutcome = {
  ok: false,
  kind: 'conflict',
  message:
    'The payment did not match this order, so it was not recorded. The organisers have been notified; please contact them.',
};

/** The order's discount code can no longer be used: refused before PayPal is asked for any money. */
export function discountRefusedAnswer(
  code: string,
  claim: Exclude<DiscountClaim, 'none' | 'claimed'>,
): CaptureOutcome {
  const problem = {
    'cap-reached': 'has been used as many times as it may be',
    ended: 'has ended',
    disabled: 'is no longer available',
  }[claim];
  return {
    ok: false,
    kind: 'conflict',
    message: `The discount code ${code} ${problem}; nothing was charged. Please start again without it.`,
  };
}
