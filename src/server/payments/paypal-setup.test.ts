import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { postJsonText } from '../../../tests/support/json-text';
import { approvePayPalOrder } from '../../../tests/support/paypal-emulator';
import { appForSuite } from '../../../tests/support/suite-app';
import { loadConfig } from '../config/config';
import { PayPalError } from './paypal-client';
import { setUpPayPal, webhookPath } from './paypal-setup';

// How the app wires PayPal: the emulator on its own server without credentials, PayPal with them.

describe('payments without PayPal credentials', () => {
  const app = appForSuite('sqlite');

  it("takes a payment through the server's own emulator, over HTTP as with PayPal", async () => {
    const order = await app.paypal.createOrder({ amountCents: 14_000, description: 'One adult ticket' });
    await approvePayPalOrder(app.server, order.id, {
      payer: { name: 'Grace Hopper', email: 'grace@example.com' },
    });
    const capture = await app.paypal.captureOrder(order.id, `capture-${order.id}`);
    expect(capture).toMatchObject({
      captureStatus: 'COMPLETED',
      amountCents: 14_000,
      payer: { name: 'Grace Hopper', email: 'grace@example.com' },
    });
  });

  it("serves the stand-in for PayPal's browser SDK with the test-mode buttons", async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/paypal-emulator/sdk/js?client-id=test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.body).toContain('Pay with PayPal (test mode)');
    expect(response.body).toContain('Simulate payment error');
  });

  it('answers like PayPal, not like our API, when the emulator refuses a call', async () => {
    const noToken = await app.server.inject({
      method: 'POST',
      url: '/paypal-emulator/v2/checkout/orders',
      payload: { intent: 'CAPTURE' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });

    const unknown = await app.server.inject({
      method: 'POST',
      url: '/paypal-emulator/v2/checkout/orders/NOSUCHORDER/approve',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ name: 'RESOURCE_NOT_FOUND' });

    const malformed = await postJsonText(
      app,
      '/paypal-emulator/v2/checkout/orders/NOSUCHORDER/approve',
      '{"decline":',
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ name: 'INVALID_REQUEST' });
  });
});

describe('payments with PayPal credentials', () => {
  const app = appForSuite('sqlite', {
    PAYPAL_CLIENT_ID: 'live-client-id',
    PAYPAL_CLIENT_SECRET: 'live-secret',
  });

  it('mounts no emulator, so nobody can approve or fake a payment', async () => {
    const sdk = await app.server.inject({ method: 'GET', url: '/paypal-emulator/sdk/js' });
    expect(sdk.statusCode).toBe(404);
    const approve = await app.server.inject({
      method: 'POST',
      url: '/paypal-emulator/v2/checkout/orders/ABC/approve',
    });
    expect(approve.statusCode).toBe(404);
  });
});

describe('what the server logs about PayPal', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-paypal-setup-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function serverWithLog() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const server = Fastify({ logger: { level: 'info', stream } });
    // The app's webhook route, reduced to keeping the bytes that arrive.
    const deliveries: { headers: Record<string, string | string[] | undefined>; rawBody: Buffer }[] = [];
    server.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    server.post(webhookPath, async (request) => {
      deliveries.push({ headers: request.headers, rawBody: request.body as Buffer });
      return { received: true };
    });
    const paypal = await setUpPayPal(server, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), Date.now);
    await server.listen({ host: '127.0.0.1', port: 0 });
    return { server, paypal, lines, deliveries };
  }

  it('warns at start that payments are simulated when the emulator is in use', async () => {
    const { server, lines } = await serverWithLog();
    try {
      const warning = lines.find((line) => line.level === 40);
      expect(String(warning?.msg)).toContain('payments are simulated');
    } finally {
      await server.close();
    }
  });

  it("logs every PayPal error with PayPal's debug_id, status, issue and the operation", async () => {
    const { server, paypal, lines } = await serverWithLog();
    try {
      const error = await paypal.captureOrder('NOSUCHORDER12345', 'x').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PayPalError);
      const logged = lines.find((line) => line.operation === 'capture-order');
      expect(logged).toMatchObject({
        level: 40,
        debugId: (error as PayPalError).debugId,
        status: 404,
        code: 'RESOURCE_NOT_FOUND',
        issue: 'INVALID_RESOURCE_ID',
      });
      expect(logged?.debugId).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  it("sends the emulator's events to this server only, and this server believes them on their bytes", async () => {
    const { server, paypal, deliveries } = await serverWithLog();
    try {
      const order = await paypal.createOrder({ amountCents: 2_000 });
      await approvePayPalOrder(server, order.id);
      await paypal.captureOrder(order.id, `capture-${order.id}-0`);
      await expect.poll(() => deliveries.length).toBe(1);
      expect(await paypal.verifyWebhookSignature(deliveries[0]!)).toBe(true);
      const reserialised = JSON.stringify(JSON.parse(deliveries[0]!.rawBody.toString()));
      expect(await paypal.verifyWebhookSignature({ ...deliveries[0]!, rawBody: reserialised })).toBe(false);
    } finally {
      await server.close();
    }
  });
});
