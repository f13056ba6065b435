import { verify, X509Certificate } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { PayPalError } from './paypal-error';

// PayPal's own recipe for checking a webhook without asking PayPal (Webhooks v1, "verify the
// signature yourself"): the PAYPAL-TRANSMISSION-SIG header is a SHA256withRSA signature of
//   `${transmission id}|${transmission time}|${our webhook id}|${CRC32 of the body, unsigned decimal}`
// made with the key of the X.509 certificate at PAYPAL-CERT-URL. The CRC is over the bytes PayPal
// sent, so the body must reach us untouched: a re-serialised body (non-ASCII names, `\/` escapes,
// key order) gives another CRC. PayPal's verify-webhook-signature call cannot do that (it takes the
// event as JSON and re-serialises it), which is why we verify here. docs/decisions/016-paypal-outcomes-and-webhooks.md

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface WebhookVerifierOptions {
  webhookId: string | undefined;
  /** Origins (scheme://host[:port]) a certificate may come from; anything else is never fetched. */
  certOrigins: () => string[];
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
  onError?: (error: PayPalError) => void;
}

const authAlgo = 'SHA256withRSA';
// PayPal's certificate URLs look like https://api.paypal.com/v1/notifications/certs/CERT-360caa42-...
const certPathPattern = /\/v1\/notifications\/certs\/[A-Za-z0-9-]{1,100}$/;
const maxCachedCerts = 20;
const maxCertBytes = 20_000;

function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The origins PayPal serves webhook certificates from, for an API base of PayPal's; else the base's own. */
export function defaultCertOrigins(apiBase: string): string[] {
  const url = new URL(apiBase);
  if (url.hostname === 'api-m.paypal.com' || url.hostname === 'api.paypal.com') {
    return ['https://api.paypal.com', 'https://api-m.paypal.com'];
  }
  if (url.hostname === 'api-m.sandbox.paypal.com' || url.hostname === 'api.sandbox.paypal.com') {
    return ['https://api.sandbox.paypal.com', 'https://api-m.sandbox.paypal.com'];
  }
  return [url.origin];
}

export function createWebhookVerifier(options: WebhookVerifierOptions) {
  // PayPal rotates its certificate rarely; every event names the same one, so fetch it once.
  const certs = new Map<string, Promise<X509Certificate | null>>();

  async function download(url: string): Promise<X509Certificate | null> {
    let response: Response;
    try {
      response = await options.fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PayPalError({
        status: 0,
        code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: `PayPal's webhook certificate could not be fetched (${error instanceof Error ? error.message : String(error)}).`,
      });
    }
    const text = await response.text();
    if (response.status >= 500) {
      throw new PayPalError({
        status: response.status,
        code: `HTTP_${response.status}`,
        message: `PayPal answered ${response.status} for its webhook certificate.`,
      });
    }
    // Not there, or not a certificate: nobody can have signed with it, so the event is not believed.
    if (response.status !== 200 || text.length > maxCertBytes) return null;
    try {
      return new X509Certificate(text);
    } catch {
      return null;
    }
  }

  function certificate(url: string): Promise<X509Certificate | null> {
    let cached = certs.get(url);
    if (!cached) {
      if (certs.size >= maxCachedCerts) certs.delete(certs.keys().next().value as string);
      cached = download(url);
      certs.set(url, cached);
      // Only a certificate is kept: a failure is tried again with the next delivery.
      cached.then(
        (cert) => {
          if (!cert) certs.delete(url);
        },
        () => certs.delete(url),
      );
    }
    return cached;
  }

  function allowedCertUrl(value: string): boolean {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    return (
      options.certOrigins().includes(url.origin) &&
      url.search === '' &&
      url.username === '' &&
      certPathPattern.test(url.pathname)
    );
  }

  /**
   * True only for an event PayPal signed for our webhook id over exactly `rawBody`. Throws a
   * PayPalError when the certificate could not be fetched (try again later), never for a bad event.
   */
  return async function verifyWebhookSignature(input: {
    headers: WebhookHeaders;
    rawBody: string | Buffer;
  }): Promise<boolean> {
    const { webhookId } = options;
    // Without our webhook id nothing can be verified, so nothing is believed (main.ts warns at start).
    if (!webhookId) return false;
    const transmissionId = header(input.headers, 'paypal-transmission-id');
    const transmissionTime = header(input.headers, 'paypal-transmission-time');
    const signature = header(input.headers, 'paypal-transmission-sig');
    const certUrl = header(input.headers, 'paypal-cert-url');
    const algo = header(input.headers, 'paypal-auth-algo');
    if (!transmissionId || !transmissionTime || !signature || !certUrl || algo !== authAlgo) return false;
    if (!allowedCertUrl(certUrl)) return false;

    let cert: X509Certificate | null;
    try {
      cert = await certificate(certUrl);
    } catch (error) {
      if (error instanceof PayPalError) options.onError?.(error);
      throw error;
    }
    if (!cert) return false;
    const nowMs = options.now();
    if (nowMs < Date.parse(cert.validFrom) || nowMs > Date.parse(cert.validTo)) return false;

    const body = typeof input.rawBody === 'string' ? Buffer.from(input.rawBody, 'utf8') : input.rawBody;
    // zlib's crc32 is the CRC-32 PayPal uses; `>>> 0` keeps it the unsigned decimal PayPal writes.
    const message = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(body) >>> 0}`;
    try {
      return verify('sha256', Buffer.from(message), cert.publicKey, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  };
}
