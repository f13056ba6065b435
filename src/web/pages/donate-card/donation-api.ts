import { type CreateDonationBody, createDonationResponseSchema } from '../../../contracts/donations';
import { apiErrorSchema } from '../../../contracts/errors';
import { incentiveFromWire, incentiveListSchema } from '../../../contracts/incentives';
import { captureErrorSchema } from '../../../contracts/payment-capture';
import type { Incentive } from '../../../domain/incentives/incentive';
import { getJson, postJsonAnswer, unreachableMessage } from '../../lib/api';

// The calls of the card donation page (SPEC section 7). Creation and capture succeed only with 201;
// any other answer becomes a DonationCallError carrying the server's own text (create: { error },
// capture: { message }), or no text when the server gave none, which the error screen shows as
// 'Unknown error.'.

export class DonationCallError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Unknown error.');
    this.name = 'DonationCallError';
  }
}

function failure(status: number, text: string | undefined): DonationCallError {
  return new DonationCallError(status === 0 ? unreachableMessage : text);
}

/** GET /api/incentives, in the system's units (cents, epoch ms). */
export async function fetchIncentives(signal?: AbortSignal): Promise<Incentive[]> {
  const list = await getJson('/api/incentives', incentiveListSchema, signal);
  return list.map(incentiveFromWire);
}

/** POST /api/orders/create: resolves to the payment order id. */
export async function createDonationOrder(body: CreateDonationBody): Promise<string> {
  const answer = await postJsonAnswer('/api/orders/create', body);
  if (answer.status === 201) {
    const created = createDonationResponseSchema.safeParse(answer.body);
    if (created.success) return created.data.id;
    console.error('Unexpected answer from /api/orders/create', answer.body);
    throw new DonationCallError(undefined);
  }
  const error = apiErrorSchema.safeParse(answer.body);
  throw failure(answer.status, error.success ? error.data.error : undefined);
}

/** POST /api/orders/{orderID}/capture with an empty body: resolves once the donation is recorded. */
export async function captureDonationOrder(orderID: string): Promise<void> {
  const answer = await postJsonAnswer(`/api/orders/${encodeURIComponent(orderID)}/capture`);
  if (answer.status === 201) return;
  const error = captureErrorSchema.safeParse(answer.body);
  throw failure(answer.status, error.success ? error.data.message : undefined);
}
