import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmulatorServer,
  emulatorApi,
  orderBody,
  startEmulatorServer,
} from './test-support/paypal-emulator-server';

// PayPal keeps a PayPal-Request-Id for a while only (its idempotency guide): 6 hours for orders, 45 days
// for refunds. Within that a repeat is the first answer; after it, a new request. The emulator's clock is
// moved instead of waited for.

const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('the PayPal emulator’s memory of request ids', () => {
  let offsetMs = 0;
  let emulator: EmulatorServer;
  let api: ReturnType<typeof emulatorApi>;
  beforeAll(async () => {
    emulator = await startEmulatorServer({
      now: () => Date.now() + offsetMs,
      // An approval lasts longer than the hours moved here.
      approvalLapseMs: 30 * day,
    });
    api = emulatorApi(emulator.base);
  });
  afterAll(() => emulator.close());

  async function approvedOrder(body: Record<string, unknown> = {}) {
    offsetMs = 0;
    const created = await api('POST', '/v2/checkout/orders', { body: orderBody('50.00') });
    const id = created.body.id as string;
    await api('POST', `/v2/checkout/orders/${id}/approve`, { body, token: null });
    return id;
  }
  const capture = (id: string, requestId: string) =>
    api('POST', `/v2/checkout/orders/${id}/capture`, { headers: { 'paypal-request-id': requestId } });
  const refund = (captureId: string, requestId: string, value: string) =>
    api('POST', `/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'USD', value } },
      headers: { 'paypal-request-id': requestId },
    });

  it('replays a capture’s answer for 6 hours, then takes the request id as a new capture', async () => {
    const id = await approvedOrder({ capture_status: 'DECLINED' });
    expect((await capture(id, 'attempt')).body.details[0].issue).toBe('INSTRUMENT_DECLINED');
    await api('POST', `/v2/checkout/orders/${id}/approve`, { body: {}, token: null });
    offsetMs = 5 * hour;
    expect((await capture(id, 'attempt')).body.details[0].issue).toBe('INSTRUMENT_DECLINED');
    offsetMs = 7 * hour;
    expect((await capture(id, 'attempt')).status).toBe(201);
  });

  it('replays a refund’s answer for 45 days, then refunds again under the same request id', async () => {
    const id = await approvedOrder();
    const captured = await capture(id, `capture-${id}`);
    const captureId = captured.body.purchase_units[0].payments.captures[0].id as string;
    const first = await refund(captureId, 'refund-once', '10.00');
    expect(first.status).toBe(201);
    offsetMs = 44 * day;
    const replayed = await refund(captureId, 'refund-once', '10.00');
    expect(replayed.body.id).toBe(first.body.id);
    offsetMs = 46 * day;
    const again = await refund(captureId, 'refund-once', '10.00');
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    const order = await api('GET', `/v2/checkout/orders/${id}`);
    expect(order.body.purchase_units[0].payments.refunds).toHaveLength(2);
  });
});
