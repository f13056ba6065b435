import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorWithReceiverForSuite, orderBody } from './test-support/paypal-emulator-server';

// Transaction Search at the emulator, and the test-only silent capture that PayPal never announces. Like
// PayPal's, its data lags three hours: the emulator's clock is moved on before searching.

const hourMs = 60 * 60 * 1000;

describe('the PayPal emulator, Transaction Search', () => {
  let offsetMs = 0;
  const { receiver, api } = emulatorWithReceiverForSuite({ now: () => Date.now() + offsetMs });

  beforeEach(() => {
    offsetMs = 0;
  });

  /** Searches four hours later (by default), when PayPal's data covers what the test did. */
  const search = (query: Record<string, string>, { hoursLater = 4 } = {}) => {
    offsetMs = hoursLater * hourMs;
    return api('GET', `/v1/reporting/transactions?${new URLSearchParams(query)}`);
  };
  const around = () => ({
    start_date: new Date(Date.now() - 60_000).toISOString(),
    end_date: new Date(Date.now() + 60_000).toISOString(),
  });

  it('lists a silent capture and its refund, in pages, and sends no webhook for the capture', async () => {
    const created = await api('POST', '/v2/checkout/orders', { body: orderBody('30.00') });
    const orderId = created.body.id as string;
    const silent = await api('POST', `/v2/checkout/orders/${orderId}/capture-silently`, { token: null });
    expect(silent.status).toBe(201);
    const captureId = silent.body.purchase_units[0].payments.captures[0].id as string;
    const refunded = await api('POST', `/v2/payments/captures/${captureId}/refund`, {
      body: { amount: { currency_code: 'USD', value: '10.00' } },
      headers: { 'paypal-request-id': `refund-${captureId}` },
    });
    expect(refunded.status).toBe(201);

    const first = await search({ ...around(), page_size: '1', page: '1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, total_items: 2, total_pages: 2 });
    expect(first.body.transaction_details[0].transaction_info).toMatchObject({
      transaction_id: captureId,
      transaction_event_code: 'T0006',
      transaction_amount: { currency_code: 'USD', value: '30.00' },
      transaction_status: 'S',
      custom_field: 'order-1',
    });
    const second = await search({ ...around(), page_size: '1', page: '2' });
    expect(second.body.transaction_details[0].transaction_info).toMatchObject({
      transaction_id: refunded.body.id,
      paypal_reference_id: captureId,
      transaction_event_code: 'T1107',
      transaction_amount: { currency_code: 'USD', value: '-10.00' },
    });
    await api('POST', '/v1/notifications/deliveries/wait', { token: null });
    const aboutCapture = receiver.received.filter((each) =>
      each.event.event_type.startsWith('PAYMENT.CAPTURE.COMPLETED'),
    );
    expect(aboutCapture).toEqual([]);
  });

  it('refuses a window longer than 31 days as PayPal does', async () => {
    const answer = await search({ start_date: '2026-01-01T00:00:00Z', end_date: '2026-02-01T00:00:01Z' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: 'end_date', location: 'query', issue: 'Date range is greater than 31 days' }],
    });
  });

  it('needs a token, like every PayPal call', async () => {
    expect(
      (await api('GET', `/v1/reporting/transactions?${new URLSearchParams(around())}`, { token: null }))
        .status,
    ).toBe(401);
  });

  it('lists a dispute’s hold and its end (T1110, T1111) and a held capture’s, each naming the capture', async () => {
    const captured = async () => {
      const created = await api('POST', '/v2/checkout/orders', { body: orderBody('70.00') });
      const silent = await api('POST', `/v2/checkout/orders/${created.body.id}/capture-silently`, {
        token: null,
      });
      return silent.body.purchase_units[0].payments.captures[0].id as string;
    };
    const disputedCapture = await captured();
    const opened = await api('POST', '/v1/customer/disputes', {
      body: {
        capture_id: disputedCapture,
        reason: 'UNAUTHORISED',
        amount: { currency_code: 'USD', value: '25.00' },
      },
      token: null,
    });
    const disputeId = opened.body.dispute_id as string;
    await api('POST', `/v1/customer/disputes/${disputeId}/escalate`, { body: { note: 'Claim.' } });
    await api('POST', `/v1/customer/disputes/${disputeId}/adjudicate`, {
      body: { adjudication_outcome: 'SELLER_FAVOR' },
    });
    const heldCapture = await captured();
    await api('POST', `/v2/payments/captures/${heldCapture}/hold`, {
      body: { reason: 'CHARGEBACK' },
      token: null,
    });

    const listed = await search({ ...around(), page_size: '500' });
    const about = (captureId: string) =>
      listed.body.transaction_details
        .map((detail: { transaction_info: Record<string, unknown> }) => detail.transaction_info)
        .filter((info: Record<string, unknown>) => info.paypal_reference_id === captureId)
        .map((info: Record<string, unknown>) => [
          info.transaction_event_code,
          info.transaction_amount,
          info.transaction_status,
        ]);
    expect(about(disputedCapture)).toEqual([
      ['T1110', { currency_code: 'USD', value: '-25.00' }, 'S'],
      ['T1111', { currency_code: 'USD', value: '25.00' }, 'S'],
    ]);
    expect(about(heldCapture)).toEqual([['T1110', { currency_code: 'USD', value: '-70.00' }, 'S']]);
  });

  it('plays a card chargeback: T1201 at once and, won by the seller, T1202, with the dispute’s money movements', async () => {
    const chargedBack = async (outcome: 'SELLER_FAVOR' | 'BUYER_FAVOR') => {
      const created = await api('POST', '/v2/checkout/orders', { body: orderBody('60.00') });
      const silent = await api('POST', `/v2/checkout/orders/${created.body.id}/capture-silently`, {
        token: null,
      });
      const captureId = silent.body.purchase_units[0].payments.captures[0].id as string;
      const opened = await api('POST', '/v1/customer/disputes', {
        body: { capture_id: captureId, reason: 'UNAUTHORISED', channel: 'EXTERNAL' },
        token: null,
      });
      expect(opened.status).toBe(201);
      expect(opened.body).toMatchObject({
        dispute_channel: 'EXTERNAL',
        dispute_life_cycle_stage: 'CHARGEBACK',
        status: 'UNDER_REVIEW',
        money_movements: [{ affected_party: 'SELLER', type: 'DEBIT', amount: { value: '60.00' } }],
      });
      expect(receiver.received.map((delivery) => delivery.event.event_type).slice(-2)).toEqual([
        'CUSTOMER.DISPUTE.CREATED',
        'PAYMENT.CAPTURE.REVERSED',
      ]);
      const disputeId = opened.body.dispute_id as string;
      const settled = await api('POST', `/v1/customer/disputes/${disputeId}/adjudicate`, {
        body: { adjudication_outcome: outcome },
      });
      expect(settled.status).toBe(200);
      const capture = await api('GET', `/v2/payments/captures/${captureId}`);
      const dispute = await api('GET', `/v1/customer/disputes/${disputeId}`);
      return { captureId, capture: capture.body, dispute: dispute.body };
    };
    const won = await chargedBack('SELLER_FAVOR');
    const lost = await chargedBack('BUYER_FAVOR');
    expect(won.capture.status).toBe('COMPLETED');
    expect(won.dispute).toMatchObject({
      dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' },
      money_movements: [
        { affected_party: 'SELLER', type: 'DEBIT', amount: { value: '60.00' } },
        { affected_party: 'SELLER', type: 'CREDIT', amount: { value: '60.00' } },
      ],
    });
    expect(lost.capture.status).toBe('REFUNDED');
    expect(lost.dispute.money_movements).toHaveLength(1);

    const listed = await search({ ...around(), page_size: '500' });
    const about = (captureId: string) =>
      listed.body.transaction_details
        .map((detail: { transaction_info: Record<string, unknown> }) => detail.transaction_info)
        .filter((info: Record<string, unknown>) => info.paypal_reference_id === captureId)
        .map((info: Record<string, unknown>) => [info.transaction_event_code, info.transaction_amount]);
    // A chargeback takes the money instead of holding it: no T1110 or T1111.
    expect(about(won.captureId)).toEqual([
      ['T1201', { currency_code: 'USD', value: '-60.00' }],
      ['T1202', { currency_code: 'USD', value: '60.00' }],
    ]);
    expect(about(lost.captureId)).toEqual([['T1201', { currency_code: 'USD', value: '-60.00' }]]);
  });

  it('lags three hours: says so in last_refreshed_datetime, cuts end_date there, and refuses a start inside the lag', async () => {
    const created = await api('POST', '/v2/checkout/orders', { body: orderBody('20.00') });
    const orderId = created.body.id as string;
    const silent = await api('POST', `/v2/checkout/orders/${orderId}/capture-silently`, { token: null });
    const captureId = silent.body.purchase_units[0].payments.captures[0].id as string;
    const window = {
      start_date: new Date(Date.now() - 5 * hourMs).toISOString(),
      end_date: new Date(Date.now() + 60_000).toISOString(),
    };
    const listedIds = (body: { transaction_details: { transaction_info: { transaction_id: string } }[] }) =>
      body.transaction_details.map((detail) => detail.transaction_info.transaction_id);

    const soon = await search(window, { hoursLater: 0 });
    expect(soon.status).toBe(200);
    expect(listedIds(soon.body)).not.toContain(captureId);
    const refreshed = Date.parse(soon.body.last_refreshed_datetime.replace(/(\d{2})(\d{2})$/, '$1:$2'));
    expect(Math.abs(refreshed - (Date.now() - 3 * hourMs))).toBeLessThan(60_000);
    expect(Date.parse(soon.body.end_date)).toBe(refreshed);

    const later = await search(window, { hoursLater: 4 });
    expect(listedIds(later.body)).toContain(captureId);
    expect(later.body.end_date).toBe(window.end_date);

    const inLag = await search(
      { start_date: new Date(Date.now() - hourMs).toISOString(), end_date: window.end_date },
      { hoursLater: 0 },
    );
    expect(inLag.status).toBe(400);
    expect(inLag.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: 'start_date', issue: 'Data for the given start date is not available.' }],
    });
  });

  it('lists a transaction the test puts on the account (a payment the site did not make, a chargeback reversal)', async () => {
    const made = await api('POST', '/v1/reporting/transactions', {
      body: {
        transaction_event_code: 'T0000',
        amount: { currency_code: 'USD', value: '12.00' },
        custom_field: 'a PayPal.me payment',
      },
      token: null,
    });
    expect(made.status).toBe(201);
    const refused = await api('POST', '/v1/reporting/transactions', {
      body: { transaction_event_code: 'payment', amount: { currency_code: 'USD', value: '1.00' } },
      token: null,
    });
    expect(refused.status).toBe(400);
    const found = await search(around());
    expect(
      found.body.transaction_details.map((detail: { transaction_info: unknown }) => detail.transaction_info),
    ).toContainEqual(
      expect.objectContaining({
        transaction_id: made.body.transaction_id,
        transaction_event_code: 'T0000',
        transaction_amount: { currency_code: 'USD', value: '12.00' },
        custom_field: 'a PayPal.me payment',
      }),
    );
  });
});
