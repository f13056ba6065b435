import type { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { captureErrorSchema } from '../../contracts/payment-capture';
import { postJsonAnswer, unreachableMessage } from './api';

// The create and capture calls of SPEC section 7, the same for tickets and donations. Both succeed only
// with 201; any other answer becomes a PaymentCallError carrying the server's own text (create:
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

/** POST {path} with an empty body: resolves once the payment is recorded. */
export async function capturePaymentOrder(path: string): Promise<void> {
  const answer = await postJsonAnswer(path);
  if (answer.status === 201) return;
  const error = captureErrorSchema.safeParse(answer.body);
  throw failure(answer.status, error.success ? error.data.message : undefined);
}

/** The server's text of a failed call, or the widget's own error message. */
export function paymentErrorMessage(error: unknown): string | undefined {
  if (error instanceof PaymentCallError) return error.serverMessage;
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}
