import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmulatorServer,
  emulatorApi,
  orderBody,
  startEmulatorServer,
  startWebhookReceiver,
} from './test-support/paypal-emulator-server';

// Approvals that lapse (PayPal's "Handle uncaptured payments"): an approved order nobody captured in time
// is cancelled, PayPal says so with CHECKOUT.PAYMENT-APPROVAL.REVERSED, and a capture afterwards is refused.

describe('the PayPal emulator, approvals that lapse', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let emulator: EmulatorServer;
  // Approvals that last 300 ms, as a merchant's capture window would, only shorter.
  let quick: EmulatorServer;
  let api: ReturnType<typeof emulatorApi>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    emulator = await startEmulatorServer({ webhookUrl: () => receiver.url });
    quick = await startEmulatorServer({ webhookUrl: () => receiver.url, approvalLapseMs: 300 });
    api = emulatorApi(emulator.base);
  });
  afterAll(async () => {
    await emulator.close();
    await quick.close();
    await receiver.close();
  });

  async function approvedOrder(call = api) {
    const created = await call('POST', '/v2/checkout/orders', {
      body: orderBody('25.00', { invoice_id: `INV-${Math.random()}`.replace('.', '') }),
    });
    const id = created.body.id as string;
    const approval = await call('POST', `/v2/checkout/orders/${id}/approve`, { body: {}, token: null });
    expect(approval.status).toBe(200);
    return id;
  }
  const reversals = (orderId: string) =>
    receiver.received.filter(
      (delivery) =>
        delivery.event.event_type === 'CHECKOUT.PAYMENT-APPROVAL.REVERSED' &&
        delivery.event.resource.order_id === orderId,
    );
  const capture = (id: string, call = api) =>
    call('POST', `/v2/checkout/orders/${id}/capture`, { headers: { 'paypal-request-id': `c-${id}` } });

  it('lapses an approval on request: the order is VOIDED, PayPal’s event names it, and a capture is refused', async () => {
    const id = await approvedOrder();
    const lapsed = await api('POST', `/v2/checkout/orders/${id}/lapse-approval`, { token: null });
    expect(lapsed.status).toBe(200);
    expect(lapsed.body.delivery).toEqual({ status: 200 });
    expect(reversals(id)).toHaveLength(1);
    expect(reversals(id)[0]?.event).toMatchObject({
      event_type: 'CHECKOUT.PAYMENT-APPROVAL.REVERSED',
      summary: 'A payment has been reversed after approval.',
      resource: {
        order_id: id,
        purchase_units: [{ custom_id: 'order-1', invoice_id: expect.stringMatching(/^INV-/) }],
        payment_source: { paypal: { email_address: 'buyer@example.com' } },
      },
    });

    const read = await api('GET', `/v2/checkout/orders/${id}`);
    expect(read.body.status).toBe('VOIDED');
    expect(read.body.links.map((link: { rel: string }) => link.rel)).toEqual(['self']);
    const refused = await capture(id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
      debug_id: expect.any(String),
    });
    // Nor can the buyer approve the cancelled order again, or it lapse twice.
    const again = await api('POST', `/v2/checkout/orders/${id}/approve`, { body: {}, token: null });
    expect(again.status).toBe(422);
    const twice = await api('POST', `/v2/checkout/orders/${id}/lapse-approval`, { token: null });
    expect(twice.status).toBe(422);
    expect(reversals(id)).toHaveLength(1);
  });

  it('loses the event on request, and refuses to lapse an order that was never approved or is captured', async () => {
    const id = await approvedOrder();
    const lost = await api('POST', `/v2/checkout/orders/${id}/lapse-approval`, {
      body: { deliver: false },
      token: null,
    });
    expect(lost.body).toMatchObject({ delivery: null, order: { status: 'VOIDED' } });
    expect(reversals(id)).toHaveLength(0);

    const created = await api('POST', '/v2/checkout/orders', { body: orderBody('5.00') });
    const unapproved = await api('POST', `/v2/checkout/orders/${created.body.id}/lapse-approval`, {
      token: null,
    });
    expect(unapproved.status).toBe(422);
    const paid = await approvedOrder();
    expect((await capture(paid)).status).toBe(201);
    expect((await api('POST', `/v2/checkout/orders/${paid}/lapse-approval`, { token: null })).status).toBe(
      422,
    );
  });

  it('lapses an approval by itself once its time is up, announced once, and keeps one captured in time', async () => {
    const call = emulatorApi(quick.base);
    const late = await approvedOrder(call);
    const onTime = await approvedOrder(call);
    expect((await capture(onTime, call)).status).toBe(201);
    await expect.poll(() => reversals(late).length, { timeout: 5_000 }).toBe(1);
    expect((await call('GET', `/v2/checkout/orders/${late}`)).body.status).toBe('VOIDED');
    expect((await capture(late, call)).body.details[0].issue).toBe('ORDER_NOT_APPROVED');
    expect((await call('GET', `/v2/checkout/orders/${onTime}`)).body.status).toBe('COMPLETED');
    expect(reversals(onTime)).toHaveLength(0);
    // A later order's lapse comes at a later pass of the emulator's sweep: by then a second reversal of
    // the first would have been sent.
    const later = await approvedOrder(call);
    await expect.poll(() => reversals(later).length, { timeout: 5_000 }).toBe(1);
    expect(reversals(late)).toHaveLength(1);
  });
});
