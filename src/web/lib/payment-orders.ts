import type { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { captureErrorSchema, instrumentDeclined } from '../../contracts/payment-capture';
import { postJsonAnswer, unreachableMessage } from './api';

// The create and capture calls, the same for tickets and donations (docs/product/payments.md). Create
// succeeds only with 201. Capture has three answers a page acts on: 201 recorded, 202 held by PayPal as
// pending, and a 422 with `issue: 'INSTRUMENT_DECLINED'` (the payer may choose another way to pay on the
// same order). Any other answer becomes a PaymentCallError carrying the server's own text (create:
// { error }, capture: { message }), or no text when the server gave none, which the error screens show
// as 'Unknown error.'.

export class PaymentCallError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Unknown error.');
    this.name = 'PaymentCallError';
  }
}

function failure(status: number, text: string | undefined): PaymentCallError {
  return new PaymentCallError(status === 0 ? unreachableMessage : text);
}

/** POST {path} with the order: resolves to the payment order id. */
export async function createPaymentOrder(
  path: string,
  body: unknown,
  createdSchema: z.ZodType<{ id: string }>,
): Promise<string> {
  const answer = await postJsonAnswer(path, body);
  if (answer.status === 201) {
    const created = createdSchema.safeParse(answer.body);
    if (created.success) return created.data.id;
    console.error(`Unexpected answer from ${path}`, answer.body);
    throw new PaymentCallError(undefined);
  }
  const error = apiErrorSchema.safeParse(answer.body);
  throw failure(answer.status, error.success ? error.data.error : undefined);
}

/**
 * What a capture call came to: recorded, held by PayPal as pending (recorded by the server when PayPal
 * completes it), or the payer's card or account declined.
 */
export type CaptureOutcome = 'captured' | 'pending' | 'instrument-declined';

/** POST {path} with an empty body; any answer but these three throws a PaymentCallError. */
export async function capturePaymentOrder(path: string): Promise<CaptureOutcome> {
  const answer = await postJsonAnswer(path);
  if (answer.status === 201) return 'captured';
  // The status alone decides: PayPal holds the money, so even an odd body must not invite a new payment.
  if (answer.status === 202) return 'pending';
  const error = captureErrorSchema.safeParse(answer.body);
  if (error.success && error.data.issue === instrumentDeclined) return 'instrument-declined';
  throw failure(answer.status, error.success ? error.data.message : undefined);
}

/** The server's text of a failed call, or the widget's own error message. */
export function paymentErrorMessage(error: unknown): string | undefined {
  if (error instanceof PaymentCallError) return error.serverMessage;
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}
