import { apiErrorSchema } from '../../../contracts/errors';
import { captureErrorSchema } from '../../../contracts/payment-capture';
import { type CreateTicketOrderBody, createTicketOrderResponseSchema } from '../../../contracts/tickets';
import { postJsonAnswer, unreachableMessage } from '../../lib/api';

// The two ticket calls of SPEC section 7. Both succeed only with 201; any other answer becomes a
// TicketCallError carrying the server's own text (create: { error }, capture: { message }), or no text
// when the server gave none, which the error screen shows as 'Unknown error.'.

export class TicketCallError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Unknown error.');
    this.name = 'TicketCallError';
  }
}

function failure(status: number, text: string | undefined): TicketCallError {
  return new TicketCallError(status === 0 ? unreachableMessage : text);
}

/** POST /api/tickets/create: resolves to the payment order id. */
export async function createTicketOrder(body: CreateTicketOrderBody): Promise<string> {
  const answer = await postJsonAnswer('/api/tickets/create', body);
  if (answer.status === 201) {
    const created = createTicketOrderResponseSchema.safeParse(answer.body);
    if (created.success) return created.data.id;
    console.error('Unexpected answer from /api/tickets/create', answer.body);
    throw new TicketCallError(undefined);
  }
  const error = apiErrorSchema.safeParse(answer.body);
  throw failure(answer.status, error.success ? error.data.error : undefined);
}

/** POST /api/tickets/{orderID}/capture with an empty body: resolves once the payment is recorded. */
export async function captureTicketOrder(orderID: string): Promise<void> {
  const answer = await postJsonAnswer(`/api/tickets/${encodeURIComponent(orderID)}/capture`);
  if (answer.status === 201) return;
  const error = captureErrorSchema.safeParse(answer.body);
  throw failure(answer.status, error.success ? error.data.message : undefined);
}
