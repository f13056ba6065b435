import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authenticationFailure,
  type EmulatorAnswer,
  invalidClient,
  invalidRequest,
  orderNotFound,
} from './emulator-errors';
import {
  approveBodySchema,
  approveOrder,
  captureOrder,
  createOrder,
  createOrderBodySchema,
  orderRepresentation,
  schemaProblems,
} from './emulator-orders';
import {
  createFileStore,
  createMemoryStore,
  type EmulatorOrder,
  type EmulatorStore,
  own,
} from './emulator-store';
import { captureCompletedEvent, deliverEvent, verifyBodySchema, verifySignature } from './emulator-webhooks';
import { standInScript } from './sdk-stand-in';

// A PayPal stand-in for development and tests, mounted at /paypal-emulator when no PayPal credentials
// are configured. Same paths, shapes, statuses and errors as PayPal's REST API for what this site
// uses (OAuth token, Orders v2 create/get/capture, verify-webhook-signature), plus test-only calls:
//   POST /v2/checkout/orders/{id}/approve   {"payer": {"name", "email"}, "decline": false}
//   POST /v1/notifications/simulate-event    {"event_type": "PAYMENT.CAPTURE.COMPLETED", "order_id", "url"?}
//   GET  /sdk/js                             the browser stand-in for PayPal's JS SDK
// It is a dev/test tool: it never moves money, and anyone can approve any order through it.

/** Fixed and public on purpose: the emulator guards nothing. The server uses these in emulator mode. */
export const emulatorCredentials = {
  clientId: 'emulator-client-id',
  clientSecret: 'emulator-client-secret',
  webhookId: 'EMULATORWEBHOOK01',
} as const;

export interface PayPalEmulatorOptions {
  /** Keeps orders in this JSON file (across restarts and processes); in memory when unset. */
  stateFile?: string;
  /** Where PAYMENT.CAPTURE.COMPLETED goes after each capture, as PayPal's webhooks would; none when unset. */
  webhookUrl?: string | (() => string | undefined);
  tokenLifetimeSeconds?: number;
}

const requestIdSchema = z.string().min(1).max(108);
// Retries after a failed delivery, as PayPal retries (it goes on for days; tests need seconds).
const deliveryDelaysMs = [0, 1_000, 3_000, 10_000, 30_000];

