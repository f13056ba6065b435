import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emulatorApi,
  emulatorWithReceiverForSuite,
  orderBody,
  startEmulatorServer,
  startWebhookReceiver,
  usd,
} from './test-support/paypal-emulator-server';

// Payments v2 at the emulator: reading a capture, refunds, the settling of a PENDING capture, and the
// events PayPal sends about them, only ever to the app's own webhook.

describe('the PayPal emulator, Payments v2 and its webhook events', () => {
  const { emulator, receiver, api } = emulatorWithReceiverForSuite();
  let elsewhere: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    elsewhere = await startWebhookReceiver();
  });
  afterAll(() => elsewhere.close());

  async function captured(value = '50.00', captureStatus = 'COMPLETED', at = api) {
    const created = await at('POST', '/v2/checkout/orders', { body: orderBody(value) });
    const orderId = created.body.id as string;
    await at('POST', `/v2/checkout/orders/${orderId}/approve`, {
      body: { capture_status: captureStatus },
      token: null,
    });
    const answer = await at('POST', `/v2/checkout/orders/${orderId}/capture`, {
      headers: { 'paypal-request-id': `capture-${orderId}`, prefer: 'return=representation' },
    });
    expect(answer.status).toBe(201);
    return { orderId, captureId: answer.body.purchase_units[0].payments.captures[0].id as string };
  }

  const refund = (captureId: string, requestId: string, body: unknown = {}, headers = {}) =>
    api('POST', `/v2/payments/captures/${captureId}/refund`, {
      body,
      headers: { 'paypal-request-id': requestId, prefer: 'return=representation', ...headers },
    });

  it('shows a capture with the order it belongs to', async () => {
    const { orderId, captureId } = await captured('12.50');
    const answer = await api('GET', `/v2/payments/captures/${captureId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: captureId,
      status: 'COMPLETED',
      amount: usd('12.50'),
      custom_id: 'order-1',
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    expect((await api('GET', '/v2/payments/captures/NOSUCHCAPTURE')).status).toBe(404);
  });

  it.each([
    ['CAPTURE_DECLINED', 'DECLINED'],
    ['CAPTURE_FAILED', 'FAILED'],
  ])(
    'answers PayPal-Mock-Response %s with a 201 whose capture is %s and takes no money',
    async (code, status) => {
      const created = await api('POST', '/v2/checkout/orders', {
        body: orderBody('20.00', { invoice_id: `inv-${code}` }),
      });
      const orderId = created.body.id as string;
      await api('POST', `/v2/checkout/orders/${orderId}/approve`, { body: {}, token: null });
      const answer = await api('POST', `/v2/checkout/orders/${orderId}/capture`, {
        headers: {
          'paypal-request-id': `capture-${orderId}`,
          'paypal-mock-response': JSON.stringify({ mock_application_codes: code }),
        },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.status).toBe('COMPLETED');
      const captureId = answer.body.purchase_units[0].payments.captures[0].id as string;
      expect(answer.body.purchase_units[0].payments.captures[0].status).toBe(status);
      expect((await api('GET', `/v2/payments/captures/${captureId}`)).body.status).toBe(status);
      const refused = await refund(captureId, `refund-${captureId}`);
      expect(refused.status).toBe(422);
      expect(refused.body.details[0].issue).toBe('REFUND_NOT_ALLOWED');
      // The invoice was not paid, so another order may still be paid with it.
      const again = await api('POST', '/v2/checkout/orders', {
        body: orderBody('20.00', { invoice_id: `inv-${code}` }),
      });
      await api('POST', `/v2/checkout/orders/${again.body.id}/approve`, { body: {}, token: null });
      const paid = await api('POST', `/v2/checkout/orders/${again.body.id}/capture`, {
        headers: { 'paypal-request-id': `capture-${again.body.id}` },
      });
      expect(paid.status).toBe(201);
    },
  );

  it('announces a declined capture to the webhook: PAYMENT.CAPTURE.DECLINED, and a failed one not at all', async () => {
    const decline = async (code: string) => {
      const created = await api('POST', '/v2/checkout/orders', { body: orderBody('15.00') });
      const orderId = created.body.id as string;
      await api('POST', `/v2/checkout/orders/${orderId}/approve`, { body: {}, token: null });
      const answer = await api('POST', `/v2/checkout/orders/${orderId}/capture`, {
        headers: { 'paypal-mock-response': JSON.stringify({ mock_application_codes: code }) },
      });
      return answer.body.purchase_units[0].payments.captures[0].id as string;
    };
    const declined = await decline('CAPTURE_DECLINED');
    const failed = await decline('CAPTURE_FAILED');
    await expect.poll(() => receiver.ofType('PAYMENT.CAPTURE.DECLINED', declined).length).toBe(1);
    expect(receiver.ofType('PAYMENT.CAPTURE.DECLINED', declined)[0]!.event.resource.status).toBe('DECLINED');
    await api('POST', '/v1/notifications/deliveries/wait', { body: {}, token: null });
    expect(receiver.received.filter((delivery) => delivery.event.resource.id === failed)).toEqual([]);
  });

  it('announces a capture to the webhook: PAYMENT.CAPTURE.COMPLETED', async () => {
    const { orderId, captureId } = await captured();
    await expect.poll(() => receiver.ofType('PAYMENT.CAPTURE.COMPLETED', captureId).length).toBe(1);
    const { event, headers } = receiver.ofType('PAYMENT.CAPTURE.COMPLETED', captureId)[0]!;
    expect(event.resource).toMatchObject({
      id: captureId,
      status: 'COMPLETED',
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    expect(headers['paypal-auth-algo']).toBe('SHA256withRSA');
    expect(headers['paypal-cert-url']).toBe(`${emulator.base}/v1/notifications/certs/CERT-EMULATOR-WEBHOOK`);
  });

  it('answers deliveries/wait once a slow webhook has answered the event of the capture before it', async () => {
    const slow = await startWebhookReceiver(200, 300);
    const slowEmulator = await startEmulatorServer({ webhookUrl: () => slow.url });
    try {
      const slowApi = emulatorApi(slowEmulator.base);
      await captured('20.00', 'COMPLETED', slowApi);
      expect(slow.received).toHaveLength(0);
      const waited = await slowApi('POST', '/v1/notifications/deliveries/wait', { token: null });
      expect(waited.status).toBe(204);
      expect(slow.ofType('PAYMENT.CAPTURE.COMPLETED')).toHaveLength(1);
    } finally {
      await slowEmulator.close();
      await slow.close();
    }
  });

  it('serves the certificate its events name, without a token', async () => {
    const response = await fetch(`${emulator.base}/v1/notifications/certs/CERT-EMULATOR-WEBHOOK`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('-----BEGIN CERTIFICATE-----');
  });

  it('settles a PENDING capture as PayPal does: PENDING, then COMPLETED or DENIED, each announced', async () => {
    const cleared = await captured('60.00', 'PENDING');
    await expect.poll(() => receiver.ofType('PAYMENT.CAPTURE.PENDING', cleared.captureId).length).toBe(1);
    expect(receiver.ofType('PAYMENT.CAPTURE.PENDING', cleared.captureId)[0]!.event.resource).toMatchObject({
      status: 'PENDING',
      status_details: { reason: 'ECHECK' },
    });
    const settle = (captureId: string, status: string) =>
      api('POST', `/v2/payments/captures/${captureId}/settle`, { body: { status }, token: null });

    const completed = await settle(cleared.captureId, 'COMPLETED');
    expect(completed.status).toBe(200);
    expect(completed.body.delivery).toEqual({ status: 200 });
    expect(receiver.ofType('PAYMENT.CAPTURE.COMPLETED', cleared.captureId)).toHaveLength(1);
    expect((await api('GET', `/v2/payments/captures/${cleared.captureId}`)).body.status).toBe('COMPLETED');
    expect((await settle(cleared.captureId, 'DECLINED')).status).toBe(422);

    const bounced = await captured('61.00', 'PENDING');
    await settle(bounced.captureId, 'DECLINED');
    const denied = receiver.ofType('PAYMENT.CAPTURE.DENIED', bounced.captureId);
    expect(denied).toHaveLength(1);
    expect(denied[0]!.event.resource).toMatchObject({ id: bounced.captureId, status: 'DECLINED' });
  });

  it('holds a completed capture for a buyer’s complaint (PENDING, announced), refuses refunds meanwhile, and releases it', async () => {
    const { captureId } = await captured('30.00');
    const held = await api('POST', `/v2/payments/captures/${captureId}/hold`, {
      body: { reason: 'BUYER_COMPLAINT' },
      token: null,
    });
    expect(held.status).toBe(200);
    expect(held.body.delivery).toEqual({ status: 200 });
    const read = await api('GET', `/v2/payments/captures/${captureId}`);
    expect(read.body).toMatchObject({ status: 'PENDING', status_details: { reason: 'BUYER_COMPLAINT' } });
    expect(receiver.ofType('PAYMENT.CAPTURE.PENDING', captureId)[0]?.event.resource).toMatchObject({
      status: 'PENDING',
      status_details: { reason: 'BUYER_COMPLAINT' },
    });
    expect((await refund(captureId, `held-${captureId}`)).body.details[0].issue).toBe('PENDING_CAPTURE');
    expect(
      (
        await api('POST', `/v2/payments/captures/${captureId}/hold`, {
          body: { reason: 'CHARGEBACK' },
          token: null,
        })
      ).status,
    ).toBe(422);

    const released = await api('POST', `/v2/payments/captures/${captureId}/release`, { token: null });
    expect(released.status).toBe(200);
    expect(released.body.capture).toMatchObject({ status: 'COMPLETED' });
    expect(released.body.capture.status_details).toBeUndefined();
    expect(receiver.ofType('PAYMENT.CAPTURE.COMPLETED', captureId)).toHaveLength(2);
    expect((await api('POST', `/v2/payments/captures/${captureId}/release`, { token: null })).status).toBe(
      422,
    );
    const { captureId: echeck } = await captured('12.00', 'PENDING');
    expect(
      (
        await api('POST', `/v2/payments/captures/${echeck}/hold`, {
          body: { reason: 'CHARGEBACK' },
          token: null,
        })
      ).status,
    ).toBe(422);
  });

  it('refunds part, then the rest, and refuses more than is left (REFUND_AMOUNT_EXCEEDED)', async () => {
    const { captureId } = await captured('50.00');
    const part = await refund(captureId, 'refund-1', { amount: usd('20.00') });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ status: 'COMPLETED', amount: usd('20.00') });
    expect(part.body.links).toContainEqual({
      href: `${emulator.base}/v2/payments/captures/${captureId}`,
      rel: 'up',
      method: 'GET',
    });
    expect((await api('GET', `/v2/payments/captures/${captureId}`)).body.status).toBe('PARTIALLY_REFUNDED');

    const tooMuch = await refund(captureId, 'refund-2', { amount: usd('30.01') });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.details[0].issue).toBe('REFUND_AMOUNT_EXCEEDED');
    expect(tooMuch.body.debug_id).toBeTruthy();

    const rest = await refund(captureId, 'refund-3');
    expect(rest.body.amount).toEqual(usd('30.00'));
    expect((await api('GET', `/v2/payments/captures/${captureId}`)).body.status).toBe('REFUNDED');
    expect((await refund(captureId, 'refund-4')).body.details[0].issue).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('answers a retried refund (same PayPal-Request-Id) with the same refund, refunding once', async () => {
    const { captureId } = await captured('50.00');
    const first = await refund(captureId, 'same', { amount: usd('10.00') });
    const again = await refund(captureId, 'same', { amount: usd('10.00') });
    expect(again.body).toEqual(first.body);
    const rest = await refund(captureId, 'rest');
    expect(rest.body.amount).toEqual(usd('40.00'));
  });

  it('answers a refund without Prefer minimally, needs a token, and refuses a PENDING capture', async () => {
    const { captureId } = await captured('50.00');
    const minimal = await api('POST', `/v2/payments/captures/${captureId}/refund`, {
      body: { amount: usd('1.00') },
    });
    expect(Object.keys(minimal.body).sort()).toEqual(['id', 'links', 'status']);
    const anonymous = await api('POST', `/v2/payments/captures/${captureId}/refund`, {
      body: {},
      token: null,
    });
    expect(anonymous.status).toBe(401);
    const pending = await captured('50.00', 'PENDING');
    expect((await refund(pending.captureId, 'early')).body.details[0].issue).toBe('PENDING_CAPTURE');
  });

  it('announces a refund as PAYMENT.CAPTURE.REFUNDED, the refund linking up to its capture', async () => {
    const { captureId } = await captured('50.00');
    const made = await refund(captureId, 'announced', { amount: usd('5.00'), note_to_payer: 'Désolé — ✓' });
    // This refund's own event: an earlier test's delivery may still land after the receiver was cleared.
    await expect.poll(() => receiver.ofType('PAYMENT.CAPTURE.REFUNDED', made.body.id).length).toBe(1);
    const { event, body } = receiver.ofType('PAYMENT.CAPTURE.REFUNDED', made.body.id)[0]!;
    expect(event).toMatchObject({
      resource_type: 'refund',
      summary: 'A $ 5.00 USD capture payment was refunded',
      resource: { id: made.body.id, amount: usd('5.00'), note_to_payer: 'Désolé — ✓' },
    });
    expect(event.resource.links).toContainEqual(
      expect.objectContaining({ rel: 'up', href: expect.stringContaining(captureId) }),
    );
    // Sent as UTF-8, with `/` written `\/`: only the exact bytes verify.
    expect(body.toString('utf8')).toContain('"http:\\/\\/127.0.0.1:');
    expect(body.toString('utf8')).toContain('Désolé — ✓');
  });

  it('simulates REFUNDED and REVERSED by really refunding, and resends an earlier refund on request', async () => {
    const { orderId, captureId } = await captured('50.00');
    await expect.poll(() => receiver.ofType('PAYMENT.CAPTURE.COMPLETED', captureId).length).toBe(1);
    const simulate = (body: unknown) =>
      api('POST', '/v1/notifications/simulate-event', { body, token: null });

    const refunded = await simulate({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      order_id: orderId,
      amount: usd('15.00'),
    });
    expect(refunded.status).toBe(202);
    expect(refunded.body.delivery).toEqual({ status: 200 });
    const reversed = await simulate({ event_type: 'PAYMENT.CAPTURE.REVERSED', capture_id: captureId });
    expect(reversed.body.event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource_type: 'refund',
      resource: { amount: usd('35.00') },
    });
    expect((await api('GET', `/v2/payments/captures/${captureId}`)).body.status).toBe('REFUNDED');

    const again = await simulate({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      refund_id: refunded.body.event.resource.id,
    });
    expect(again.body.event.resource).toEqual(refunded.body.event.resource);
    expect(again.body.event.id).not.toBe(refunded.body.event.id);
    expect(receiver.ofType('PAYMENT.CAPTURE.REFUNDED', refunded.body.event.resource.id)).toHaveLength(2);
  });

  it('simulates a capture event without changing the capture, so receivers must ask PayPal', async () => {
    const { orderId, captureId } = await captured('50.00', 'PENDING');
    const answer = await api('POST', '/v1/notifications/simulate-event', {
      body: { event_type: 'PAYMENT.CAPTURE.COMPLETED', order_id: orderId },
      token: null,
    });
    expect(answer.body.event.resource.status).toBe('COMPLETED');
    expect((await api('GET', `/v2/payments/captures/${captureId}`)).body.status).toBe('PENDING');
  });

  it('delivers simulated events only to the configured webhook, never to a URL given in the request', async () => {
    const { orderId } = await captured('50.00');
    const answer = await api('POST', '/v1/notifications/simulate-event', {
      body: { event_type: 'PAYMENT.CAPTURE.COMPLETED', order_id: orderId, url: elsewhere.url },
      token: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.name).toBe('INVALID_REQUEST');
    // A simulated event is delivered before its call is answered; one sent after the refused call has
    // reached the configured webhook, so nothing of the refused one is still on its way.
    const proper = await api('POST', '/v1/notifications/simulate-event', {
      body: { event_type: 'PAYMENT.CAPTURE.COMPLETED', order_id: orderId },
      token: null,
    });
    expect(proper.body.delivery).toEqual({ status: 200 });
    expect(elsewhere.received).toHaveLength(0);
  });

  it('sends no event at all without a configured webhook', async () => {
    const bare = await startEmulatorServer();
    try {
      const answer = await emulatorApi(bare.base)('POST', '/v1/notifications/simulate-event', {
        body: { event_type: 'PAYMENT.CAPTURE.COMPLETED', order_id: 'ANY' },
        token: null,
      });
      expect(answer.status).toBe(400);
    } finally {
      await bare.close();
    }
  });
});
