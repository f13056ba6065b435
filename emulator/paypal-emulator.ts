import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownUrl } from '../src/server/payments/own-url';
import { approvalReversedEvent, defaultApprovalLapseMs, lapseIfDue } from './emulator-approval-lapse';
import { type EmulatorContext, sendAnswer } from './emulator-context';
import disputeRoutes from './emulator-dispute-routes';
import { authenticationFailure, debugId, invalidClient, invalidRequest } from './emulator-errors';
import notificationRoutes from './emulator-notification-routes';
import orderRoutes from './emulator-order-routes';
import paymentRoutes from './emulator-payment-routes';
import { own } from './emulator-records';
import reportingRoutes from './emulator-reporting-routes';
import { createStore } from './emulator-store';
import { deliverEvent, emulatorCertId } from './emulator-webhooks';
import { standInScript } from './sdk-stand-in';
import { emulatorWebhookCertPem } from './webhook-cert/emulator-webhook-cert';

// A PayPal stand-in for development and tests, mounted at /paypal-emulator when no PayPal credentials
// are configured. Same paths, shapes, statuses and errors as PayPal's REST API for what this site
// uses (OAuth token; Orders v2 create/get/capture, with approvals that lapse after approvalLapseMs;
// Payments v2 get capture, refund, get refund; Disputes v1 get dispute, escalate and the sandbox's
// adjudicate; Transaction Search; the webhook signing certificate), with PayPal's sandbox negative testing
// (PayPal-Mock-Response; at capture also the emulator's own CAPTURE_DECLINED and CAPTURE_FAILED, a 201
// whose capture took no money, emulator-mock.ts), plus test-only calls:
//   POST /v2/checkout/orders/{id}/approve      {"payer"?, "capture_status"?: COMPLETED|PENDING|DECLINED}
//   POST /v2/checkout/orders/{id}/lapse-approval  {"deliver"?: false}   the capture window closes now
//   POST /v2/payments/captures/{id}/settle     {"status": COMPLETED|DECLINED}   a PENDING capture ends
//   POST /v2/payments/captures/{id}/hold       {"reason": BUYER_COMPLAINT|CHARGEBACK}   a completed one held
//   POST /v2/payments/captures/{id}/release    its hold ends
//   POST /v2/payments/refunds/{id}/settle      {"status": COMPLETED|FAILED, "deliver"?}   a PENDING refund ends
//   POST /v1/notifications/simulate-event      {"event_type", "order_id"|"capture_id"|"resource_id", ...}
//   POST /v1/notifications/deliveries/wait     answers once the first delivery of every event so far is done
//   POST /v1/customer/disputes                 {"capture_id", "reason", "amount"?}   the buyer opens a dispute
//   POST /v2/checkout/orders/{id}/capture-silently  {approve body}?  captured, and nobody is told
//   GET  /sdk/js                               the browser stand-in for PayPal's JS SDK
// Events go only to the app's own webhook URL. It is a dev/test tool: it never moves money, and
// anyone can approve any order through it. docs/decisions/010 and 016.

/** Fixed and public on purpose: the emulator guards nothing. The server uses these in emulator mode. */
export const emulatorCredentials = {
  clientId: 'emulator-client-id',
  clientSecret: 'emulator-client-secret',
  webhookId: 'EMULATORWEBHOOK01',
} as const;

export interface PayPalEmulatorOptions {
  /** Keeps orders in this SQLite file (across restarts and processes); in memory when unset. */
  databaseFile?: string;
  /** Where events go (after each capture and refund, as PayPal's webhooks would); none when unset. */
  webhookUrl?: string | (() => string | undefined);
  tokenLifetimeSeconds?: number;
  /**
   * Tests: how long a capture stays "in flight" at PayPal. The capture happens at once, its answer
   * leaves after this time; meanwhile a capture under the same request id waits for that answer, and one
   * under another id is refused ORDER_ALREADY_CAPTURED (Orders v2 lists no 409 for a capture).
   */
  captureLatencyMs?: number;
  /**
   * How long an approved order may wait for its capture before PayPal cancels it and sends
   * CHECKOUT.PAYMENT-APPROVAL.REVERSED: PayPal's default of 3 hours unless set (tests set less).
   */
  approvalLapseMs?: number;
  /**
   * Tests: the emulator's clock (epoch ms) for how long PayPal keeps request ids and Transaction Search's
   * lag, so a test can move past them without waiting; the real clock when unset.
   */
  now?: () => number;
}