function send(reply: FastifyReply, answer: EmulatorAnswer) {
  return reply.status(answer.status).send(answer.body);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export default async function paypalEmulator(app: FastifyInstance, options: PayPalEmulatorOptions) {
  const store: EmulatorStore = options.stateFile ? createFileStore(options.stateFile) : createMemoryStore();
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
  const pendingDeliveries = new Set<NodeJS.Timeout>();
  const base = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;

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
      return reply
        .status(500)
        .send({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' });
    }
    return send(reply, {
      ...invalidRequest([{ field: '/', issue: 'MALFORMED_REQUEST_JSON', description: error.message }]),
      status,
    });
  });
  app.addHook('onClose', async () => {
    for (const timer of pendingDeliveries) clearTimeout(timer);
  });

  async function requireToken(request: FastifyRequest, reply: FastifyReply) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const valid =
      token !== undefined && (await store.update((state) => (own(state.tokens, token) ?? 0) > Date.now()));
    if (!valid) return send(reply, authenticationFailure());
  }

  function scheduleWebhook(order: EmulatorOrder, request: FastifyRequest) {
    const url = typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;
    if (!url) return;
    const emulatorBase = base(request);
    const event = captureCompletedEvent(order, emulatorBase);
    const attempt = (index: number) => {
      const timer = setTimeout(async () => {
        pendingDeliveries.delete(timer);
        const status = await deliverEvent(url, event, emulatorCredentials.webhookId, emulatorBase);
        if ((status < 200 || status > 299) && index + 1 < deliveryDelaysMs.length) attempt(index + 1);
      }, deliveryDelaysMs[index]);
      pendingDeliveries.add(timer);
    };
    attempt(0);
  }

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
      return send(reply, invalidClient());
    }
    const grantType = (request.body as Record<string, string> | undefined)?.grant_type;
    if (grantType !== 'client_credentials') {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = `A21AA${randomBytes(32).toString('base64url')}`;
    await store.update((state) => {
      state.tokens[token] = Date.now() + tokenLifetimeSeconds * 1000;
    });
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

  app.post('/v2/checkout/orders', { preHandler: requireToken }, async (request, reply) => {
    const parsed = createOrderBodySchema.safeParse(request.body);
    if (!parsed.success) return send(reply, invalidRequest(schemaProblems(parsed.error)));
    const order = await store.update((state) => createOrder(state, parsed.data, new Date()));
    return reply.status(201).send(orderRepresentation(order, base(request)));
  });

  app.get<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id',
    { preHandler: requireToken },
    async (request, reply) => {
      const id = request.params.id;
      const order = await store.update((state) => own(state.orders, id));
      if (!order) return send(reply, orderNotFound(id));
      return orderRepresentation(order, base(request));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id/capture',
    { preHandler: requireToken },
    async (request, reply) => {
      const header = request.headers['paypal-request-id'];
      const requestId = typeof header === 'string' ? header : undefined;
      if (requestId !== undefined && !requestIdSchema.safeParse(requestId).success) {
        return send(
          reply,
          invalidRequest([
            {
              field: 'PayPal-Request-Id',
              location: 'header',
              issue: 'INVALID_STRING_LENGTH',
              description: '1 to 108 characters.',
            },
          ]),
        );
      }
      const { answer, capturedNow } = await store.update((state) =>
        captureOrder(state, request.params.id, requestId, new Date(), (order) =>
          orderRepresentation(order, base(request)),
        ),
      );
      if (capturedNow) scheduleWebhook(capturedNow, request);
      return send(reply, answer);
    },
  );

  // Test-only: what the buyer does in PayPal's window. No token, like the buyer's browser.
  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/approve', async (request, reply) => {
    const parsed = approveBodySchema.safeParse(request.body);
    if (!parsed.success) return send(reply, invalidRequest(schemaProblems(parsed.error)));
    const result = await store.update((state) =>
      approveOrder(state, request.params.id, parsed.data, new Date()),
    );
    if ('refusal' in result) return send(reply, result.refusal);
    return orderRepresentation(result.order, base(request));
  });

  app.post(
    '/v1/notifications/verify-webhook-signature',
    { preHandler: requireToken },
    async (request, reply) => {
      const parsed = verifyBodySchema.safeParse(request.body);
      if (!parsed.success) return send(reply, invalidRequest(schemaProblems(parsed.error)));
      return {
        verification_status: verifySignature(parsed.data, emulatorCredentials.webhookId)
          ? 'SUCCESS'
          : 'FAILURE',
      };
    },
  );

  // Test-only: PayPal's simulate-event, but for a real captured order, delivered before answering.
  const simulateSchema = z.object({
    event_type: z.literal('PAYMENT.CAPTURE.COMPLETED'),
    order_id: z.string(),
    url: z.url().optional(),
  });
  app.post('/v1/notifications/simulate-event', async (request, reply) => {
    const parsed = simulateSchema.safeParse(request.body);
    if (!parsed.success) return send(reply, invalidRequest(schemaProblems(parsed.error)));
    const configured = typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;
    const url = parsed.data.url ?? configured;
    if (!url) {
      return send(
        reply,
        invalidRequest([
          {
            field: '/url',
            issue: 'MISSING_REQUIRED_PARAMETER',
            description: 'No webhook URL is configured; give one.',
          },
        ]),
      );
    }
    const order = await store.update((state) => own(state.orders, parsed.data.order_id));
    if (!order?.capture) {
      return send(
        reply,
        invalidRequest([
          { field: '/order_id', issue: 'INVALID_RESOURCE_ID', description: 'No captured order has this id.' },
        ]),
      );
    }
    const event = captureCompletedEvent(order, base(request));
    const deliveryStatus = await deliverEvent(url, event, emulatorCredentials.webhookId, base(request));
    return reply.status(202).send({ event, delivery: { url, status: deliveryStatus } });
  });

  app.get('/sdk/js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(standInScript(app.prefix)),
  );
}
