import { describe, expect, it } from 'vitest';
import { emulatorCertId } from '../../../emulator/emulator-webhooks';
import { emulatorCredentials } from '../../../emulator/paypal-emulator';
import { approveWith } from '../../../tests/support/emulator-calls';
import { effectsOf, nothingRecorded, recordedTwoTicketOrder } from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { signedHeaders } from '../../../tests/support/paypal-webhook-signature';
import { approvedOrder, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { ownUrl } from '../payments/own-url';
import { emulatorPrefix, webhookPath } from '../payments/paypal-setup';

// PayPal's webhook: believed only when signed over the exact bytes that arrived, and even then only as a
// hint to ask PayPal (docs/product/payments.md, "PayPal's webhooks").

describe.each(testEngines)('the PayPal webhook on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  const certUrl = () => `${ownUrl(app.emulator)}${emulatorPrefix}/v1/notifications/certs/${emulatorCertId}`;
  const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
    app.server.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  /** Sent as PayPal sends it: signed over exactly these bytes. */
  const signedPost = (body: string) =>
    post(body, signedHeaders(body, emulatorCredentials.webhookId, certUrl()));

  /** An order PayPal captured whose capture call never reached us (the buyer's connection dropped). */
  async function capturedBehindOurBack(payerName: string) {
    const created = await createOrder(app, inPersonOrder());
    const orderId = created.body.id!;
    await approveWith(app, orderId, 'COMPLETED', { name: payerName, email: 'zoe@example.com' });
    paypal.loseNextCaptureAnswer(orderId);
    await app.paypal.captureOrder(orderId, `capture-${orderId}`).catch(() => {});
    const remote = await app.paypal.getOrder(orderId);
    return { orderId, captureId: remote.capture!.id };
  }
  // Events below are about an order the payer approved and nobody captured yet (approvedOrder). PayPal
  // would capture it on our word alone, so an event that is believed shows (we capture and record it),
  // and one that is refused leaves it be; no event of the emulator's own arrives meanwhile.

  /** PAYMENT.CAPTURE.COMPLETED written the way some JSON writers do: `\/` escapes, non-ASCII as is. */
  const completedEvent = (orderId: string, captureId: string, payerName: string) =>
    JSON.stringify({
      id: `WH-TEST-${orderId}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      summary: `Payment completed for ${payerName}`,
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '150.00' },
        supplementary_data: { related_ids: { order_id: orderId } },
        links: [{ href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: 'self' }],
      },
    }).replaceAll('/', '\\/');

  it('records a capture once from an event signed over its exact bytes, non-ASCII and escapes included', async () => {
    const name = 'Zoë Ñandú 日本';
    const { orderId, captureId } = await capturedBehindOurBack(name);
    const body = completedEvent(orderId, captureId, name);
    expect(body).toContain('\\/');
    const first = await signedPost(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await signedPost(body)).statusCode).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });

  it('refuses an event whose bytes were changed after signing, and acts on nothing', async () => {
    const orderId = await approvedOrder(app);
    const body = completedEvent(orderId, 'UNKNOWNCAPTURE01', 'Pat Payer');
    const headers = signedHeaders(body, emulatorCredentials.webhookId, certUrl());
    // The same JSON value, other bytes: a re-serialisation no longer matches PayPal's signature.
    const response = await post(JSON.stringify(JSON.parse(body)), headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The webhook signature could not be verified.' });
    expect((await post(body)).statusCode).toBe(400);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'created', ...nothingRecorded });
    expect((await app.paypal.getOrder(orderId)).capture).toBeNull();
  });

  it('answers bodies that are not PayPal events with a 400 and a sentence', async () => {
    const notJson = await post('{"event_type": ');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: 'This is not a PayPal webhook event: the body is not JSON.' });
    const notEvent = await post('{"hello": "world"}');
    expect(notEvent.statusCode).toBe(400);
    expect(notEvent.json()).toEqual({
      error: 'This is not a PayPal webhook event: it has no id or event_type.',
    });
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'This is not a PayPal webhook event: the body is empty.' });
  });

  it('answers 503 while PayPal cannot be asked, so PayPal delivers the event again', async () => {
    const orderId = await approvedOrder(app);
    const body = completedEvent(orderId, 'UNKNOWNCAPTURE02', 'Pat Payer');
    paypal.mockNext('get-order', orderId, 'INTERNAL_SERVER_ERROR');
    const refused = await signedPost(body);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatch(/^PayPal could not be reached/);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'created', ...nothingRecorded });
    expect((await signedPost(body)).statusCode).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });

  it('believes PayPal, not the event: a COMPLETED event for a capture PayPal holds as PENDING records nothing', async () => {
    const created = await createOrder(app, inPersonOrder());
    const orderId = created.body.id!;
    await approveWith(app, orderId, 'PENDING');
    await app.paypal.captureOrder(orderId, `capture-${orderId}`);
    const captureId = (await app.paypal.getOrder(orderId)).capture!.id;
    const response = await signedPost(completedEvent(orderId, captureId, 'Pat Payer'));
    expect(response.statusCode).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject({
      status: 'pending',
      captureStatus: 'PENDING',
      ...nothingRecorded,
    });
  });

  it('acknowledges events about orders that are not ours, and event types it does not act on', async () => {
    const foreign = completedEvent('5O190127TN364715T', '3C679366HH908993F', 'Someone Else');
    expect((await signedPost(foreign)).statusCode).toBe(200);
    // Without the order's id, the capture is looked up at PayPal, which does not know it either.
    const unnamed = JSON.stringify({
      id: 'WH-UNNAMED',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: '7XJ32751UH1447208', status: 'COMPLETED' },
    });
    expect((await signedPost(unnamed)).statusCode).toBe(200);
    expect(paypal.callsAbout('7XJ32751UH1447208')).toEqual([
      'GET /paypal-emulator/v2/payments/captures/7XJ32751UH1447208',
    ]);
    const other = JSON.stringify({ id: 'WH-OTHER', event_type: 'CHECKOUT.ORDER.APPROVED', resource: {} });
    expect((await signedPost(other)).statusCode).toBe(200);
  });
});
