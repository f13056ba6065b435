import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorCertId } from '../../../emulator/emulator-webhooks';
import { emulatorCredentials } from '../../../emulator/paypal-emulator';
import {
  type EmulatorServer,
  startEmulatorServer,
} from '../../../emulator/test-support/paypal-emulator-server';
import { signedHeaders } from '../../../tests/support/paypal-webhook-signature';
import { PayPalError } from './paypal-error';
import { createWebhookVerifier, defaultCertOrigins } from './paypal-webhook-verifier';

// PayPal signs the bytes it sends; we verify those bytes, never a re-serialisation of the parsed body.

describe('webhook signatures, checked on the exact bytes', () => {
  let emulator: EmulatorServer;
  let certUrl: string;
  let certFetches: string[];
  beforeAll(async () => {
    emulator = await startEmulatorServer();
    certUrl = `${emulator.base}/v1/notifications/certs/${emulatorCertId}`;
  });
  afterAll(() => emulator.close());

  function verifier(overrides: Partial<Parameters<typeof createWebhookVerifier>[0]> = {}) {
    certFetches = [];
    return createWebhookVerifier({
      webhookId: emulatorCredentials.webhookId,
      certOrigins: () => [new URL(emulator.base).origin],
      fetch: (input, init) => {
        certFetches.push(String(input));
        return fetch(input, init);
      },
      timeoutMs: 2_000,
      now: Date.now,
      ...overrides,
    });
  }

  // As PayPal may write it: a payer's name in UTF-8, and `/` escaped as `\/`.
  const rawBody = Buffer.from(
    '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{"id":"5O1","payer_name":"Zoë Ångström-Nuñez 山田",' +
      '"links":[{"href":"https:\\/\\/api.paypal.com\\/v2\\/payments\\/captures\\/5O1","rel":"self"}]}}',
    'utf8',
  );

  it('believes an event whose signature covers exactly the bytes that arrived', async () => {
    const headers = signedHeaders(rawBody, emulatorCredentials.webhookId, certUrl);
    expect(await verifier()({ headers, rawBody })).toBe(true);
    expect(await verifier()({ headers, rawBody: rawBody.toString('utf8') })).toBe(true);
  });

  it('does not believe the same event parsed and serialised again (other bytes, other CRC)', async () => {
    const headers = signedHeaders(rawBody, emulatorCredentials.webhookId, certUrl);
    const reserialised = JSON.stringify(JSON.parse(rawBody.toString('utf8')));
    expect(reserialised).not.toBe(rawBody.toString('utf8'));
    expect(await verifier()({ headers, rawBody: reserialised })).toBe(false);
  });

  it('does not believe a changed body, another webhook id, another algorithm or a missing header', async () => {
    const headers = signedHeaders(rawBody, emulatorCredentials.webhookId, certUrl);
    const verify = verifier();
    expect(await verify({ headers, rawBody: rawBody.toString().replace('5O1', '5O2') })).toBe(false);
    expect(await verifier({ webhookId: 'SOMEONEELSE' })({ headers, rawBody })).toBe(false);
    expect(await verify({ headers: { ...headers, 'paypal-auth-algo': 'SHA1withRSA' }, rawBody })).toBe(false);
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = headers;
    expect(await verify({ headers: unsigned, rawBody })).toBe(false);
    expect(await verifier({ webhookId: undefined })({ headers, rawBody })).toBe(false);
  });

  it('fetches a certificate only from an allowed origin, and only once', async () => {
    const verify = verifier();
    const foreign = signedHeaders(
      rawBody,
      emulatorCredentials.webhookId,
      'https://attacker.example/v1/notifications/certs/CERT-1',
    );
    expect(await verify({ headers: foreign, rawBody })).toBe(false);
    expect(certFetches).toEqual([]);
    const odd = signedHeaders(rawBody, emulatorCredentials.webhookId, `${emulator.base}/v1/oauth2/token`);
    expect(await verify({ headers: odd, rawBody })).toBe(false);
    expect(certFetches).toEqual([]);

    for (let n = 0; n < 3; n++) {
      const headers = signedHeaders(rawBody, emulatorCredentials.webhookId, certUrl);
      expect(await verify({ headers, rawBody })).toBe(true);
    }
    expect(certFetches).toEqual([certUrl]);
  });

  it('throws a PayPalError (try again later) when the certificate cannot be fetched, and tells onError', async () => {
    const errors: PayPalError[] = [];
    const verify = verifier({
      fetch: () => Promise.reject(new Error('connect ECONNREFUSED')),
      onError: (error) => errors.push(error),
    });
    const headers = signedHeaders(rawBody, emulatorCredentials.webhookId, certUrl);
    await expect(verify({ headers, rawBody })).rejects.toBeInstanceOf(PayPalError);
    expect(errors).toMatchObject([{ status: 0, code: 'NETWORK_ERROR' }]);
  });

  it("takes certificates only from PayPal's own hosts for PayPal's API", () => {
    expect(defaultCertOrigins('https://api-m.paypal.com')).toContain('https://api.paypal.com');
    expect(defaultCertOrigins('https://api-m.sandbox.paypal.com')).toContain(
      'https://api.sandbox.paypal.com',
    );
    expect(defaultCertOrigins('https://api-m.paypal.com')).not.toContain('https://api.sandbox.paypal.com');
  });
});
