import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { randomCode } from './emulator-orders';
import type { EmulatorOrder } from './emulator-store';

// Webhook events as PayPal sends them, signed so that the emulator's own verify-webhook-signature
// call accepts them. PayPal signs with an RSA certificate (SHA256withRSA over
// "transmissionId|time|webhookId|crc32(body)"); the emulator uses an HMAC over the same fields (with a
// SHA-256 of the body), which needs no certificate and tells exactly the same: sent by the emulator,
// for this webhook id, body untouched. The key is fixed: the emulator never guards real money.

export const emulatorAuthAlgo = 'HMACSHA256';
const signingKey = 'grid-gathering-paypal-emulator-webhook-key';

export const verifyBodySchema = z.object({
  auth_algo: z.string().min(1),
  cert_url: z.string().min(1),
  transmission_id: z.string().min(1),
  transmission_sig: z.string().min(1),
  transmission_time: z.string().min(1),
  webhook_id: z.string().min(1),
  webhook_event: z.record(z.string(), z.unknown()),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

function signature(transmissionId: string, time: string, webhookId: string, body: string): string {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  return createHmac('sha256', signingKey)
    .update(`${transmissionId}|${time}|${webhookId}|${bodyHash}`)
    .digest('base64');
}

/** The PAYPAL-* headers of one delivery of `body`. */
export function signedHeaders(body: string, webhookId: string, base: string): Record<string, string> {
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  return {
    'paypal-auth-algo': emulatorAuthAlgo,
    'paypal-cert-url': `${base}/v1/notifications/certs/CERT-EMULATOR`,
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-sig': signature(transmissionId, time, webhookId, body),
    'paypal-transmission-time': time,
  };
}

/**
 * PayPal checks the event as the caller re-serialised it; so does the emulator. A receiver that
 * passes on the parsed JSON body unchanged gets the sender's exact bytes back (JSON.parse then
 * JSON.stringify of JSON.stringify's output is the identity).
 */
export function verifySignature(request: VerifyBody, webhookId: string): boolean {
  if (request.auth_algo !== emulatorAuthAlgo || request.webhook_id !== webhookId) return false;
  const expected = Buffer.from(
    signature(
      request.transmission_id,
      request.transmission_time,
      webhookId,
      JSON.stringify(request.webhook_event),
    ),
  );
  const given = Buffer.from(request.transmission_sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function captureCompletedEvent(order: EmulatorOrder, base: string) {
  if (!order.capture) throw new Error(`Order ${order.id} has no capture to announce.`);
  const id = `WH-${randomCode(17)}-${randomCode(17)}`;
  const captureId = order.capture.id;
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    resource_version: '2.0',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    summary: `Payment completed for $ ${order.amount.value} ${order.amount.currency_code}`,
    resource: {
      id: captureId,
      status: 'COMPLETED',
      amount: order.amount,
      final_capture: true,
      ...(order.customId ? { custom_id: order.customId } : {}),
      // Where PayPal names the order a capture belongs to.
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: order.capture.createTime,
      update_time: order.capture.createTime,
      links: [
        { href: `${base}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    },
    links: [{ href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
  };
}

/** One delivery attempt; the answer's status, or 0 when the receiver could not be reached. */
export async function deliverEvent(
  url: string,
  event: unknown,
  webhookId: string,
  base: string,
): Promise<number> {
  const body = JSON.stringify(event);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(body, webhookId, base) },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
