import type { FastifyInstance } from 'fastify';
import { emulatorPrefix } from '../payments/paypal-setup';

// What the buyer (and PayPal's webhooks) do, for integration tests of the app in emulator mode.

export interface ApproveOptions {
  payer?: { name?: string; email?: string };
  /** The later capture fails with INSTRUMENT_DECLINED. */
  decline?: boolean;
}

/** The buyer approves the order in "PayPal's window". */
export async function approvePayPalOrder(
  server: FastifyInstance,
  orderId: string,
  options: ApproveOptions = {},
) {
  const response = await server.inject({
    method: 'POST',
    url: `${emulatorPrefix}/v2/checkout/orders/${orderId}/approve`,
    payload: options,
  });
  if (response.statusCode !== 200) {
    throw new Error(`The emulator refused to approve ${orderId}: ${response.statusCode} ${response.body}`);
  }
}

/**
 * The emulator sends PAYMENT.CAPTURE.COMPLETED for a captured order to `url`, signed so that
 * verifyWebhookSignature accepts it, and answers once the receiver has answered.
 */
export async function sendCaptureWebhook(
  server: FastifyInstance,
  orderId: string,
  url: string,
): Promise<{ event: Record<string, unknown>; delivery: { url: string; status: number } }> {
  const response = await server.inject({
    method: 'POST',
    url: `${emulatorPrefix}/v1/notifications/simulate-event`,
    payload: { event_type: 'PAYMENT.CAPTURE.COMPLETED', order_id: orderId, url },
  });
  if (response.statusCode !== 202) {
    throw new Error(`The emulator did not send the webhook: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}
