import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { emulatorWebhookKeyPem } from '../../emulator/webhook-cert/emulator-webhook-cert';

// A webhook delivery signed as PayPal signs one (docs/decisions/016-paypal-outcomes-and-webhooks.md):
// PAYPAL-TRANSMISSION-SIG is SHA256withRSA over "transmission id|transmission time|webhook id|CRC-32 of
// the body's bytes as an unsigned decimal", with the key of the certificate PAYPAL-CERT-URL names; here
// the emulator's certificate, which the emulator serves at its certificate URL. Written from PayPal's
// description rather than taken from the emulator, so a verifier that checked something else would fail
// the tests even if the emulator made the same mistake.

const certificateKey = createPrivateKey(emulatorWebhookKeyPem);

/** The PAYPAL-* headers of one delivery of exactly these bytes (a string as UTF-8). */
export function signedHeaders(
  body: Buffer | string,
  webhookId: string,
  certUrl: string,
  transmissionTime = new Date().toISOString(),
): Record<string, string> {
  const transmissionId = randomUUID();
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const signed = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(bytes) >>> 0}`;
  return {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': certUrl,
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-sig': sign('sha256', Buffer.from(signed, 'utf8'), certificateKey).toString('base64'),
    'paypal-transmission-time': transmissionTime,
  };
}
