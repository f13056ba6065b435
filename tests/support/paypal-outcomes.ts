import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import paypalEmulator, {
  emulatorCredentials,
  type PayPalEmulatorOptions,
} from '../../emulator/paypal-emulator';
import { ownUrl } from '../../src/server/payments/own-url';
import type { PayPalOperation } from '../../src/server/payments/paypal-client';
import { emulatorPrefix } from '../../src/server/payments/paypal-setup';

// PayPal at a URL of its own, chosen per call as a test against PayPal's sandbox would choose it: the
// emulator on its own port, configured as PayPal is (PAYPAL_API_BASE and the emulator's credentials),
// with a door in front of it that adds the negative-testing header PayPal-Mock-Response to one operation
// on one order, or drops PayPal's answer after PayPal acted (the connection is lost on the way back).
// Pass it to createTestApp as `paypal`; the app never knows it is being tested.

type EmulatorTimings = Pick<PayPalEmulatorOptions, 'captureLatencyMs' | 'approvalLapseMs' | 'now'>;

export interface PayPalOutcomes {
  /** The next `operation` on `resourceId` answers PayPal's error `code` (once). */
  mockNext(operation: PayPalOperation, resourceId: string, code: string): void;
  /** Every `operation` on `resourceId` answers `code` until `clearMocks()`. */
  mockEvery(operation: PayPalOperation, resourceId: string, code: string): void;
  clearMocks(): void;
  /** The next capture of `orderId` reaches PayPal, which acts, but its answer never arrives. */
  loseNextCaptureAnswer(orderId: string): void;
  /** The next refund of `captureId` reaches PayPal, which refunds, but its answer never arrives. */
  loseNextRefundAnswer(captureId: string): void;
  /** Every `operation` fails to reach PayPal (the connection drops) while `unreachable` is true. */
  setUnreachable(operation: PayPalOperation, unreachable: boolean): void;
  /** The PayPal-Request-Id of each refund request sent for `captureId`, in order. */
  refundRequestIds(captureId: string): string[];
  /**
   * The next capture of `orderId` never reaches PayPal and is refused with PayPal's 422 `issue`: for
   * issues PayPal may answer that its sandbox cannot be made to (no mock code of the capture call).
   */
  refuseNextCapture(orderId: string, issue: string, description: string): void;
  /** The PayPal-Request-Id of each capture request sent for `orderId`, in order. */
  captureRequestIds(orderId: string): string[];
  /** Every call the app sent to PayPal that names `resourceId` in its path, as "METHOD /path". */
  callsAbout(resourceId: string): string[];
  /** How many calls of `operation` the app sent to PayPal. */
  callsOf(operation: PayPalOperation): number;
  /** The HTTP status PayPal answered each capture of `orderId` with, in the order they came back. */
  captureStatuses(orderId: string): number[];
  /** While true, PayPal's webhook deliveries are lost (PayPal believes them sent); simulate-event sends them later. */
  loseEvents(lost: boolean): void;
  /** Starts PayPal on its own port; createTestApp does, and tells it the app's webhook URL. */
  listen(webhookUrl: () => string | undefined): Promise<RunningPayPal>;
}

interface RunningPayPal {
  /** Where the test's own calls to the emulator go (approve, settle, simulate-event...). */
  server: FastifyInstance;
  /** The app's configuration for this PayPal. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Which PayPal operation a request is, by its method and path (as the app's client names them). */
function operationOf(
  method: string,
  path: string,
): { operation: PayPalOperation; resourceId?: string } | null {
  const routes: [string, RegExp, PayPalOperation][] = [
    ['POST', /^\/v1\/oauth2\/token$/, 'token'],
    ['POST', /^\/v2\/checkout\/orders$/, 'create-order'],
    ['GET', /^\/v2\/checkout\/orders\/([^/]+)$/, 'get-order'],
    ['POST', /^\/v2\/checkout\/orders\/([^/]+)\/capture$/, 'capture-order'],
    ['GET', /^\/v2\/payments\/captures\/([^/]+)$/, 'get-capture'],
    ['POST', /^\/v2\/payments\/captures\/([^/]+)\/refund$/, 'refund-capture'],
    ['GET', /^\/v2\/payments\/refunds\/([^/]+)$/, 'get-refund'],
    ['GET', /^\/v1\/reporting\/transactions$/, 'search-transactions'],
    ['GET', /^\/v1\/notifications\/certs\/([^/]+)$/, 'webhook-certificate'],
  ];
  for (const [routeMethod, pattern, operation] of routes) {
    const match = routeMethod === method ? pattern.exec(path) : null;
    if (match) return { operation, ...(match[1] ? { resourceId: match[1] } : {}) };
  }
  return null;
}

interface Call {
  method: string;
  path: string;
  operation: PayPalOperation;
  resourceId?: string;
}

export function paypalOutcomes(timings: EmulatorTimings = {}): PayPalOutcomes {
  const mocks = new Map<string, { code: string; once: boolean }>();
  const lostAnswers = new Set<string>();
  const unreachable = new Set<PayPalOperation>();
  const refusals = new Map<string, { issue: string; description: string }>();
  const requestIds = new Map<string, string[]>();
  const statuses = new Map<string, number[]>();
  const calls: Call[] = [];
  const callOf = new WeakMap<FastifyRequest, Call>();
  let eventsLost = false;

  const pushTo = <T>(map: Map<string, T[]>, key: string, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value]);

