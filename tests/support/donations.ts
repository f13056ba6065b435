import type { CreateDonationBody } from '../../src/contracts/donations';
import { approveAndCapture, captureAt } from './purchases';
import type { TestApp } from './test-app';

// The donor's side of a donation, as the /donate/card page and PayPal's buttons would do it.

export const donationBody = (overrides: Partial<CreateDonationBody> = {}): CreateDonationBody => ({
  name: 'Ada Solver',
  amount: 20,
  message: 'Good luck with the 16x16!',
  extraInfo: {},
  incentiveID: '',
  ...overrides,
});

/** POST /api/orders/create, from `from` (a visitor's address; inject's own is 127.0.0.1). */
export async function createDonationOrder(app: TestApp, body: CreateDonationBody | unknown, from?: string) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/orders/create',
    payload: body as object,
    ...(from ? { remoteAddress: from } : {}),
  });
  return { status: response.statusCode, body: response.json() as { id?: string; error?: string } };
}

export function captureDonation(app: TestApp, orderId: string) {
  return captureAt(app, `/api/orders/${orderId}/capture`);
}

/**
 * Create, approve and capture (the order made from `from` and paid by `payer`, if given); returns the
 * order id.
 */
export async function donate(
  app: TestApp,
  body: CreateDonationBody,
  options: { from?: string; payer?: string } = {},
) {
  const created = await createDonationOrder(app, body, options.from);
  if (created.status !== 201 || !created.body.id)
    throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  await approveAndCapture(app, created.body.id, { email: options.payer, captureWith: captureDonation });
  return created.body.id;
}
