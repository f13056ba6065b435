import type { z } from 'zod';
import type { Cents } from '../../domain/money';
import { PayPalError, payPalErrorFrom } from './paypal-error';
import {
  captureSchema,
  createdOrderSchema,
  fromPayPalValue,
  orderSchema,
  type Payer,
  type PayPalOrderBody,
  payerOf,
  tokenResponseSchema,
  toPayPalMoney,
  verifyWebhookResponseSchema,
} from './paypal-types';

export { PayPalError } from './paypal-error';

// The only file that knows PayPal's HTTP API (STYLE habit 4). The built-in emulator answers the same
// paths, so this client runs unchanged against it in tests and in test mode.

export interface PayPalClientOptions {
  /** 'https://api-m.paypal.com', or a function read on every call (the emulator's address is known
   * only once the server listens). */
  apiBase: string | (() => string);
  clientId: string;
  clientSecret: string;
  /** The webhook's id in PayPal's dashboard; verification needs it. */
  webhookId?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

export interface CreateOrderInput {
  amountCents: Cents;
  description?: string;
  /** Ours, echoed by PayPal on the capture and in webhooks (at most 127 characters). */
  customId?: string;
}

export interface CaptureSummary {
  id: string;
  status: string;
  amountCents: Cents;
  currency: string;
}

export interface PayPalOrder {
  id: string;
  /** CREATED, PAYER_ACTION_REQUIRED, APPROVED, COMPLETED, VOIDED. */
  status: string;
  amountCents: Cents | null;
  currency: string | null;
  customId: string | null;
  /** The first capture, once there is one. */
  capture: CaptureSummary | null;
  payer: Payer | null;
}

export interface CaptureResult {
  orderId: string;
  /** The order's status; COMPLETED once captured. */
  status: string;
  captureId: string;
  /** Only COMPLETED means the money arrived (PENDING and DECLINED exist too). */
  captureStatus: string;
  amountCents: Cents;
  currency: string;
  customId: string | null;
  payer: Payer;
}

/** The headers PayPal sends with a webhook, as Fastify gives them (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PayPalClient {
  createOrder(input: CreateOrderInput): Promise<{ id: string; status: string }>;
  getOrder(orderId: string): Promise<PayPalOrder>;
  /** Same requestId, same answer and no second capture: use one id per order for retries. */
  captureOrder(orderId: string, requestId: string): Promise<CaptureResult>;
  /** True only when PayPal confirms the webhook was signed by PayPal for our webhook id. */
  verifyWebhookSignature(input: { headers: WebhookHeaders; event: unknown }): Promise<boolean>;
}

// PayPal's order ids are short upper-case codes; anything else cannot exist there, and must not be
// able to change the path of our request.
const orderIdPattern = /^[A-Za-z0-9-]{1,36}$/;

