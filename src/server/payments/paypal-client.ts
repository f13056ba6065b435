import type { Cents } from '../../domain/money';
import { PayPalError } from './paypal-error';
import type {
  CaptureDetails,
  CaptureResult,
  CaptureSummary,
  CreateOrderInput,
  PayPalOrder,
  RefundResult,
} from './paypal-results';
import { searchResponseSchema, type TransactionPage, transactionPage } from './paypal-transaction-search';
import { createPayPalTransport, type PayPalOperation } from './paypal-transport';
import {
  captureSchema,
  createdOrderSchema,
  fromPayPalValue,
  orderSchema,
  type PayPalOrderBody,
  payerOf,
  refundSchema,
  toPayPalMoney,
} from './paypal-types';
import { createWebhookVerifier, defaultCertOrigins, type WebhookHeaders } from './paypal-webhook-verifier';

export { PayPalError } from './paypal-error';
export type * from './paypal-results';
export type { PayPalTransaction } from './paypal-transaction-search';
export type { PayPalOperation } from './paypal-transport';

// The only file that knows PayPal's HTTP API (docs/decisions/010-paypal-client-and-emulator.md). The
// built-in emulator answers the same paths, so this client runs unchanged against it in tests and in
// test mode.

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
  now: () => number;
  /** Told about every error PayPal answered (with its debug_id) and every failure to reach it. */
  onError?: (error: PayPalError, operation: PayPalOperation) => void;
  /**
   * Origins a webhook's `paypal-cert-url` may point at (PayPal's own API hosts, or the emulator's);
   * a certificate from anywhere else is never fetched, and the event is not believed.
   */
  certOrigins?: string[] | (() => string[]);
}

export interface PayPalClient {
  createOrder(input: CreateOrderInput): Promise<{ id: string; status: string }>;
  getOrder(orderId: string): Promise<PayPalOrder>;
  /** Same requestId, same answer and no second capture: use one id per capture attempt for retries. */
  captureOrder(orderId: string, requestId: string): Promise<CaptureResult>;
  getCapture(captureId: string): Promise<CaptureDetails>;
  /** Refunds `amountCents`, or whatever is left of the capture when omitted. Same requestId, same refund. */
  refundCapture(
    captureId: string,
    input: { amountCents?: Cents; requestId: string; noteToPayer?: string; customId?: string },
  ): Promise<RefundResult>;
  /** GET /v2/payments/refunds/{id}: PayPal's own record of a refund or a reversal. */
  getRefund(refundId: string): Promise<RefundResult>;
  /** Transaction Search: one page (from 1) of what began in a window of at most 31 days. */
  searchTransactions(input: {
    startIso: string;
    endIso: string;
    page: number;
    pageSize: number;
  }): Promise<TransactionPage>;
  /**
   * True only when the event was signed by PayPal for our webhook id, checked over the exact bytes that
   * arrived (PayPal signs those, not a re-serialisation of them).
   */
  verifyWebhookSignature(input: { headers: WebhookHeaders; rawBody: string | Buffer }): Promise<boolean>;
}

// PayPal's order, capture and refund ids are short upper-case codes; anything else cannot exist
// there, and must not be able to change the path of our request.
const resourceIdPattern = /^[A-Za-z0-9-]{1,36}$/;

type CaptureBody = ReturnType<typeof captureSchema.parse>;

const captureLink = /\/v2\/payments\/captures\/([A-Za-z0-9-]{1,36})\/?$/;

function refundSummary(refund: ReturnType<typeof refundSchema.parse>): RefundResult {
  const up = refund.links?.find((link) => link.rel === 'up' && captureLink.test(link.href));
  return {
    id: refund.id,
    status: refund.status,
    amountCents: fromPayPalValue(refund.amount.value),
    currency: refund.amount.currency_code,
    captureId: up ? (captureLink.exec(up.href)?.[1] ?? null) : null,
    customId: refund.custom_id ?? null,
  };
}

function captureSummary(capture: CaptureBody): CaptureSummary {
  return {
    id: capture.id,
    status: capture.status,
    statusReason: capture.status_details?.reason ?? null,
    amountCents: fromPayPalValue(capture.amount.value),
    currency: capture.amount.currency_code,
  };
}

