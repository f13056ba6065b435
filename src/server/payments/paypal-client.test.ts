import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import paypalEmulator, {
  emulatorCredentials,
  type PayPalEmulatorOptions,
} from '../../../emulator/paypal-emulator';
import { approvePayPalOrder, sendCaptureWebhook } from '../../../tests/support/paypal-emulator';
import { rejectionOf } from '../../../tests/support/rejections';
import { ownUrl } from './own-url';
import {
  createPayPalClient,
  type PayPalClient,
  type PayPalClientOptions,
  PayPalError,
} from './paypal-client';
import { emulatorPrefix } from './paypal-setup';

// The real client against the emulator, over real HTTP: what the ticket and donation routes rely on.

interface Emulator {
  server: FastifyInstance;
  base: string;
}

const started: FastifyInstance[] = [];

async function startEmulator(options: PayPalEmulatorOptions = {}): Promise<Emulator> {
  const server = Fastify();
  await server.register(paypalEmulator, { prefix: emulatorPrefix, ...options });
  await server.listen({ host: '127.0.0.1', port: 0 });
  started.push(server);
  return { server, base: `${ownUrl(server)}${emulatorPrefix}` };
}

function clientFor(emulator: Emulator, overrides: Partial<PayPalClientOptions> = {}) {
  const calls: string[] = [];
  const client = createPayPalClient({
    apiBase: emulator.base,
    clientId: emulatorCredentials.clientId,
    clientSecret: emulatorCredentials.clientSecret,
    webhookId: emulatorCredentials.webhookId,
    now: Date.now,
    fetch: (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(emulatorPrefix, '')}`);
      return (overrides.fetch ?? fetch)(input, init);
    },
    ...Object.fromEntries(Object.entries(overrides).filter(([key]) => key !== 'fetch')),
  });
  return {
    client,
    calls,
    tokenCalls: () => calls.filter((call) => call.endsWith('/v1/oauth2/token')).length,
  };
}

const paypalErrorOf = (promise: Promise<unknown>) => rejectionOf(promise, PayPalError);

/** A local HTTP endpoint standing in for our webhook route: it keeps what it received. */
async function startReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/paypal/webhook`, received, close: () => server.close() };
}

afterAll(async () => {
  await Promise.all(started.map((server) => server.close()));
});

describe('the PayPal client against the emulator', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });

  async function approvedOrder(client: PayPalClient, amountCents = 1234) {
    const order = await client.createOrder({
      amountCents,
      description: 'Grid Gathering tickets',
      customId: 'ticket-1',
    });
    await approvePayPalOrder(emulator.server, order.id, {
      payer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    return order;
  }

  it('asks for one token and reuses it for many calls', async () => {
    const { client, tokenCalls, calls } = clientFor(emulator);
    const orders = await Promise.all([1, 2, 3].map((n) => client.createOrder({ amountCents: n * 100 })));
    for (const order of orders) await client.getOrder(order.id);
    expect(tokenCalls()).toBe(1);
    expect(calls).toHaveLength(7);
  });

  it('asks for a new token when the old one is about to expire', async () => {
    let nowMs = Date.now();
    const { client, tokenCalls } = clientFor(emulator, { now: () => nowMs });
    await client.createOrder({ amountCents: 500 });
    nowMs += 8 * 60 * 60 * 1000;
    await client.createOrder({ amountCents: 500 });
    expect(tokenCalls()).toBe(1);
    nowMs += 60 * 60 * 1000; // PayPal's tokens live nine hours
    await client.createOrder({ amountCents: 500 });
    expect(tokenCalls()).toBe(2);
  });

  it('gets a new token and tries once more when PayPal no longer accepts the cached one', async () => {
    let spoil = true;
    const { client, tokenCalls } = clientFor(emulator, {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (spoil && headers.get('authorization')?.startsWith('Bearer ')) {
          spoil = false;
          headers.set('authorization', 'Bearer revoked-token');
        }
        return fetch(input, { ...init, headers });
      },
    });
    const order = await client.createOrder({ amountCents: 700 });
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(tokenCalls()).toBe(2);
  });

  it('creates an order for the amount in dollars and cents, waiting for the payer', async () => {
    const { client } = clientFor(emulator);
    const created = await client.createOrder({
      amountCents: 14_050,
      description: 'Two adult tickets',
      customId: 'abc',
    });
    expect(created.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    const order = await client.getOrder(created.id);
    expect(order).toMatchObject({ status: 'PAYER_ACTION_REQUIRED', amountCents: 14_050, currency: 'USD' });
    expect(order).toMatchObject({ customId: 'abc', capture: null, payer: null });
  });

  it('captures an approved order: COMPLETED, for the amount, with the payer PayPal names', async () => {
    const { client } = clientFor(emulator);
    const order = await approvedOrder(client, 1234);
    expect((await client.getOrder(order.id)).status).toBe('APPROVED');
    const result = await client.captureOrder(order.id, `capture-${order.id}`);
    expect(result).toMatchObject({
      orderId: order.id,
      status: 'COMPLETED',
      captureStatus: 'COMPLETED',
      amountCents: 1234,
      currency: 'USD',
      customId: 'ticket-1',
      payer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    const after = await client.getOrder(order.id);
    expect(after).toMatchObject({
      status: 'COMPLETED',
      capture: { id: result.captureId, amountCents: 1234 },
    });
  });

  it('refuses to capture an order the payer has not approved (ORDER_NOT_APPROVED)', async () => {
    const { client } = clientFor(emulator);
    const order = await client.createOrder({ amountCents: 1000 });
    const error = await paypalErrorOf(client.captureOrder(order.id, 'first'));
    expect(error).toMatchObject({ status: 422, code: 'UNPROCESSABLE_ENTITY', issue: 'ORDER_NOT_APPROVED' });
    expect(error.message).toContain('Payer has not yet approved the Order');
  });

  it('refuses a second capture under another request id (ORDER_ALREADY_CAPTURED)', async () => {
    const { client } = clientFor(emulator);
    const order = await approvedOrder(client);
    await client.captureOrder(order.id, 'first-attempt');
    const error = await paypalErrorOf(client.captureOrder(order.id, 'second-attempt'));
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
  });

  it('answers a retried capture (same request id) as the first time, without capturing twice', async () => {
    const { client } = clientFor(emulator);
    const order = await approvedOrder(client);
    const first = await client.captureOrder(order.id, `capture-${order.id}`);
    const again = await client.captureOrder(order.id, `capture-${order.id}`);
    expect(again).toEqual(first);
    expect((await client.getOrder(order.id)).capture?.id).toBe(first.captureId);
  });

  it('captures once when twenty captures of one order race', async () => {
    const { client } = clientFor(emulator);
    const order = await approvedOrder(client);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => client.captureOrder(order.id, `racer-${n}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(
      refusals.every((reason) => reason instanceof PayPalError && reason.issue === 'ORDER_ALREADY_CAPTURED'),
    ).toBe(true);
  });

  it("fails a capture the payer's bank declines (INSTRUMENT_DECLINED) with PayPal's message", async () => {
    const { client } = clientFor(emulator);
    const order = await client.createOrder({ amountCents: 2500 });
    await approvePayPalOrder(emulator.server, order.id, { decline: true });
    const error = await paypalErrorOf(client.captureOrder(order.id, 'declined'));
    expect(error).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
    expect(error.message).toContain('declined by the processor or bank');
    expect((await client.getOrder(order.id)).status).toBe('APPROVED');
  });

  it('answers an unknown order with 404 RESOURCE_NOT_FOUND', async () => {
    const { client, calls } = clientFor(emulator);
    expect(await paypalErrorOf(client.getOrder('0XY12345AB6789012'))).toMatchObject({
      status: 404,
      code: 'RESOURCE_NOT_FOUND',
      issue: 'INVALID_RESOURCE_ID',
    });
    expect(await paypalErrorOf(client.captureOrder('0XY12345AB6789012', 'x'))).toMatchObject({ status: 404 });
    // An id PayPal could never have issued is not even sent.
    const before = calls.length;
    expect(await paypalErrorOf(client.getOrder('../../v1/oauth2/token'))).toMatchObject({ status: 404 });
    expect(calls).toHaveLength(before);
  });

  it('reports wrong credentials as a PayPal error, not a crash', async () => {
    const { client } = clientFor(emulator, { clientSecret: 'wrong-secret' });
    const error = await paypalErrorOf(client.createOrder({ amountCents: 100 }));
    expect(error).toMatchObject({ status: 401, code: 'invalid_client' });
    expect(error.message).toBe('Client Authentication failed');
  });

  it('gives up on a PayPal that does not answer, after the timeout', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const client = createPayPalClient({
      apiBase: `http://127.0.0.1:${port}`,
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 200,
      now: Date.now,
    });
    expect(await paypalErrorOf(client.createOrder({ amountCents: 100 }))).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
    silent.closeAllConnections();
    silent.close();
  });
});

describe('webhooks from the emulator', () => {
  let emulator: Emulator;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    emulator = await startEmulator({ webhookUrl: () => receiver.url });
  });
  afterAll(() => receiver.close());
  afterEach(() => {
    receiver.received.length = 0;
  });

  async function capturedOrder(client: PayPalClient) {
    const order = await client.createOrder({ amountCents: 4200, customId: 'order-42' });
    await approvePayPalOrder(emulator.server, order.id);
    await client.captureOrder(order.id, `capture-${order.id}`);
    return order.id;
  }

  it('sends PAYMENT.CAPTURE.COMPLETED after a capture, and the signature verifies', async () => {
    const { client } = clientFor(emulator);
    const orderId = await capturedOrder(client);
    await expect.poll(() => receiver.received.length).toBe(1);
    const delivery = receiver.received[0]!;
    const event = JSON.parse(delivery.body.toString());
    expect(event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '42.00' },
        custom_id: 'order-42',
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    });
    expect(await client.verifyWebhookSignature({ headers: delivery.headers, rawBody: delivery.body })).toBe(
      true,
    );
  });

  it('sends the event again on request, and verification fails for a tampered event or missing headers', async () => {
    const { client } = clientFor(emulator);
    const orderId = await capturedOrder(client);
    await expect.poll(() => receiver.received.length).toBe(1);
    const sent = await sendCaptureWebhook(emulator.server, orderId);
    expect(sent.delivery?.status).toBe(200);
    const delivery = receiver.received[1]!;
    expect(JSON.parse(delivery.body.toString()).id).toBe(sent.event.id);
    expect(await client.verifyWebhookSignature({ headers: delivery.headers, rawBody: delivery.body })).toBe(
      true,
    );

    const tampered = delivery.body.toString().replace('"42.00"', '"4200.00"');
    expect(tampered).not.toBe(delivery.body.toString());
    expect(await client.verifyWebhookSignature({ headers: delivery.headers, rawBody: tampered })).toBe(false);
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = delivery.headers;
    expect(await client.verifyWebhookSignature({ headers: unsigned, rawBody: delivery.body })).toBe(false);
  });

  it('does not verify an event signed for another webhook id', async () => {
    const { client: ours } = clientFor(emulator);
    const { client: someoneElse } = clientFor(emulator, { webhookId: 'SOMEONEELSESHOOK' });
    await capturedOrder(ours);
    await expect.poll(() => receiver.received.length).toBe(1);
    const delivery = receiver.received[0]!;
    expect(
      await someoneElse.verifyWebhookSignature({ headers: delivery.headers, rawBody: delivery.body }),
    ).toBe(false);
  });
});

