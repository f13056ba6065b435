import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  ResponseValidationError,
} from '@paypal/paypal-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalClient, PayPalError } from '../src/server/payments/paypal-client';
import { fetchMockingPayPal } from '../tests/support/paypal-mock-fetch';
import { rejectionOf } from '../tests/support/rejections';
import { emulatorCredentials } from './paypal-emulator';
import {
  captureRefusalCodes,
  type EmulatorServer,
  startEmulatorServer,
} from './test-support/paypal-emulator-server';

// PayPal's official server SDK drives the emulator through every answer this site relies on, and
// must accept each one: successes parse against the SDK's own schemas (generated from PayPal's
// OpenAPI definitions), refusals arrive as the SDK's ApiError with PayPal's status and body. Our
// production client then goes through the same cases. The SDK's base URL is fixed to PayPal's hosts,
// so its HTTPS agent hands every connection to the emulator (plain HTTP on a local port) instead:
// no request can leave the machine. docs/decisions/016-paypal-outcomes-and-webhooks.md

/** An HTTPS agent whose every connection is a plain TCP connection to the local emulator. */
class ToEmulator extends https.Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  override createConnection(): net.Socket {
    return net.connect(this.port, '127.0.0.1');
  }
}

const mock = (code: string) => JSON.stringify({ mock_application_codes: code });

let emulator: EmulatorServer;
// Holds each capture "in flight" for a while, for the duplicate that arrives meanwhile.
let slow: EmulatorServer;
beforeAll(async () => {
  emulator = await startEmulatorServer({}, '');
  slow = await startEmulatorServer({ captureLatencyMs: 500 }, '');
});
afterAll(async () => {
  await emulator.close();
  await slow.close();
});

function sdkFor(server: Pick<EmulatorServer, 'base'>) {
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: emulatorCredentials.clientId,
      oAuthClientSecret: emulatorCredentials.clientSecret,
    },
    environment: Environment.Sandbox,
    timeout: 5_000,
    httpClientOptions: { httpsAgent: new ToEmulator(Number(new URL(server.base).port)) },
  });
  return { orders: new OrdersController(client), payments: new PaymentsController(client) };
}

