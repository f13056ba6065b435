import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { crc32 } from 'node:zlib';
import type { EmulatorCapture, EmulatorOrder, EmulatorRefund } from './emulator-records';
import { captureRepresentation, refundRepresentation } from './emulator-representations';
import { randomCode } from './emulator-values';
import { emulatorWebhookKeyPem } from './webhook-cert/emulator-webhook-cert';

// Webhook events as PayPal sends them, signed as PayPal signs them: SHA256withRSA over
// "transmissionId|transmissionTime|webhookId|crc32(body)" with the key of the certificate named in
// PAYPAL-CERT-URL (the emulator serves its own at that path). The signature covers the exact bytes
// sent, so a receiver must verify the body as it arrived. docs/decisions/016-paypal-outcomes-and-webhooks.md

export const emulatorCertId = 'CERT-EMULATOR-WEBHOOK';
const signingKey = createPrivateKey(emulatorWebhookKeyPem);

export type CaptureEventType =
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.PENDING'
  | 'PAYMENT.CAPTURE.DENIED'
  | 'PAYMENT.CAPTURE.DECLINED';
type RefundEventType = 'PAYMENT.CAPTURE.REFUNDED' | 'PAYMENT.CAPTURE.REVERSED';

/**
 * The emulator's bytes for an event: JSON with `/` written `\/`, as some JSON writers do (valid
 * JSON, same value), so a receiver that re-serialises the parsed body before verifying fails every time.
 */
function eventBytes(event: unknown): Buffer {
  return Buffer.from(JSON.stringify(event).replaceAll('/', '\\/'), 'utf8');
}

/**
 * The PAYPAL-* headers of one delivery of `body`, signed on libuv's thread pool: an RSA signature costs
 * about a millisecond, and the built-in emulator shares the app's event loop, where a checkout rush's
 * deliveries added up (docs/decisions/028-webhooks-signed-off-the-loop.md).
 */
function signedHeaders(body: Buffer, webhookId: string, certUrl: string): Promise<Record<string, string>> {
  const transmissionId = randomUUID();
  const transmissionTime = new Date().toISOString();
  const signed = Buffer.from(`${transmissionId}|${transmissionTime}|${webhookId}|${crc32(body) >>> 0}`);
  return new Promise((resolve, reject) => {
    sign('sha256', signed, signingKey, (error, signature) =>
      error
        ? reject(error)
        : resolve({
            'paypal-auth-algo': 'SHA256withRSA',
            'paypal-cert-url': certUrl,
            'paypal-transmission-id': transmissionId,
            'paypal-transmission-sig': signature.toString('base64'),
            'paypal-transmission-time': transmissionTime,
          }),
    );
  });
}

export function envelope(
  eventType: string,
  resourceType: string,
  summary: string,
  resource: unknown,
  base: string,
  resourceVersion = '2.0',
) {
  const id = `WH-${randomCode(17)}-${randomCode(17)}`;
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: resourceVersion,
    event_type: eventType,
    summary,
    resource,
    links: [
      { href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}

const captureSummaries: Record<CaptureEventType, string> = {
  'PAYMENT.CAPTURE.COMPLETED': 'Payment completed for',
  'PAYMENT.CAPTURE.PENDING': 'Payment pending for',
  'PAYMENT.CAPTURE.DENIED': 'Payment denied for',
  'PAYMENT.CAPTURE.DECLINED': 'Payment declined for',
};

/**
 * A capture event. The resource is the capture as PayPal shows it now, except its status, which is
 * the event's (simulate-event may announce a status PayPal does not show: receivers must ask PayPal).
 */
export function captureEvent(
  eventType: CaptureEventType,
  order: EmulatorOrder,
  capture: EmulatorCapture,
  base: string,
) {
  const resource = captureRepresentation(order, capture, base, { standalone: true });
  const status =
    eventType === 'PAYMENT.CAPTURE.COMPLETED'
      ? 'COMPLETED'
      : eventType === 'PAYMENT.CAPTURE.PENDING'
        ? 'PENDING'
        : 'DECLINED';
  const { status_details: _details, ...rest } = resource;
  const reason = status === 'PENDING' ? { status_details: { reason: capture.reason ?? 'ECHECK' } } : {};
  return envelope(
    eventType,
    'capture',
    `${captureSummaries[eventType]} $ ${order.amount.value} ${order.amount.currency_code}`,
    { ...rest, status, ...reason },
    base,
  );
}

/** PAYMENT.CAPTURE.REFUNDED, or .REVERSED for a chargeback: the resource is the refund, `up` links the capture. */
export function refundEvent(capture: EmulatorCapture, refund: EmulatorRefund, base: string) {
  const eventType: RefundEventType = refund.reversal
    ? 'PAYMENT.CAPTURE.REVERSED'
    : 'PAYMENT.CAPTURE.REFUNDED';
  const { value, currency_code: currency } = refund.amount;
  return envelope(
    eventType,
    'refund',
    `A $ ${value} ${currency} capture payment was ${refund.reversal ? 'reversed' : 'refunded'}`,
    refundRepresentation(capture, refund, base),
    base,
  );
}

export type DisputeEventType =
  | 'CUSTOMER.DISPUTE.CREATED'
  | 'CUSTOMER.DISPUTE.UPDATED'
  | 'CUSTOMER.DISPUTE.RESOLVED';

const disputeSummaries: Record<DisputeEventType, string> = {
  'CUSTOMER.DISPUTE.CREATED': 'A new dispute opened with Case #',
  'CUSTOMER.DISPUTE.UPDATED': 'A dispute was updated with Case #',
  'CUSTOMER.DISPUTE.RESOLVED': 'A dispute was resolved with case #',
};

/** CUSTOMER.DISPUTE.*: the resource is the Disputes v1 dispute (emulator-disputes.ts). */
export function disputeEvent(eventType: DisputeEventType, resource: { dispute_id: string }, base: string) {
  return envelope(
    eventType,
    'dispute',
    `${disputeSummaries[eventType]} ${resource.dispute_id}`,
    resource,
    base,
    '1.0',
  );
}

const deliveryTimeoutMs = 5_000;

/**
 * One delivery attempt; the answer's status, or 0 when the receiver could not be reached or did not
 * answer within 5 seconds. node:http rather than fetch: the emulator shares the app's process, and
 * fetch's own work per request (its Request, Headers and streams) was most of a delivery's cost.
 */
export async function deliverEvent(
  url: string,
  event: unknown,
  webhookId: string,
  certUrl: string,
): Promise<number> {
  const body = eventBytes(event);
  const target = new URL(url);
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    ...(await signedHeaders(body, webhookId, certUrl)),
  };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (status: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(status);
    };
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      { method: 'POST', headers },
      (response) => {
        response.on('error', () => settle(0));
        response.on('end', () => settle(response.statusCode ?? 0));
        response.resume();
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      settle(0);
    }, deliveryTimeoutMs);
    timer.unref();
    request.on('error', () => settle(0));
    request.end(body);
  });
}