const webhookHeaderNames = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  const base = () =>
    (typeof options.apiBase === 'string' ? options.apiBase : options.apiBase()).replace(/\/+$/, '');

  let cachedToken: { token: string; refreshAtMs: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base()}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PayPalError({
        status: 0,
        code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: timedOut
          ? `PayPal did not answer within ${Math.round(timeoutMs / 1000)} seconds.`
          : `PayPal could not be reached (${error instanceof Error ? error.message : String(error)}).`,
      });
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  }

  function parse<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new PayPalError({
        status: 502,
        code: 'UNEXPECTED_RESPONSE',
        message: `PayPal's answer to ${what} could not be read: ${parsed.error.issues[0]?.message ?? 'unknown shape'}.`,
      });
    }
    return parsed.data;
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { status, body } = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (status !== 200) throw payPalErrorFrom(status, body);
    const token = parse(tokenResponseSchema, body, 'the token request');
    // Renew a little before PayPal's deadline, so a token never expires in the middle of a call.
    const marginS = Math.min(300, Math.floor(token.expires_in / 2));
    cachedToken = { token: token.access_token, refreshAtMs: now() + (token.expires_in - marginS) * 1000 };
    return token.access_token;
  }

  function accessToken(): Promise<string> {
    if (cachedToken && now() < cachedToken.refreshAtMs) return Promise.resolve(cachedToken.token);
    // Concurrent callers share one token request.
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    extra: { body?: unknown; headers?: Record<string, string> } = {},
    mayRetry = true,
  ): Promise<{ status: number; body: unknown }> {
    const token = await accessToken();
    const answer = await send(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...extra.headers,
      },
      ...(extra.body === undefined ? {} : { body: JSON.stringify(extra.body) }),
    });
    if (answer.status === 401 && mayRetry) {
      // Revoked or expired early: one fresh token, one more try.
      if (cachedToken?.token === token) cachedToken = undefined;
      return call(method, path, extra, false);
    }
    if (answer.status < 200 || answer.status > 299) throw payPalErrorFrom(answer.status, answer.body);
    return answer;
  }

  function orderPath(orderId: string, suffix = ''): string {
    if (!orderIdPattern.test(orderId)) {
      throw new PayPalError({
        status: 404,
        code: 'RESOURCE_NOT_FOUND',
        issue: 'INVALID_RESOURCE_ID',
        message: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      });
    }
    return `/v2/checkout/orders/${orderId}${suffix}`;
  }

  function summarize(order: PayPalOrderBody): PayPalOrder {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    const payer = payerOf(order);
    return {
      id: order.id,
      status: order.status,
      amountCents: unit?.amount ? fromPayPalValue(unit.amount.value) : null,
      currency: unit?.amount?.currency_code ?? null,
      customId: unit?.custom_id ?? null,
      capture: capture
        ? {
            id: capture.id,
            status: capture.status,
            amountCents: fromPayPalValue(capture.amount.value),
            currency: capture.amount.currency_code,
          }
        : null,
      payer: payer.name || payer.email ? payer : null,
    };
  }

  return {
    async createOrder({ amountCents, description, customId }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`An order needs a positive whole number of cents, not ${amountCents}.`);
      }
      const { body } = await call('POST', '/v2/checkout/orders', {
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              amount: toPayPalMoney(amountCents),
              ...(customId ? { custom_id: customId.slice(0, 127) } : {}),
              ...(description ? { description: description.slice(0, 127) } : {}),
            },
          ],
          payment_source: {
            paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
          },
        },
      });
      return parse(createdOrderSchema, body, 'creating an order');
    },

    async getOrder(orderId) {
      const { body } = await call('GET', orderPath(orderId));
      return summarize(parse(orderSchema, body, 'reading an order'));
    },

    async captureOrder(orderId, requestId) {
      const { body } = await call('POST', orderPath(orderId, '/capture'), {
        headers: { 'paypal-request-id': requestId, prefer: 'return=representation' },
      });
      const order = parse(orderSchema, body, 'capturing an order');
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      const parsedCapture = parse(captureSchema, capture, 'capturing an order');
      return {
        orderId: order.id,
        status: order.status,
        captureId: parsedCapture.id,
        captureStatus: parsedCapture.status,
        amountCents: fromPayPalValue(parsedCapture.amount.value),
        currency: parsedCapture.amount.currency_code,
        customId: parsedCapture.custom_id ?? order.purchase_units?.[0]?.custom_id ?? null,
        payer: payerOf(order),
      };
    },

    async verifyWebhookSignature({ headers, event }) {
      // Without our webhook id nothing can be verified, so nothing is believed (main.ts warns at start).
      if (!options.webhookId) return false;
      const fields: Record<string, string> = {};
      for (const [field, header] of Object.entries(webhookHeaderNames)) {
        const value = headers[header];
        if (typeof value !== 'string' || value === '') return false;
        fields[field] = value;
      }
      const { body } = await call('POST', '/v1/notifications/verify-webhook-signature', {
        body: { ...fields, webhook_id: options.webhookId, webhook_event: event },
      });
      return (
        parse(verifyWebhookResponseSchema, body, 'verifying a webhook').verification_status === 'SUCCESS'
      );
    },
  };
}