  async function onRequest(request: FastifyRequest, reply: FastifyReply) {
    // The test's own calls to the emulator come by inject(); only the app's calls cross the network.
    if (request.headers['user-agent'] === 'lightMyRequest') return;
    const url = new URL(request.url, 'http://paypal');
    const found = operationOf(request.method, url.pathname.slice(emulatorPrefix.length));
    if (found === null) return;
    const call: Call = { method: request.method, path: url.pathname, ...found };
    calls.push(call);
    callOf.set(request, call);
    if (unreachable.has(call.operation)) {
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    const key = `${call.operation}:${call.resourceId ?? ''}`;
    const requestId = request.headers['paypal-request-id'];
    if (call.operation === 'capture-order' || call.operation === 'refund-capture') {
      pushTo(requestIds, key, typeof requestId === 'string' ? requestId : '');
    }
    const refusal = call.operation === 'capture-order' ? refusals.get(call.resourceId ?? '') : undefined;
    if (refusal) {
      refusals.delete(call.resourceId ?? '');
      return reply.code(422).header('paypal-debug-id', debugId).send(unprocessable(refusal));
    }
    const mock = mocks.get(key);
    if (mock) {
      if (mock.once) mocks.delete(key);
      request.headers['paypal-mock-response'] = JSON.stringify({ mock_application_codes: mock.code });
    }
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const call = callOf.get(request);
    if (call?.operation === 'capture-order') pushTo(statuses, call.resourceId ?? '', reply.statusCode);
    const key = `${call?.operation}:${call?.resourceId ?? ''}`;
    // PayPal has acted; the answer is lost on the way back (the app sees the connection drop).
    if (call && lostAnswers.delete(key)) reply.raw.destroy();
    return payload;
  }

  return {
    mockNext: (operation, resourceId, code) => mocks.set(`${operation}:${resourceId}`, { code, once: true }),
    mockEvery: (operation, resourceId, code) =>
      mocks.set(`${operation}:${resourceId}`, { code, once: false }),
    clearMocks: () => mocks.clear(),
    loseEvents: (lost) => {
      eventsLost = lost;
    },
    loseNextCaptureAnswer: (orderId) => lostAnswers.add(`capture-order:${orderId}`),
    loseNextRefundAnswer: (captureId) => lostAnswers.add(`refund-capture:${captureId}`),
    setUnreachable: (operation, on) => (on ? unreachable.add(operation) : unreachable.delete(operation)),
    refundRequestIds: (captureId) => requestIds.get(`refund-capture:${captureId}`) ?? [],
    refuseNextCapture: (orderId, issue, description) => refusals.set(orderId, { issue, description }),
    captureRequestIds: (orderId) => requestIds.get(`capture-order:${orderId}`) ?? [],
    captureStatuses: (orderId) => statuses.get(orderId) ?? [],
    callsAbout: (resourceId) =>
      calls
        .filter((call) => call.path.split('/').includes(resourceId))
        .map((call) => `${call.method} ${call.path}`),
    callsOf: (operation) => calls.filter((call) => call.operation === operation).length,
    async listen(webhookUrl) {
      const server = Fastify();
      server.addHook('onRequest', onRequest);
      server.addHook('onSend', onSend);
      await server.register(paypalEmulator, {
        prefix: emulatorPrefix,
        webhookUrl: () => (eventsLost ? undefined : webhookUrl()),
        ...timings,
      });
      await server.listen({ host: '127.0.0.1', port: 0 });
      return {
        server,
        env: {
          PAYPAL_CLIENT_ID: emulatorCredentials.clientId,
          PAYPAL_CLIENT_SECRET: emulatorCredentials.clientSecret,
          PAYPAL_WEBHOOK_ID: emulatorCredentials.webhookId,
          PAYPAL_API_BASE: `${ownUrl(server)}${emulatorPrefix}`,
        },
        close: () => server.close(),
      };
    },
  };
}

const debugId = 'f0e1d2c3b4a59';

/** PayPal's 422 as Orders v2 shapes it, with a debug id in the body (and the header). */
function unprocessable({ issue, description }: { issue: string; description: string }) {
  return {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: debugId,
    details: [{ issue, description }],
  };
}
