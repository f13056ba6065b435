import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmulatorServer,
  emulatorApi,
  orderBody,
  startEmulatorServer,
} from './test-support/paypal-emulator-server';

// PayPal captures one payment per invoice_id: a second order with an invoice already paid is created,
// and its capture is refused with 422 DUPLICATE_INVOICE_ID (Orders v2 capture errors).

describe('the PayPal emulator and invoice_id', () => {
  let emulator: EmulatorServer;
  let api: ReturnType<typeof emulatorApi>;
  beforeAll(async () => {
    emulator = await startEmulatorServer();
    api = emulatorApi(emulator.base);
  });
  afterAll(() => emulator.close());

  async function approvedWith(invoiceId: string) {
    const created = await api('POST', '/v2/checkout/orders', {
      body: orderBody('20.00', { invoice_id: invoiceId }),
      headers: { prefer: 'return=representation' },
    });
    expect(created.status).toBe(201);
    expect(created.body.purchase_units[0].invoice_id).toBe(invoiceId);
    await api('POST', `/v2/checkout/orders/${created.body.id}/approve`, { body: {}, token: null });
    return created.body.id as string;
  }
  const capture = (id: string) =>
    api('POST', `/v2/checkout/orders/${id}/capture`, {
      headers: { 'paypal-request-id': `capture-${id}`, prefer: 'return=representation' },
    });

  it('refuses to capture a second payment for an invoice already paid', async () => {
    const first = await approvedWith('GG2025-invoice-a');
    const second = await approvedWith('GG2025-invoice-a');
    const paid = await capture(first);
    expect(paid.status).toBe(201);
    expect(paid.body.purchase_units[0].payments.captures[0]).toMatchObject({
      invoice_id: 'GG2025-invoice-a',
      custom_id: 'order-1',
    });

    const refused = await capture(second);
    expect(refused.status).toBe(422);
    expect(refused.body.name).toBe('UNPROCESSABLE_ENTITY');
    expect(refused.body.details[0].issue).toBe('DUPLICATE_INVOICE_ID');
    expect((await api('GET', `/v2/checkout/orders/${second}`)).body.status).toBe('APPROVED');
  });

  it('captures orders with different invoice ids, and the same order retried under its request id', async () => {
    const first = await approvedWith('GG2025-invoice-b');
    const second = await approvedWith('GG2025-invoice-c');
    expect((await capture(first)).status).toBe(201);
    expect((await capture(first)).status).toBe(200);
    expect((await capture(second)).status).toBe(201);
  });
});
