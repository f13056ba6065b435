import type { CreateDonationBody } from '../../src/contracts/donations';
import { approve, captureAt } from './purchases';
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

export async function createDonationOrder(app: TestApp, body: CreateDonationBody | unknown) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/orders/create',
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() as { id?: string; error?: string } };
}

export function captureDonation(app: TestApp, orderId: string) {
  return captureAt(app, `/api/orders/${orderId}/capture`);
}

/** Create, approve and capture; returns the order id. */
export async function donate(app: TestApp, body: CreateDonationBody) {
  const created = await createDonationOrder(app, body);
  if (created.status !== 201 || !created.body.id)
    throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  await approve(app, created.body.id);
  const captured = await captureDonation(app, created.body.id);
  if (captured.status !== 201) throw new Error(`capture failed: ${JSON.stringify(captured.body)}`);
  return created.body.id;
}