export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now;
  const base = () =>
    (typeof options.apiBase === 'string' ? options.apiBase : options.apiBase()).replace(/\/+$/, '');

  const { call, parse, failure } = createPayPalTransport({
    base,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: fetchImpl,
    timeoutMs,
    now,
    ...(options.onError ? { onError: options.onError } : {}),
  });

  function resourcePath(prefix: string, id: string, suffix = ''): string {
    if (!resourceIdPattern.test(id)) {
      throw new PayPalError({
        status: 404,
        code: 'RESOURCE_NOT_FOUND',
        issue: 'INVALID_RESOURCE_ID',
        message: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      });
    }
    return `${prefix}/${id}${suffix}`;
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
      capture: capture ? captureSummary(capture) : null,
      refunds: (order.purchase_units ?? [])
        .flatMap((each) => each.payments?.refunds ?? [])
        .map(refundSummary),
      payer: payer.name || payer.email ? payer : null,
    };
  }

  const verifyWebhookSignature = createWebhookVerifier({
    webhookId: options.webhookId,
    certOrigins: () => {
      const given = typeof options.certOrigins === 'function' ? options.certOrigins() : options.certOrigins;
      return given ?? defaultCertOrigins(base());
    },
    fetch: fetchImpl,
    timeoutMs,
    now,
    onError: (error) => failure(error, 'webhook-certificate'),
  });

  return {
    async createOrder({ amountCents, description, customId, invoiceId }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`An order needs a positive whole number of cents, not ${amountCents}.`);
      }
      const { body } = await call('create-order', 'POST', '/v2/checkout/orders', {
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              amount: toPayPalMoney(amountCents),
              ...(customId ? { custom_id: customId.slice(0, 127) } : {}),
              ...(invoiceId ? { invoice_id: invoiceId.slice(0, 127) } : {}),
              ...(description ? { description: description.slice(0, 127) } : {}),
            },
          ],
          payment_source: {
            paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
          },
        },
      });
      return parse(createdOrderSchema, body, 'create-order', 'creating an order');
    },

    async getOrder(orderId) {
      const { body } = await call('get-order', 'GET', resourcePath('/v2/checkout/orders', orderId));
      return summarize(parse(orderSchema, body, 'get-order', 'reading an order'));
    },

    async captureOrder(orderId, requestId) {
      const { body } = await call(
        'capture-order',
        'POST',
        resourcePath('/v2/checkout/orders', orderId, '/capture'),
        { headers: { 'paypal-request-id': requestId, prefer: 'return=representation' } },
      );
      const order = parse(orderSchema, body, 'capture-order', 'capturing an order');
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      const parsedCapture = parse(captureSchema, capture, 'capture-order', 'capturing an order');
      const summary = captureSummary(parsedCapture);
      return {
        orderId: order.id,
        status: order.status,
        captureId: summary.id,
        captureStatus: summary.status,
        captureStatusReason: summary.statusReason,
        amountCents: summary.amountCents,
        currency: summary.currency,
        customId: parsedCapture.custom_id ?? order.purchase_units?.[0]?.custom_id ?? null,
        payer: payerOf(order),
      };
    },

    async getCapture(captureId) {
      const { body } = await call('get-capture', 'GET', resourcePath('/v2/payments/captures', captureId));
      const capture = parse(captureSchema, body, 'get-capture', 'reading a capture');
      return {
        ...captureSummary(capture),
        orderId: capture.supplementary_data?.related_ids?.order_id ?? null,
        customId: capture.custom_id ?? null,
        invoiceId: capture.invoice_id ?? null,
      };
    },

    async refundCapture(captureId, { amountCents, requestId, noteToPayer, customId }) {
      if (amountCents !== undefined && (!Number.isInteger(amountCents) || amountCents <= 0)) {
        throw new RangeError(`A refund needs a positive whole number of cents, not ${amountCents}.`);
      }
      const { body } = await call(
        'refund-capture',
        'POST',
        resourcePath('/v2/payments/captures', captureId, '/refund'),
        {
          // An empty body refunds what is left of the capture (Payments v2 refund_request).
          body: {
            ...(amountCents === undefined ? {} : { amount: toPayPalMoney(amountCents) }),
            ...(noteToPayer ? { note_to_payer: noteToPayer.slice(0, 255) } : {}),
            ...(customId ? { custom_id: customId.slice(0, 127) } : {}),
          },
          headers: { 'paypal-request-id': requestId, prefer: 'return=representation' },
        },
      );
      return refundSummary(parse(refundSchema, body, 'refund-capture', 'refunding a capture'));
    },

    async getRefund(refundId) {
      const { body } = await call('get-refund', 'GET', resourcePath('/v2/payments/refunds', refundId));
      return refundSummary(parse(refundSchema, body, 'get-refund', 'reading a refund'));
    },

    async searchTransactions({ startIso, endIso, page, pageSize }) {
      const query = new URLSearchParams({
        start_date: startIso,
        end_date: endIso,
        fields: 'transaction_info',
        page_size: String(pageSize),
        page: String(page),
      });
      const { body } = await call('search-transactions', 'GET', `/v1/reporting/transactions?${query}`);
      return transactionPage(
        parse(searchResponseSchema, body, 'search-transactions', 'a transaction search'),
      );
    },

    verifyWebhookSignature,
  };
}