// Retries after a failed delivery, as PayPal retries (it goes on for days; tests need seconds).
const deliveryDelaysMs = [0, 1_000, 3_000, 10_000, 30_000];

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export default async function paypalEmulator(app: FastifyInstance, options: PayPalEmulatorOptions) {
  const store = createStore(options.databaseFile);
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
  const approvalLapseMs = options.approvalLapseMs ?? defaultApprovalLapseMs;
  // One timer per approval still waiting for its capture, ended when the emulator closes.
  const lapseTimers = new Set<NodeJS.Timeout>();
  // Each delivery attempt waiting for its time, with what ends it when the emulator closes first.
  const pendingDeliveries = new Map<NodeJS.Timeout, () => void>();
  // The first attempt of each event until it is answered: PayPal sends an event a moment after the
  // capture, and a test's next step must not race it (deliveries/wait).
  const firstDeliveries = new Set<Promise<void>>();
  const webhookUrl = () =>
    typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;

  // PayPal takes a capture with an empty JSON body, and the token call as a form. Fastify's own JSON
  // parser does the rest (it refuses __proto__ and constructor.prototype keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString(); // a string already: parseAs 'string'
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      app.log.error({ err: error }, 'PayPal emulator failed');
      return sendAnswer(reply, {
        status: 500,
        body: {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'An internal server error has occurred.',
          debug_id: debugId(),
        },
      });
    }
    return sendAnswer(reply, {
      ...invalidRequest([{ field: '/', issue: 'MALFORMED_REQUEST_JSON', description: error.message }]),
      status,
    });
  });
  app.addHook('onClose', async () => {
    for (const [timer, end] of pendingDeliveries) {
      clearTimeout(timer);
      end();
    }
    for (const timer of lapseTimers) clearTimeout(timer);
    store.close();
  });

  /** Where events link to and name their certificate: the address the app reaches the emulator at. */
  function selfBase(request: FastifyRequest): string {
    try {
      return `${ownUrl(app)}${app.prefix}`;
    } catch {
      // Not listening (inject() only): the request's own host is all there is.
      return `${request.protocol}://${request.host}${app.prefix}`;
    }
  }

  const certUrl = (base: string) => `${base}/v1/notifications/certs/${emulatorCertId}`;

  // A token is never revoked, only expires, so one this process has seen (minted here, or found in the
  // store) needs no look into the store on every call: that was one store call per PayPal call.
  const knownTokens = new Map<string, number>();
  const rememberToken = (token: string, expiresAt: number) => {
    if (expiresAt <= Date.now()) return;
    if (knownTokens.size >= 1_000) knownTokens.clear();
    knownTokens.set(token, expiresAt);
  };

  const context: EmulatorContext = {
    store,
    captureLatencyMs: options.captureLatencyMs ?? 0,
    approvalLapseMs,
    now: options.now ?? Date.now,
    scheduleLapse(orderId, request) {
      const base = selfBase(request);
      // Node keeps a timer at most about 24.8 days; a longer window is left to the reads that lapse it.
      if (approvalLapseMs > 2_147_483_647) return;
      const timer = setTimeout(async () => {
        lapseTimers.delete(timer);
        const lapsed = await store.update((state) => {
          const order = own(state.orders, orderId);
          return lapseIfDue(order, context.now(), approvalLapseMs)
            ? approvalReversedEvent(order!, base)
            : null;
        });
        if (lapsed) context.announce(lapsed, request);
      }, approvalLapseMs);
      timer.unref();
      lapseTimers.add(timer);
    },
    linkBase: (request) => `${request.protocol}://${request.host}${app.prefix}`,
    selfBase,
    async requireToken(request: FastifyRequest, reply: FastifyReply) {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (token === undefined) return sendAnswer(reply, authenticationFailure());
      let expiresAt = knownTokens.get(token);
      if (expiresAt === undefined) {
        expiresAt = (await store.update((state) => own(state.tokens, token))) ?? 0;
        rememberToken(token, expiresAt);
      }
      if (expiresAt <= Date.now()) return sendAnswer(reply, authenticationFailure());
    },
    announce(event, request) {
      const url = webhookUrl();
      if (!url) return;
      const cert = certUrl(selfBase(request));
      const attempt = (index: number): Promise<void> =>
        new Promise((end) => {
          const timer = setTimeout(async () => {
            pendingDeliveries.delete(timer);
            const status = await deliverEvent(url, event, emulatorCredentials.webhookId, cert).catch(() => 0);
            end();
            if ((status < 200 || status > 299) && index + 1 < deliveryDelaysMs.length) attempt(index + 1);
          }, deliveryDelaysMs[index]);
          pendingDeliveries.set(timer, end);
        });
      const first = attempt(0).finally(() => firstDeliveries.delete(first));
      firstDeliveries.add(first);
    },
    async firstDeliveriesDone() {
      while (firstDeliveries.size > 0) await Promise.all(firstDeliveries);
    },
    async announceNow(event, request) {
      const url = webhookUrl();
      if (!url) return null;
      const status = await deliverEvent(
        url,
        event,
        emulatorCredentials.webhookId,
        certUrl(selfBase(request)),
      );
      return { status };
    },
    async deliverNow(event, request) {
      const delivery = await context.announceNow(event, request);
      if (delivery && (delivery.status < 200 || delivery.status > 299)) context.announce(event, request);
      return delivery;
    },
  };

  app.post('/v1/oauth2/token', async (request, reply) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [clientId = '', clientSecret = ''] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    if (
      scheme !== 'Basic' ||
      !sameText(clientId, emulatorCredentials.clientId) ||
      !sameText(clientSecret, emulatorCredentials.clientSecret)
    ) {
      return sendAnswer(reply, invalidClient());
    }
    const grantType = (request.body as Record<string, string> | undefined)?.grant_type;
    if (grantType !== 'client_credentials') {
      return sendAnswer(reply, {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
      });
    }
    const token = `A21AA${randomBytes(32).toString('base64url')}`;
    const expiresAt = Date.now() + tokenLifetimeSeconds * 1000;
    await store.update((state) => {
      state.tokens[token] = expiresAt;
    });
    rememberToken(token, expiresAt);
    return {
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/checkout/orders',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-EMULATOR',
      expires_in: tokenLifetimeSeconds,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    };
  });

  await orderRoutes(app, context);
  await paymentRoutes(app, context);
  await disputeRoutes(app, context);
  await reportingRoutes(app, context);
  await notificationRoutes(app, { ...context, webhookConfigured: () => webhookUrl() !== undefined });

  // The certificate PAYPAL-CERT-URL names, as PayPal serves its own: a PEM, no token needed.
  app.get(`/v1/notifications/certs/${emulatorCertId}`, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(emulatorWebhookCertPem),
  );

  app.get('/sdk/js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(standInScript(app.prefix)),
  );
}
