import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ownUrl } from '../../src/server/payments/own-url';
import paypalEmulator, { emulatorCredentials, type PayPalEmulatorOptions } from '../paypal-emulator';

// The PayPal emulator alone on a free port, a stand-in for the app's webhook route, and raw calls to
// the emulator: for tests of the emulator itself and of the PayPal client.

export interface EmulatorServer {
  server: FastifyInstance;
  /** Where the emulator answers, e.g. http://127.0.0.1:1234/paypal-emulator. */
  base: string;
  /**
   * Resolves once the next request whose path ends with `suffix` has reached the emulator's handler, so a
   * test can send a second call while the first is still in flight without guessing how long to wait.
   */
  reached(suffix: string): Promise<void>;
  close(): Promise<void>;
}

export async function startEmulatorServer(
  options: PayPalEmulatorOptions = {},
  prefix = '/paypal-emulator',
): Promise<EmulatorServer> {
  const server = Fastify();
  const waiting = new Set<{ suffix: string; resolve: () => void }>();
  server.addHook('preHandler', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    for (const waiter of waiting) {
      if (!path.endsWith(waiter.suffix)) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  });
  await server.register(paypalEmulator, { prefix, ...options });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    server,
    base: `${ownUrl(server)}${prefix}`,
    reached: (suffix) => new Promise((resolve) => waiting.add({ suffix, resolve })),
    close: () => server.close(),
  };
}

interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  /** The exact bytes that arrived. */
  body: Buffer;
  /** The body parsed, for reading. */
  event: { id: string; event_type: string; resource: Record<string, unknown> } & Record<string, unknown>;
}

/** A local HTTP endpoint standing in for the app's webhook route: it keeps what it received. */
export async function startWebhookReceiver(answerStatus = 200, answerAfterMs = 0) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      // A slow receiver counts an event once it answers it.
      setTimeout(() => {
        received.push({ headers: request.headers, body, event: JSON.parse(body.toString('utf8')) });
        response.writeHead(answerStatus).end();
      }, answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/paypal/webhook`,
    received,
    /** The deliveries of one event type, about one resource when `resourceId` is given: deliveries are
     * asynchronous, so one about an earlier test's capture may still arrive. */
    ofType: (type: string, resourceId?: string) =>
      received.filter(
        (delivery) =>
          delivery.event.event_type === type &&
          (resourceId === undefined || delivery.event.resource.id === resourceId),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: PayPal's answers are read field by field in tests.
  body: any;
}

type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Calls the emulator as PayPal's REST API is called, with a token unless `token: null`. */
export function emulatorApi(base: string) {
  let token: string | undefined;
  async function accessToken(): Promise<string> {
    if (token) return token;
    const basic = Buffer.from(`${emulatorCredentials.clientId}:${emulatorCredentials.clientSecret}`).toString(
      'base64',
    );
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    token = ((await response.json()) as { access_token: string }).access_token;
    return token;
  }
  return async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; token?: null } = {},
  ): Promise<RawAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== null) headers.authorization = `Bearer ${await accessToken()}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
}

export const usd = (value: string) => ({ currency_code: 'USD', value });

/** An order body as this site sends it. */
export function orderBody(value: string, extra: Record<string, unknown> = {}) {
  return {
    intent: 'CAPTURE',
    purchase_units: [{ amount: usd(value), custom_id: 'order-1', ...extra }],
    payment_source: { paypal: { experience_context: { user_action: 'PAY_NOW' } } },
  };
}

/** Reads through to what `made()` holds once beforeAll has run (as tests/support/suite-app.ts does). */
function once<T extends object>(made: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const value = made();
      if (value === undefined)
        throw new Error(`${what} is made in beforeAll: use it inside a test or a hook`);
      return Reflect.get(value, key);
    },
  });
}

/**
 * The emulator, delivering its webhooks to a receiver of the test's own, and calls to it, for the tests of
 * one describe block: started in beforeAll, closed in afterAll, and the receiver's inbox emptied after each
 * test so what a test reads is what it caused. `options` are the emulator's (its clock, its delays).
 */
export function emulatorWithReceiverForSuite(options: PayPalEmulatorOptions = {}) {
  let emulator: EmulatorServer | undefined;
  let receiver: WebhookReceiver | undefined;
  let api: ReturnType<typeof emulatorApi> | undefined;
  beforeAll(async () => {
    const started = await startWebhookReceiver();
    receiver = started;
    emulator = await startEmulatorServer({ webhookUrl: () => started.url, ...options });
    api = emulatorApi(emulator.base);
  });
  afterAll(async () => {
    await emulator?.close();
    await receiver?.close();
  });
  afterEach(() => {
    if (receiver) receiver.received.length = 0;
  });
  const call: ReturnType<typeof emulatorApi> = (...args) => {
    if (!api) throw new Error('the emulator is started in beforeAll: call it inside a test or a hook');
    return api(...args);
  };
  return {
    emulator: once(() => emulator, 'the emulator'),
    receiver: once(() => receiver, 'the receiver'),
    api: call,
  };
}

/**
 * The capture refusals the sandbox gives for PayPal-Mock-Response, with their HTTP status: what the
 * emulator must answer, and what the app's PayPal client must make of each.
 */
export const captureRefusalCodes = [
  ['INSTRUMENT_DECLINED', 422],
  ['PAYER_ACTION_REQUIRED', 422],
  ['ORDER_NOT_APPROVED', 422],
  ['TRANSACTION_REFUSED', 422],
  ['RATE_LIMIT_REACHED', 429],
  ['INTERNAL_SERVER_ERROR', 500],
] as const;
