import { type JsonAnswer, postJsonAnswer, unreachableMessage } from './api';

// The create and capture calls, the same for tickets and donations (docs/product/payments.md). Create
// succeeds only with 201; any other answer becomes a PaymentCallError carrying the server's own text
// ({ error }), or no text when the server gave none, which the error screens show as 'Unknown error.'.
// Capture never throws: every answer becomes a CaptureOutcome the checkout flow acts on. The answers are
// read with their schemas (payment-capture.ts, api-error.ts), fetched alongside the first call, off the way
// to the form's first tap (lib/lazy-schema.ts).

const answerSchemas = () =>
  Promise.all([import('../../contracts/payment-capture'), import('../../contracts/api-error')]).then(
    ([payment, errors]) => ({ ...payment, apiErrorSchema: errors.apiErrorSchema }),
  );

/** The call's answer, and the schemas to read it with: undefined when they could not be fetched. */
async function call(path: string, body?: unknown) {
  const loading = answerSchemas();
  loading.catch(() => {});
  const answer: JsonAnswer = await postJsonAnswer(path, body);
  return { answer, schemas: await loading.catch(() => undefined) };
}

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
  const { answer, schemas } = await call(path, body);
  // Without its schemas the page cannot tell what came back: as with no answer, trying again helps.
  if (!schemas) throw failure(0, undefined);
  if (answer.status === 201) {
    const created = schemas.createdOrderSchema.safeParse(answer.body);
    if (created.success) return created.data.id;
    console.error(`Unexpected answer from ${path}`, answer.body);
    throw new PaymentCallError(undefined);
  }
  const refusal = schemas.apiErrorSchema.safeParse(answer.body);
  throw failure(answer.status, refusal.success ? refusal.data.error : undefined);
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
  const { answer, schemas } = await call(path);
  // The status alone decides: PayPal holds the money, so even an odd body must not invite a new payment.
  if (answer.status === 202) return { kind: 'pending' };
  if (answer.status === 201) {
    // Recorded, whatever else the body says; only a donation's `held` changes what the page shows.
    const captured = schemas?.captureResponseSchema.safeParse(answer.body);
    return captured?.success && captured.data.held === true
      ? { kind: 'captured', held: true }
      : { kind: 'captured' };
  }
  if (unclearStatus(answer.status) || !schemas) return { kind: 'unclear' };
  const error = schemas.captureErrorSchema.safeParse(answer.body);
  if (error.success) {
    return error.data.issue === schemas.instrumentDeclined
      ? { kind: 'instrument-declined' }
      : { kind: 'refused', message: error.data.message };
  }
  // Our server refuses a malformed request with { error }; any other 4xx body came from something in
  // between and says nothing about the payment.
  const refusal = schemas.apiErrorSchema.safeParse(answer.body);
  return refusal.success ? { kind: 'refused', message: refusal.data.error } : { kind: 'unclear' };
}

/** The server's text of a failed call, or the widget's own error message. */
export function paymentErrorMessage(error: unknown): string | undefined {
  if (error instanceof PaymentCallError) return error.serverMessage;
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}
