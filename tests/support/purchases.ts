import { expect } from 'vitest';
import type {
  CreateTicketOrderBody,
  InPersonOrderBody,
  LivestreamOrderBody,
} from '../../src/contracts/tickets';
import type { InPersonChanges } from '../../src/domain/tickets/order-changes';
import { validInPersonInfo } from '../../src/domain/tickets/test-fixtures';
import { type ApprovedOutcome, approveWith, emulatorPost, paypalEventsDelivered } from './emulator-calls';
import { postJsonText } from './json-text';
import type { TestApp } from './test-app';

// The buyer's side of a purchase, as the page and PayPal's buttons would do it, for integration tests.

export const inPersonOrder = (overrides: Partial<InPersonOrderBody> = {}): InPersonOrderBody => ({
  tickets: { adult: 1, child: 0, student: 1, unwaged: 0 },
  info: validInPersonInfo({
    names: ['Ada Solver', 'Ben Setter'],
    phone: '+16175550123',
    volunteer: true,
    dinner: true,
  }),
  discount: '',
  amount: 150,
  ...overrides,
});

/**
 * What the order page's "Save changes" sends (POST /api/order/:token/changes) for an inPersonOrder():
 * its answers as they are, but for `change`.
 */
export function orderPageChanges(change: Partial<InPersonChanges> = {}): InPersonChanges {
  const { phone, email, ...answers } = inPersonOrder().info;
  return { ...answers, ...change };
}

export const livestreamOrder = (emails: string[], amount: number): LivestreamOrderBody => ({
  tickets: { adult: emails.length, student: 0, unwaged: 0 },
  info: { names: emails },
  discount: '',
  amount,
  type: 'stream',
});

export async function createOrder(
  app: TestApp,
  body: CreateTicketOrderBody | unknown,
  /** The buyer's own address, as each buyer of a real rush has; left out, every call shares one. */
  remoteAddress?: string,
) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/tickets/create',
    payload: body as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { status: response.statusCode, body: response.json() as { id?: string; error?: string } };
}

/** What the payer does in PayPal's window (the emulator's test-only approve call). */
export async function approve(
  app: TestApp,
  orderId: string,
  options: { decline?: boolean; email?: string } = {},
) {
  await emulatorPost(app, `/v2/checkout/orders/${orderId}/approve`, {
    payer: { name: 'Pat Payer', email: options.email ?? 'payer@example.com' },
    decline: options.decline ?? false,
  });
}

export function capture(app: TestApp, orderId: string) {
  return captureAt(app, `/api/tickets/${orderId}/capture`);
}

/** A capture call as the page sends it (an empty body, JSON content type), once PayPal's event is in. */
export async function captureAt(app: TestApp, url: string) {
  const response = await postJsonText(app, url, '');
  await paypalEventsDelivered(app);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/**
 * The payer approves in PayPal's window and the capture records the purchase (answers 201); returns the
 * capture's answer. `captureWith` names the capture route (a donation's, say); a ticket order's by default.
 */
export async function approveAndCapture(
  app: TestApp,
  orderId: string,
  options: { email?: string | undefined; captureWith?: typeof capture } = {},
) {
  await approve(app, orderId, options.email ? { email: options.email } : {});
  const captured = await (options.captureWith ?? capture)(app, orderId);
  expect(captured.status, `capture failed: ${JSON.stringify(captured.body)}`).toBe(201);
  return captured;
}

/** The payer declines in PayPal's window, so the capture records nothing; returns the capture's answer. */
export async function declineAndCapture(app: TestApp, orderId: string) {
  await approve(app, orderId, { decline: true });
  const captured = await capture(app, orderId);
  expect(captured.status).not.toBe(201);
  return captured;
}

/** Create, approve and capture (paid by `payer`, if given); returns the order id. */
export async function buyTickets(
  app: TestApp,
  body: CreateTicketOrderBody,
  options: { payer?: string } = {},
) {
  const created = await createOrder(app, body);
  if (created.status !== 201 || !created.body.id)
    throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  await approveAndCapture(app, created.body.id, { email: options.payer });
  return created.body.id;
}

/**
 * An order of two in-person tickets placed (answered 201), not yet approved: $150, or $75 with the
 * half-off `code`. Returns its id.
 */
export async function placedOrder(app: TestApp, { code }: { code?: string } = {}) {
  const created = await createOrder(
    app,
    code ? inPersonOrder({ discount: code, amount: 75 }) : inPersonOrder(),
  );
  expect(created.status).toBe(201);
  return created.body.id!;
}

/** The same order, approved in PayPal's window, its next capture coming out as `outcome`. */
export async function approvedOrder(
  app: TestApp,
  { outcome = 'COMPLETED', code }: { outcome?: ApprovedOutcome; code?: string } = {},
) {
  const orderId = await placedOrder(app, code ? { code } : {});
  await approveWith(app, orderId, outcome);
  return orderId;
}