describe('the emulator with a database file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-paypal-emulator-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('still knows an order after a restart, so a retried capture gets the first answer', async () => {
    const databaseFile = path.join(dir, 'paypal-emulator.sqlite');
    const first = await startEmulator({ databaseFile });
    const { client } = clientFor(first);
    const order = await client.createOrder({ amountCents: 14_000 });
    await approvePayPalOrder(first.server, order.id);
    const captured = await client.captureOrder(order.id, `capture-${order.id}`);
    await first.server.close();

    const second = await startEmulator({ databaseFile });
    const { client: afterRestart } = clientFor(second);
    expect(await afterRestart.getOrder(order.id)).toMatchObject({ status: 'COMPLETED', amountCents: 14_000 });
    expect(await afterRestart.captureOrder(order.id, `capture-${order.id}`)).toEqual(captured);
  });

  it('captures once when two emulators share the file and twenty captures race across them', async () => {
    const databaseFile = path.join(dir, 'shared.sqlite');
    const [one, two] = [await startEmulator({ databaseFile }), await startEmulator({ databaseFile })];
    const clients = [clientFor(one).client, clientFor(two).client];
    const order = await clients[0]!.createOrder({ amountCents: 3000 });
    await approvePayPalOrder(two.server, order.id);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => clients[n % 2]!.captureOrder(order.id, `racer-${n}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
