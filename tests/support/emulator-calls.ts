import { emulatorCertId } from '../../emulator/emulator-webhooks';
import { emulatorCredentials } from '../../emulator/paypal-emulator';
import { ownUrl } from '../../src/server/payments/own-url';
import { emulatorPrefix, webhookPath } from '../../src/server/payments/paypal-setup';
import { signedHeaders } from './paypal-webhook-signature';
import type { TestApp } from './test-app';

// The emulator's test-only calls, as the outcome tests use them: what the payer does in PayPal's window,
// and what PayPal later does with a pending capture (docs/product/payments.md, "Test mode").

export type ApprovedOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

/** The emulator the helpers call: a TestApp's, or one a test runs beside a server process. */
export type Emulated = Pick<TestApp, 'emulator'>;

/** What the app answered PayPal's delivery of the event a call caused (null: lost on the way). */
export interface Delivered {
  delivery: { status: number } | null;
}

/**
 * One of the emulator's test-only calls (a POST under its prefix), as what PayPal does on its side; any
 * answer but `expected` is thrown with PayPal's words. Resolves with the answer's body, if it has one.
 */
export async function emulatorPost<Answer = Delivered>(
  app: Emulated,
  path: string,
  payload?: object,
  expected = 200,
): Promise<Answer> {
  const response = await app.emulator.inject({ method: 'POST', url: `${emulatorPrefix}${path}`, payload });
  if (response.statusCode !== expected) {
    throw new Error(`${path} failed: ${response.statusCode} ${response.body}`);
  }
  return (response.body === '' ? undefined : response.json()) as Answer;
}

/** The payer approves in PayPal's window; the next capture comes out as `outcome`. */
export async function approveWith(
  app: TestApp,
  orderId: string,
  outcome: ApprovedOutcome = 'COMPLETED',
  payer: { name?: string; email?: string } = { name: 'Pat Payer', email: 'payer@example.com' },
) {
  await emulatorPost(app, `/v2/checkout/orders/${orderId}/approve`, { payer, capture_status: outcome });
}

/** The id of the capture PayPal holds for the order. */
export async function captureIdAtPayPal(app: TestApp, orderId: string) {
  return (await app.paypal.getOrder(orderId)).capture!.id;
}

/** The payer approves, but the next capture is refused with Orders v2's 422 `issue` (chosen by the payer's funding). */
export async function approveRefusedWith(
  app: TestApp,
  orderId: string,
  issue: 'INSTRUMENT_DECLINED' | 'PAYER_ACTION_REQUIRED' | 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
) {
  await emulatorPost(app, `/v2/checkout/orders/${orderId}/approve`, { capture_issue: issue });
}

/**
 * PayPal's capture window closes on an approved order: PayPal cancels it and sends
 * CHECKOUT.PAYMENT-APPROVAL.REVERSED (lost on the way with `deliver: false`). Resolves with the status the
 * app answered the delivery with, or null when it was lost.
 */
export async function lapseApproval(app: TestApp, orderId: string, { deliver = true } = {}) {
  const answer = await emulatorPost(app, `/v2/checkout/orders/${orderId}/lapse-approval`, { deliver });
  return answer.delivery?.status ?? null;
}

/**
 * Waits until the app has answered the first delivery of every event PayPal sent so far: PayPal sends
 * a capture's or refund's event a moment after answering the call, and a test's next step (mocking
 * PayPal, sweeping) must come after it, as it would on a quiet day.
 */
export async function paypalEventsDelivered(app: TestApp) {
  await emulatorPost<undefined>(app, '/v1/notifications/deliveries/wait', undefined, 204);
}

/**
 * PayPal completes or declines a PENDING capture and tells the app by webhook (COMPLETED or DENIED);
 * resolves once the app has answered that delivery, with the status it answered.
 */
export async function settlePending(app: TestApp, captureId: string, status: 'COMPLETED' | 'DECLINED') {
  return (await emulatorPost(app, `/v2/payments/captures/${captureId}/settle`, { status })).delivery?.status;
}

/** PayPal sends the app a capture event about an order's capture again (simulate-event). */
export async function resendCaptureEvent(
  app: TestApp,
  orderId: string,
  eventType: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.PENDING' | 'PAYMENT.CAPTURE.DENIED',
) {
  const payload = { event_type: eventType, order_id: orderId };
  return (await emulatorPost(app, '/v1/notifications/simulate-event', payload, 202)).delivery?.status;
}

/**
 * PayPal delivers `event` to the app's webhook, signed over its exact bytes as PayPal signs: for events
 * the emulator's simulate-event does not send. Written as the emulator writes events, with `/` as `\/`.
 * Resolves with the status the app answered.
 */
export async function deliverSignedEvent(app: TestApp, event: object) {
  const body = Buffer.from(JSON.stringify(event).replaceAll('/', '\\/'), 'utf8');
  const certUrl = `${ownUrl(app.emulator)}${emulatorPrefix}/v1/notifications/certs/${emulatorCertId}`;
  const response = await app.server.inject({
    method: 'POST',
    url: webhookPath,
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(body, emulatorCredentials.webhookId, certUrl),
    },
    payload: body,
  });
  return response.statusCode;
}
