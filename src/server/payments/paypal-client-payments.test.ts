import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorCredentials } from '../../../emulator/paypal-emulator';
import {
  type EmulatorServer,
  startEmulatorServer,
} from '../../../emulator/test-support/paypal-emulator-server';
import { approvePayPalOrder } from '../../../tests/support/paypal-emulator';
import { fetchMockingPayPal } from '../../../tests/support/paypal-mock-fetch';
import { rejectionOf } from '../../../tests/support/rejections';
import {
  createPayPalClient,
  type PayPalClientOptions,
  PayPalError,
  type PayPalOperation,
} from './paypal-client';

// Captures, refunds, PayPal's negative-testing header and error reporting, through the production
// client against the emulator over HTTP.

describe('the PayPal client: captures, refunds and errors', () => {
  let emulator: EmulatorServer;
  beforeAll(async () => {
    emulator = await startEmulatorServer();
  });
  afterAll(() => emulator.close());

  function client(overrides: Partial<PayPalClientOptions> = {}) {
    const errors: { error: PayPalError; operation: PayPalOperation }[] = [];
    const paypal = createPayPalClient({
      apiBase: emulator.base,
      clientId: emulatorCredentials.clientId,
      clientSecret: emulatorCredentials.clientSecret,
      onError: (error, operation) => errors.push({ error, operation }),
      now: Date.now,
      ...overrides,
    });
    return { paypal, errors };
  }

  async function captured(paypal: ReturnType<typeof client>['paypal'], captureStatus?: 'PENDING') {
    const order = await paypal.createOrder({ amountCents: 5_000, customId: 'order-7' });
    await approvePayPalOrder(emulator.server, order.id, captureStatus ? { captureStatus } : {});
    return paypal.captureOrder(order.id, `capture-${order.id}-0`);
  }

  const refusal = (promise: Promise<unknown>) => rejectionOf(promise, PayPalError);

  it('reads a capture with its order, and a PENDING capture with its reason', async () => {
    const { paypal } = client();
    const done = await captured(paypal);
    expect(await paypal.getCapture(done.captureId)).toEqual({
      id: done.captureId,
      status: 'COMPLETED',
      statusReason: null,
      amountCents: 5_000,
      currency: 'USD',
      orderId: done.orderId,
      customId: 'order-7',
      invoiceId: null,
    });
    const pending = await captured(paypal, 'PENDING');
    expect(pending).toMatchObject({
      status: 'COMPLETED',
      captureStatus: 'PENDING',
      captureStatusReason: 'ECHECK',
    });
    expect(await paypal.getOrder(pending.orderId)).toMatchObject({
      capture: { status: 'PENDING', statusReason: 'ECHECK' },
    });
  });

  it('refunds part, then the rest when no amount is given, and a retried refund is the same refund', async () => {
    const { paypal } = client();
    const { captureId } = await captured(paypal);
    const part = await paypal.refundCapture(captureId, { amountCents: 1_250, requestId: 'refund-a' });
    expect(part).toMatchObject({ status: 'COMPLETED', amountCents: 1_250, currency: 'USD' });
    expect(await paypal.refundCapture(captureId, { amountCents: 1_250, requestId: 'refund-a' })).toEqual(
      part,
    );
    const rest = await paypal.refundCapture(captureId, {
      requestId: 'refund-b',
      noteToPayer: 'Event cancelled',
    });
    expect(rest.amountCents).toBe(3_750);
    expect((await paypal.getCapture(captureId)).status).toBe('REFUNDED');
    const more = await refusal(paypal.refundCapture(captureId, { requestId: 'refund-c' }));
    expect(more).toMatchObject({ status: 422, issue: 'CAPTURE_FULLY_REFUNDED' });
  });

  it('reads a refund back from PayPal: its amount, status, currency and capture', async () => {
    const { paypal, errors } = client();
    const { captureId } = await captured(paypal);
    const made = await paypal.refundCapture(captureId, { amountCents: 700, requestId: 'refund-read' });
    expect(made.captureId).toBe(captureId);
    expect(await paypal.getRefund(made.id)).toEqual({
      id: made.id,
      status: 'COMPLETED',
      amountCents: 700,
      currency: 'USD',
      captureId,
      customId: null,
    });
    const unknown = await refusal(paypal.getRefund('NOSUCHREFUND1'));
    expect(unknown).toMatchObject({ status: 404, code: 'RESOURCE_NOT_FOUND' });
    expect(errors.map((reported) => reported.operation)).toEqual(['get-refund']);
    // An id PayPal cannot have never reaches PayPal, nor changes the path asked for.
    expect(await refusal(paypal.getRefund('../captures/X'))).toMatchObject({ status: 404 });
    expect(errors).toHaveLength(1);
  });

  it("refuses a refund larger than what is left with PayPal's issue", async () => {
    const { paypal } = client();
    const { captureId } = await captured(paypal);
    const error = await refusal(
      paypal.refundCapture(captureId, { amountCents: 5_001, requestId: 'too-much' }),
    );
    expect(error).toMatchObject({ status: 422, issue: 'REFUND_AMOUNT_EXCEEDED' });
  });

  it('reports a refused capture with its issue, and tells onError with the debug_id', async () => {
    const { paypal, errors } = client({ fetch: fetchMockingPayPal(/\/capture$/, 'INSTRUMENT_DECLINED') });
    const order = await paypal.createOrder({ amountCents: 1_000 });
    await approvePayPalOrder(emulator.server, order.id);
    const error = await refusal(paypal.captureOrder(order.id, 'mocked'));
    expect(error).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
    expect(error.debugId).toMatch(/^[0-9a-f]{13}$/);
    expect(errors).toEqual([{ error, operation: 'capture-order' }]);
  });

  it.each([
    ['RATE_LIMIT_REACHED', 429],
    ['INTERNAL_SERVER_ERROR', 500],
  ])('reports a mocked %s at capture as a PayPalError %i with its debug_id', async (code, status) => {
    const { paypal, errors } = client({ fetch: fetchMockingPayPal(/\/capture$/, code) });
    const order = await paypal.createOrder({ amountCents: 1_000 });
    await approvePayPalOrder(emulator.server, order.id);
    const error = await refusal(paypal.captureOrder(order.id, 'x'));
    expect(error).toMatchObject({ status, code });
    expect(errors[0]?.error.debugId).toBe(error.debugId);
    expect(error.debugId).toBeTruthy();
  });

  it("takes the debug id from PayPal's header when the body has none (the token endpoint)", async () => {
    const { paypal, errors } = client({ clientSecret: 'wrong' });
    const error = await refusal(paypal.createOrder({ amountCents: 100 }));
    expect(error).toMatchObject({ status: 401, code: 'invalid_client' });
    expect(error.debugId).toBeTruthy();
    expect(errors).toEqual([{ error, operation: 'token' }]);
  });

  it('tells onError when PayPal cannot be reached', async () => {
    const { paypal, errors } = client({ apiBase: 'http://127.0.0.1:9', timeoutMs: 1_000 });
    const error = await refusal(paypal.getCapture('ABC'));
    expect(error.status).toBe(0);
    expect(errors).toEqual([{ error, operation: 'token' }]);
  });
});
