import { describe, expect, it } from 'vitest';
import { emulatorWithReceiverForSuite, orderBody, usd } from './test-support/paypal-emulator-server';

// Disputes v1 at the emulator, as PayPal's sandbox has them: a dispute opens as an inquiry waiting for
// the seller, is escalated to a PayPal claim (UNDER_REVIEW), and only then can the sandbox's adjudicate
// settle it. Each step sends PayPal's CUSTOMER.DISPUTE.* event; a win for the buyer reverses the capture.

describe('the PayPal emulator, Disputes v1', () => {
  const { emulator, receiver, api } = emulatorWithReceiverForSuite();

  async function disputed(value = '80.00', amount?: string) {
    const created = await api('POST', '/v2/checkout/orders', {
      body: orderBody(value, { invoice_id: `INV-${Date.now()}-${Math.random()}`.replace('.', '') }),
    });
    const orderId = created.body.id as string;
    await api('POST', `/v2/checkout/orders/${orderId}/approve`, { body: {}, token: null });
    const captured = await api('POST', `/v2/checkout/orders/${orderId}/capture`, {
      headers: { 'paypal-request-id': `c-${orderId}`, prefer: 'return=representation' },
    });
    const captureId = captured.body.purchase_units[0].payments.captures[0].id as string;
    const opened = await api('POST', '/v1/customer/disputes', {
      body: {
        capture_id: captureId,
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        ...(amount ? { amount: usd(amount) } : {}),
      },
      token: null,
    });
    expect(opened.status).toBe(201);
    return { orderId, captureId, disputeId: opened.body.dispute_id as string };
  }
  const rels = (body: { links: { rel: string }[] }) => body.links.map((link) => link.rel);
  const eventsOf = (type: string) =>
    receiver.received.filter((delivery) => delivery.event.event_type === type);

  it('opens an inquiry waiting for the seller, with PayPal’s fields and only the links it allows', async () => {
    const { captureId, disputeId } = await disputed('80.00', '30.00');
    const shown = await api('GET', `/v1/customer/disputes/${disputeId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      dispute_id: disputeId,
      status: 'WAITING_FOR_SELLER_RESPONSE',
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      dispute_amount: usd('30.00'),
      dispute_life_cycle_stage: 'INQUIRY',
      dispute_channel: 'INTERNAL',
      seller_response_due_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      create_time: expect.stringMatching(/\.\d{3}Z$/),
      disputed_transactions: [
        {
          seller_transaction_id: captureId,
          transaction_status: 'COMPLETED',
          gross_amount: usd('80.00'),
          invoice_number: expect.stringMatching(/^INV-/),
          custom: 'order-1',
        },
      ],
    });
    expect(shown.body.dispute_outcome).toBeUndefined();
    expect(rels(shown.body)).toEqual(['self', 'escalate']);
    expect(eventsOf('CUSTOMER.DISPUTE.CREATED')).toHaveLength(1);
    expect((await api('GET', `/v1/customer/disputes/${disputeId}`, { token: null })).status).toBe(401);
  });

  it('refuses to adjudicate an inquiry (status must be UNDER_REVIEW), and escalates it first', async () => {
    const { disputeId } = await disputed();
    const early = await api('POST', `/v1/customer/disputes/${disputeId}/adjudicate`, {
      body: { adjudication_outcome: 'SELLER_FAVOR' },
    });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      debug_id: expect.any(String),
      details: [{ issue: 'DISPUTE_ACTION_NOT_ALLOWED' }],
    });
    expect(early.headers.get('paypal-debug-id')).toBe(early.body.debug_id);
    const noNote = await api('POST', `/v1/customer/disputes/${disputeId}/escalate`, { body: {} });
    expect(noNote.status).toBe(400);
    const wrongOutcome = await api('POST', `/v1/customer/disputes/${disputeId}/adjudicate`, {
      body: { adjudication_outcome: 'RESOLVED_BUYER_FAVOUR' },
    });
    expect(wrongOutcome.status).toBe(400);

    const escalated = await api('POST', `/v1/customer/disputes/${disputeId}/escalate`, {
      body: { note: 'The buyer and we could not agree.' },
    });
    expect(escalated.status).toBe(200);
    expect(escalated.body).toEqual({
      links: [{ href: `${emulator.base}/v1/customer/disputes/${disputeId}`, rel: 'self', method: 'GET' }],
    });
    expect(JSON.parse(escalated.headers.get('paypal-emulator-deliveries') ?? '{}')).toEqual({
      'CUSTOMER.DISPUTE.UPDATED': 200,
    });
    const shown = await api('GET', `/v1/customer/disputes/${disputeId}`);
    expect(shown.body).toMatchObject({ status: 'UNDER_REVIEW', dispute_life_cycle_stage: 'CHARGEBACK' });
    expect(rels(shown.body)).toEqual(['self', 'adjudicate']);
    expect(eventsOf('CUSTOMER.DISPUTE.UPDATED')[0]?.event.resource).toMatchObject({ status: 'UNDER_REVIEW' });
    const twice = await api('POST', `/v1/customer/disputes/${disputeId}/escalate`, {
      body: { note: 'Again.' },
    });
    expect(twice.status).toBe(422);
  });

  it('settles for the buyer: RESOLVED_BUYER_FAVOUR with the money refunded, and the capture reversed', async () => {
    const { captureId, disputeId } = await disputed('80.00', '30.00');
    await api('POST', `/v1/customer/disputes/${disputeId}/escalate`, { body: { note: 'Claim.' } });
    const settled = await api('POST', `/v1/customer/disputes/${disputeId}/adjudicate`, {
      body: { adjudication_outcome: 'BUYER_FAVOR' },
    });
    expect(settled.status).toBe(200);
    expect(JSON.parse(settled.headers.get('paypal-emulator-deliveries') ?? '{}')).toEqual({
      'CUSTOMER.DISPUTE.RESOLVED': 200,
      'PAYMENT.CAPTURE.REVERSED': 200,
    });
    const resolved = eventsOf('CUSTOMER.DISPUTE.RESOLVED')[0]?.event.resource;
    expect(resolved).toMatchObject({
      status: 'RESOLVED',
      dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR', amount_refunded: usd('30.00') },
      adjudications: [{ type: 'RECOVER_FROM_SELLER', dispute_life_cycle_stage: 'CHARGEBACK' }],
      money_movements: [
        { affected_party: 'SELLER', type: 'DEBIT', amount: usd('30.00'), reason: 'DISPUTE_SETTLEMENT' },
      ],
    });
    expect(rels(resolved as { links: { rel: string }[] })).toEqual(['self']);
    const capture = await api('GET', `/v2/payments/captures/${captureId}`);
    expect(capture.body.status).toBe('PARTIALLY_REFUNDED');
    const shown = await api('GET', `/v1/customer/disputes/${disputeId}`);
    expect(shown.body.disputed_transactions[0].transaction_status).toBe('REVERSED');
    const again = await api('POST', `/v1/customer/disputes/${disputeId}/adjudicate`, {
      body: { adjudication_outcome: 'SELLER_FAVOR' },
    });
    expect(again.status).toBe(422);
  });

  it('settles for the seller: RESOLVED_SELLER_FAVOUR, no money moved, the capture untouched', async () => {
    const { captureId, disputeId } = await disputed();
    await api('POST', `/v1/customer/disputes/${disputeId}/escalate`, { body: { note: 'Claim.' } });
    const settled = await api('POST', `/v1/customer/disputes/${disputeId}/adjudicate`, {
      body: { adjudication_outcome: 'SELLER_FAVOR' },
    });
    expect(JSON.parse(settled.headers.get('paypal-emulator-deliveries') ?? '{}')).toEqual({
      'CUSTOMER.DISPUTE.RESOLVED': 200,
    });
    const shown = await api('GET', `/v1/customer/disputes/${disputeId}`);
    expect(shown.body).toMatchObject({
      status: 'RESOLVED',
      dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' },
      adjudications: [{ type: 'DENY_BUYER' }],
    });
    expect(shown.body.dispute_outcome.amount_refunded).toBeUndefined();
    expect(shown.body.money_movements).toBeUndefined();
    expect((await api('GET', `/v2/payments/captures/${captureId}`)).body.status).toBe('COMPLETED');
    expect(eventsOf('PAYMENT.CAPTURE.REVERSED')).toHaveLength(0);
  });
});
