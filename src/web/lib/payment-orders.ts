import {
  instrumentDeclined,
  readApiError,
  readCaptureError,
  readCreatedOrder,
} from '../../contracts/answers-wire';
import { postJsonAnswer, unreachableMessage } from './api';

// The create and capture calls, the same for tickets and donations (docs/product/payments.md). Create
// succeeds only with 201; any other answer becomes a PaymentCallError carrying the server's own text
// ({ error }), or no text when the server gave none, which the error screens show as 'Unknown error.'.
// Capture never throws: every answer becomes a CaptureOutcome the checkout flow acts on. The answers are
// read by hand (src/contracts/answers-wire.ts): the pages with a checkout load no zod.

/** A create call that did not give an order, with the server's text when it gave one. */
class PaymentCallError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Unknown error.');
    this.name = 'PaymentCallError';
  }
}

function failure(status: number, text: string | undefined): PaymentCallError {
  return new PaymentCallError(status === 0 ? unreachableMessage : text);
}

/** POST {path} with the order: resolves to the payment order id. */
export async function createPaymentOrder(path: string, body: unknown): Promise<string> {
  const answer = await postJsonAnswer(path, body);
  if (answer.status === 201) {
    const created = readCreatedOrder(answer.body);
    if (created) return created.id;
    console.error(`Unexpected answer from ${path}`, answer.body);
    throw new PaymentCallError(undefined);
  }
  throw failure(answer.status, readApiError(answer.body)?.error);
}

/**
 * What a capture call came to: recorded, held by PayPal as pending (recorded by the server when PayPal
 * completes it), the payer's card or account declined, refused for good (nothing was charged), or
 * unclear: no answer, or one that says nothing about the payment (a proxy's 5xx, a 429, an answer that
 * does not parse). An unclear capture is asked again for the same order, never paid anew
 * (docs/decisions/035-one-checkout-flow.md).
 */
export type CaptureOutcome =
  /** `held`: a donation whose name and message wait for a moderator (docs/product/screening.md). */
  | { kind: 'captured'; held?: true }
  | { kind: 'pending' }
  | { kind: 'instrument-declined' }
  | { kind: 'refused'; message: string | undefined }
  | { kind: 'unclear' };

const unclearStatus = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** POST {path} with an empty body and read what the payment came to; never throws. */
export async function capturePaymentOrder(path: string): Promise<CaptureOutcome> {
  const answer = await postJsonAnswer(path);
  if (answer.status === 201) {
    const held = typeof answer.body === 'object' && answer.body !== null && 'held' in answer.body;
    return held && (answer.body as { held: unknown }).held === true
      ? { kind: 'captured', held: true }
      : { kind: 'captured' };
  }
  // The status alone decides: PayPal holds the money, so even an odd body must not invite a new payment.
  if (answer.status === 202) return { kind: 'pending' };
  if (unclearStatus(answer.status)) return { kind: 'unclear' };
  const error = readCaptureError(answer.body);
  if (error) {
    return error.issue === instrumentDeclined
      ? { kind: 'instrument-declined' }
      : { kind: 'refused', message: error.message };
  }
  // Our server refuses a malformed request with { error }; any other 4xx body came from something in
  // between and says nothing about the payment.
  const refusal = readApiError(answer.body);
  return refusal ? { kind: 'refused', message: refusal.error } : { kind: 'unclear' };
}

/** The server's text of a failed call, or the widget's own error message. */
export function paymentErrorMessage(error: unknown): string | undefined {
  if (error instanceof PaymentCallError) return error.serverMessage;
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}