/** The buyer approves in "PayPal's window" (the emulator's test-only call). */
async function approvePayPalOrder(server: EmulatorServer, id: string, captureStatus?: string) {
  const response = await fetch(`${server.base}/v2/checkout/orders/${id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(captureStatus ? { capture_status: captureStatus } : {}),
  });
  expect(response.status).toBe(200);
}

/** The capture window closes now (the emulator's test-only lapse-approval). */
async function lapseApproval(server: EmulatorServer, id: string) {
  const response = await fetch(`${server.base}/v2/checkout/orders/${id}/lapse-approval`, { method: 'POST' });
  expect(response.status).toBe(200);
}

const apiErrorOf = (promise: Promise<unknown>) => rejectionOf(promise, ApiError);

/** PayPal's error body, as the SDK hands it over. */
function errorBody(error: ApiError): { name: string; debug_id: string; details?: { issue: string }[] } {
  return JSON.parse(String(error.body));
}

describe("PayPal's server SDK against the emulator", () => {
  it("refuses an answer that breaks PayPal's schema, so what it accepts below means something", async () => {
    const wrong = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const token = { access_token: 'token', token_type: 'Bearer', expires_in: 3600 };
      response.end(JSON.stringify(request.url?.startsWith('/v1/oauth2/token') ? token : { id: 5 }));
    });
    await new Promise<void>((resolve) => wrong.listen(0, '127.0.0.1', resolve));
    try {
      const port = (wrong.address() as net.AddressInfo).port;
      const error = await sdkFor({ base: `http://127.0.0.1:${port}` })
        .orders.getOrder({ id: 'ANY' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResponseValidationError);
    } finally {
      wrong.close();
    }
  });

  const { orders, payments } = {
    orders: () => sdkFor(emulator).orders,
    payments: () => sdkFor(emulator).payments,
  };

  async function approvedOrder(server = emulator, value = '25.00', captureStatus?: string) {
    const created = await sdkFor(server).orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [{ amount: { currencyCode: 'USD', value }, customId: 'order-1' }],
      },
    });
    await approvePayPalOrder(server, created.result.id!, captureStatus);
    return created.result.id!;
  }

  it('creates an order: minimal without Prefer, the whole order with it', async () => {
    const body = {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [{ amount: { currencyCode: 'USD', value: '10.00' } }],
    };
    const minimal = await orders().createOrder({ body });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.result).toMatchObject({ id: expect.any(String), status: 'CREATED' });
    expect(minimal.result.purchaseUnits).toBeUndefined();
    const full = await orders().createOrder({ body, prefer: 'return=representation' });
    expect(full.result.purchaseUnits?.[0]?.amount).toMatchObject({ currencyCode: 'USD', value: '10.00' });
    const read = await orders().getOrder({ id: full.result.id! });
    expect(read.result).toMatchObject({ id: full.result.id, status: 'CREATED', intent: 'CAPTURE' });
  });

  it('refuses an invalid amount with 422 DECIMAL_PRECISION', async () => {
    const error = await apiErrorOf(
      orders().createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{ amount: { currencyCode: 'USD', value: '10.005' } }],
        },
      }),
    );
    expect(error.statusCode).toBe(422);
    expect(errorBody(error).details?.[0]?.issue).toBe('DECIMAL_PRECISION');
  });

  it('captures (201), and a repeat with the same PayPal-Request-Id answers 200 with the same order', async () => {
    const id = await approvedOrder();
    const first = await orders().captureOrder({
      id,
      paypalRequestId: `c-${id}`,
      prefer: 'return=representation',
    });
    expect(first.statusCode).toBe(201);
    const capture = first.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { value: '25.00' } });
    const again = await orders().captureOrder({
      id,
      paypalRequestId: `c-${id}`,
      prefer: 'return=representation',
    });
    expect(again.statusCode).toBe(200);
    expect(again.result).toEqual(first.result);
    const minimal = await orders().captureOrder({ id, paypalRequestId: `c-${id}` });
    expect(minimal.statusCode).toBe(200);
  });

  it('answers a duplicate capture sent while the first is in flight with the first answer, and another id with ORDER_ALREADY_CAPTURED', async () => {
    const id = await approvedOrder(slow);
    const sdk = sdkFor(slow).orders;
    const reached = slow.reached('/capture');
    const first = sdk.captureOrder({ id, paypalRequestId: 'first' });
    await reached;
    const error = await apiErrorOf(sdk.captureOrder({ id, paypalRequestId: 'second' }));
    expect(error.statusCode).toBe(422);
    expect(errorBody(error).details?.[0]?.issue).toBe('ORDER_ALREADY_CAPTURED');
    const same = await sdk.captureOrder({ id, paypalRequestId: 'first' });
    expect(same.statusCode).toBe(200);
    expect((await first).statusCode).toBe(201);
  });

  it.each(captureRefusalCodes)(
    'surfaces PayPal-Mock-Response %s at capture as an ApiError %i with its debug_id',
    async (code, status) => {
      const id = await approvedOrder();
      const error = await apiErrorOf(
        orders().captureOrder({ id, paypalRequestId: `m-${id}`, paypalMockResponse: mock(code) }),
      );
      expect(error.statusCode).toBe(status);
      const body = errorBody(error);
      expect(body.debug_id).toBeTruthy();
      if (status === 422) expect(body.details?.[0]?.issue).toBe(code);
    },
  );

  it('declines a capture the buyer approved with a declined card (422 INSTRUMENT_DECLINED)', async () => {
    const id = await approvedOrder(emulator, '30.00', 'DECLINED');
    const error = await apiErrorOf(orders().captureOrder({ id, paypalRequestId: `d-${id}` }));
    expect(error.statusCode).toBe(422);
    expect(errorBody(error).details?.[0]?.issue).toBe('INSTRUMENT_DECLINED');
  });

  it.each([
    ['CAPTURE_DECLINED', 'DECLINED'],
    ['CAPTURE_FAILED', 'FAILED'],
  ])('captures (201) with PayPal-Mock-Response %s a capture whose status is %s', async (code, status) => {
    const id = await approvedOrder(emulator, '35.00');
    const answer = await orders().captureOrder({
      id,
      paypalRequestId: `x-${id}`,
      prefer: 'return=representation',
      paypalMockResponse: mock(code),
    });
    expect(answer.statusCode).toBe(201);
    const capture = answer.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({ status, amount: { value: '35.00' } });
    const read = await payments().getCapturedPayment({ captureId: capture!.id! });
    expect(read.result.status).toBe(status);
  });

  it('refuses to capture an order whose approval lapsed (422 ORDER_NOT_APPROVED), and reads it VOIDED', async () => {
    const id = await approvedOrder(emulator, '45.00');
    await lapseApproval(emulator, id);
    const error = await apiErrorOf(orders().captureOrder({ id, paypalRequestId: `l-${id}` }));
    expect(error.statusCode).toBe(422);
    expect(errorBody(error).details?.[0]?.issue).toBe('ORDER_NOT_APPROVED');
    const read = await orders().getOrder({ id });
    expect(read.result).toMatchObject({ id, status: 'VOIDED' });
  });

  it('captures PENDING, with the reason, and reads the capture', async () => {
    const id = await approvedOrder(emulator, '40.00', 'PENDING');
    const answer = await orders().captureOrder({
      id,
      paypalRequestId: `p-${id}`,
      prefer: 'return=representation',
    });
    const capture = answer.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(answer.result.status).toBe('COMPLETED');
    expect(capture).toMatchObject({ status: 'PENDING', statusDetails: { reason: 'ECHECK' } });
    const read = await payments().getCapturedPayment({ captureId: capture!.id! });
    expect(read.result).toMatchObject({
      status: 'PENDING',
      supplementaryData: { relatedIds: { orderId: id } },
    });
  });

  it('reads a capture PayPal holds for a chargeback: PENDING with the reason CHARGEBACK', async () => {
    const id = await approvedOrder(emulator, '55.00');
    const captured = await orders().captureOrder({ id, paypalRequestId: `h-${id}` });
    const captureId = captured.result.purchaseUnits![0]!.payments!.captures![0]!.id!;
    const held = await fetch(`${emulator.base}/v2/payments/captures/${captureId}/hold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'CHARGEBACK' }),
    });
    expect(held.status).toBe(200);
    const read = await payments().getCapturedPayment({ captureId });
    expect(read.result).toMatchObject({ status: 'PENDING', statusDetails: { reason: 'CHARGEBACK' } });
  });

  it('refunds part and then the rest, and reads the capture as REFUNDED', async () => {
    const id = await approvedOrder(emulator, '50.00');
    const captured = await orders().captureOrder({
      id,
      paypalRequestId: `r-${id}`,
      prefer: 'return=representation',
    });
    const captureId = captured.result.purchaseUnits![0]!.payments!.captures![0]!.id!;
    const part = await payments().refundCapturedPayment({
      captureId,
      paypalRequestId: 'refund-1',
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'USD', value: '20.00' }, noteToPayer: 'Partial refund' },
    });
    expect(part.statusCode).toBe(201);
    expect(part.result).toMatchObject({ status: 'COMPLETED', amount: { value: '20.00' } });
    const rest = await payments().refundCapturedPayment({ captureId, paypalRequestId: 'refund-2' });
    expect(rest.result).toMatchObject({ id: expect.any(String), status: 'COMPLETED' });
    const shown = await payments().getRefund({ refundId: part.result.id! });
    expect(shown.result).toMatchObject({
      id: part.result.id,
      status: 'COMPLETED',
      amount: { value: '20.00' },
    });
    const read = await payments().getCapturedPayment({ captureId });
    expect(read.result.status).toBe('REFUNDED');
    const more = await apiErrorOf(
      payments().refundCapturedPayment({ captureId, paypalRequestId: 'refund-3' }),
    );
    expect(more.statusCode).toBe(422);
    expect(errorBody(more).details?.[0]?.issue).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('answers a refund held as PENDING with its reason, our custom_id, and lists it on the order', async () => {
    const id = await approvedOrder(emulator, '30.00');
    const captured = await orders().captureOrder({ id, paypalRequestId: `p-${id}` });
    const captureId = captured.result.purchaseUnits![0]!.payments!.captures![0]!.id!;
    const pending = await payments().refundCapturedPayment({
      captureId,
      paypalRequestId: `pending-${id}`,
      paypalMockResponse: mock('REFUND_PENDING'),
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'USD', value: '10.00' }, customId: 'our-key-0000000001' },
    });
    expect(pending.statusCode).toBe(201);
    expect(pending.result).toMatchObject({
      status: 'PENDING',
      statusDetails: { reason: 'ECHECK' },
      customId: 'our-key-0000000001',
    });
    const order = await orders().getOrder({ id });
    expect(order.result.purchaseUnits![0]!.payments!.refunds).toEqual([
      expect.objectContaining({ id: pending.result.id, status: 'PENDING' }),
    ]);
  });
});

describe('our PayPal client through the same cases', () => {
  function client(server = emulator, mockCode?: string) {
    return createPayPalClient({
      apiBase: server.base,
      clientId: emulatorCredentials.clientId,
      clientSecret: emulatorCredentials.clientSecret,
      now: Date.now,
      ...(mockCode ? { fetch: fetchMockingPayPal(/\/capture$/, mockCode) } : {}),
    });
  }

  const refusal = (promise: Promise<unknown>) => rejectionOf(promise, PayPalError);

  async function approvedOrder(server = emulator, captureStatus?: string) {
    const order = await client(server).createOrder({ amountCents: 2_500, customId: 'order-1' });
    await approvePayPalOrder(server, order.id, captureStatus);
    return order.id;
  }

  it('creates, reads, captures, repeats the capture and refunds', async () => {
    const paypal = client();
    const id = await approvedOrder();
    expect(await paypal.getOrder(id)).toMatchObject({ status: 'APPROVED', amountCents: 2_500 });
    const first = await paypal.captureOrder(id, `c-${id}`);
    expect(first).toMatchObject({ captureStatus: 'COMPLETED', amountCents: 2_500 });
    expect(await paypal.captureOrder(id, `c-${id}`)).toEqual(first);
    expect((await paypal.getCapture(first.captureId)).orderId).toBe(id);
    expect(
      (await paypal.refundCapture(first.captureId, { amountCents: 500, requestId: 'r1' })).amountCents,
    ).toBe(500);
    expect((await paypal.refundCapture(first.captureId, { requestId: 'r2' })).amountCents).toBe(2_000);
    expect((await paypal.getCapture(first.captureId)).status).toBe('REFUNDED');
  });

  it('reports an in-flight capture under another request id as ORDER_ALREADY_CAPTURED', async () => {
    const id = await approvedOrder(slow);
    const reached = slow.reached('/capture');
    const first = client(slow).captureOrder(id, 'first');
    await reached;
    const error = await refusal(client(slow).captureOrder(id, 'second'));
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
    expect((await first).captureStatus).toBe('COMPLETED');
  });

  it.each(captureRefusalCodes)(
    'reports PayPal-Mock-Response %s as a PayPalError %i with its debug_id',
    async (code, status) => {
      const id = await approvedOrder();
      const error = await refusal(client(emulator, code).captureOrder(id, `m-${id}`));
      expect(error.status).toBe(status);
      expect(error.debugId).toBeTruthy();
      if (status === 422) expect(error.issue).toBe(code);
    },
  );

  it.each([
    ['CAPTURE_DECLINED', 'DECLINED'],
    ['CAPTURE_FAILED', 'FAILED'],
  ])('reads a 201 capture answered for PayPal-Mock-Response %s as %s', async (code, status) => {
    const id = await approvedOrder();
    const captured = await client(emulator, code).captureOrder(id, `x-${id}`);
    expect(captured).toMatchObject({ status: 'COMPLETED', captureStatus: status, amountCents: 2_500 });
    expect((await client().getCapture(captured.captureId)).status).toBe(status);
  });

  it('reports a capture after the approval lapsed as a 422 ORDER_NOT_APPROVED, and the order as VOIDED', async () => {
    const id = await approvedOrder();
    await lapseApproval(emulator, id);
    const error = await refusal(client().captureOrder(id, `l-${id}`));
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED' });
    expect((await client().getOrder(id)).status).toBe('VOIDED');
  });

  it('reads a PENDING capture and its reason', async () => {
    const id = await approvedOrder(emulator, 'PENDING');
    const captured = await client().captureOrder(id, `p-${id}`);
    expect(captured).toMatchObject({
      status: 'COMPLETED',
      captureStatus: 'PENDING',
      captureStatusReason: 'ECHECK',
    });
  });
});
