import { describe, expect, it } from 'vitest';
import { notConfirmedMessage, toldToWait } from '../../../tests/support/capture-answers';
import { captureDonation, createDonationOrder, donationBody } from '../../../tests/support/donations';
import { approveWith, deliverSignedEvent, settlePending } from '../../../tests/support/emulator-calls';
import {
  effectsOf,
  nothingRecorded,
  recordedTwoTicketOrder,
  sweepNow,
} from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { approvedOrder, capture, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { abandonAfterMs } from './order-timing';

// The rows of the outcome matrix where the page could not be told the end yet (docs/product/payments.md,
// "What the capture call answers"): PayPal did not confirm the capture, or answered 404 for a young order,
// or reported a declined capture by webhook. A buyer told "not confirmed yet, your tickets will arrive
// by email" whose payment PayPal then never takes gets one email saying so.

describe.each(testEngines)('payments the page could not settle on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  const db = () => app.database.handle.db;
  /** The order was made longer ago than the server waits for a payer. */
  const pastItsWindow = (orderId: string) =>
    db()
      .updateTable('orders')
      .set({ created_ms: Date.now() - abandonAfterMs - 60_000 })
      .where('id', '=', orderId)
      .execute();
  /** Emails queued about an order that PayPal never took after the buyer was told to wait. */
  const didNotGoThroughMails = (orderId: string) =>
    db()
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'payment-failed')
      .where('ref', '=', orderId)
      .execute();
  /** PayPal's PAYMENT.CAPTURE.DECLINED about a capture of `orderId`. */
  const declinedEvent = (orderId: string, captureId: string) => ({
    id: `WH-DECLINED-${captureId}`,
    event_type: 'PAYMENT.CAPTURE.DECLINED',
    resource_type: 'capture',
    resource: {
      id: captureId,
      status: 'DECLINED',
      amount: { currency_code: 'USD', value: '150.00' },
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  });

  it('404 at capture and at GET order for an order younger than 6 h: told it will complete, left approved, captured once PayPal knows it again', async () => {
    const orderId = await approvedOrder(app);
    paypal.mockNext('capture-order', orderId, 'INVALID_RESOURCE_ID');
    paypal.mockEvery('get-order', orderId, 'INVALID_RESOURCE_ID');
    expect(await capture(app, orderId)).toEqual(toldToWait(orderId, notConfirmedMessage));
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'approved', ...nothingRecorded });
    // PayPal may answer 404 for a while during an outage: the sweep does not give a young order up.
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'approved', ...nothingRecorded });

    paypal.clearMocks();
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
    expect(await didNotGoThroughMails(orderId)).toEqual([]);
  });

  it('500 at capture, then the sweep’s capture is declined and the order ends after its window: one email says nothing was charged', async () => {
    const orderId = await approvedOrder(app);
    paypal.mockNext('capture-order', orderId, 'INTERNAL_SERVER_ERROR');
    expect(await capture(app, orderId)).toEqual(toldToWait(orderId, notConfirmedMessage));

    paypal.mockNext('capture-order', orderId, 'INSTRUMENT_DECLINED');
    await sweepNow(app);
    // The payer may still choose another way to pay in PayPal's window: not ended yet, no email yet.
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'declined', ...nothingRecorded });
    expect(await didNotGoThroughMails(orderId)).toEqual([]);

    await pastItsWindow(orderId);
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
    await sweepNow(app);
    const mails = await didNotGoThroughMails(orderId);
    expect(mails).toEqual([
      {
        to_address: 'ada@example.com',
        subject: expect.stringContaining('payment did not go through'),
        text_body: expect.stringContaining('did not go through, and nothing was charged'),
      },
    ]);
    expect(mails[0]?.text_body).toMatch(/Please buy again at http\S+\/tickets$/m);
    expect(await capture(app, orderId)).toMatchObject({ status: 422 });
    expect(await didNotGoThroughMails(orderId)).toHaveLength(1);
  });

  it('a donation told to wait, then refused at the sweep’s capture: one email at PayPal’s payer address', async () => {
    const created = await createDonationOrder(app, donationBody({ amount: 9 }));
    const orderId = created.body.id!;
    await approveWith(app, orderId, 'COMPLETED', { name: 'Pat Payer', email: 'pat@example.com' });
    paypal.mockNext('capture-order', orderId, 'RATE_LIMIT_REACHED');
    expect((await captureDonation(app, orderId)).status).toBe(202);

    paypal.mockNext('capture-order', orderId, 'TRANSACTION_REFUSED');
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
    await sweepNow(app);
    const mails = await didNotGoThroughMails(orderId);
    expect(mails.map((mail) => mail.to_address)).toEqual(['pat@example.com']);
    expect(mails[0]?.text_body).toMatch(/Please donate again at http\S+\/donate\/card$/m);
  });

  it('an order whose buyer was told the truth at once (declined, then never paid) gets no such email', async () => {
    const orderId = await approvedOrder(app, { outcome: 'DECLINED' });
    expect((await capture(app, orderId)).status).toBe(422);
    await pastItsWindow(orderId);
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
    expect(await didNotGoThroughMails(orderId)).toEqual([]);
  });

  it('an order the sweep could not confirm either, whose page never asked (a closed tab), gets no such email', async () => {
    const orderId = await approvedOrder(app);
    paypal.mockNext('capture-order', orderId, 'INTERNAL_SERVER_ERROR');
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'approved', ...nothingRecorded });
    paypal.mockNext('capture-order', orderId, 'TRANSACTION_REFUSED');
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
    expect(await didNotGoThroughMails(orderId)).toEqual([]);
  });

  it('PAYMENT.CAPTURE.DECLINED while PayPal’s order holds no capture: acknowledged, nothing recorded, and the payer may still pay', async () => {
    const orderId = await approvedOrder(app, { outcome: 'DECLINED' });
    expect((await capture(app, orderId)).status).toBe(422);
    // 200, not 503: a declined capture may leave no capture on PayPal's order, so there is nothing to
    // wait for and PayPal need not deliver the event again.
    expect(await deliverSignedEvent(app, declinedEvent(orderId, 'DECLINEDCAPTURE01'))).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'declined', ...nothingRecorded });

    await approveWith(app, orderId, 'COMPLETED');
    expect((await capture(app, orderId)).status).toBe(201);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });

  it('PAYMENT.CAPTURE.DECLINED about a capture PayPal held after a 202: the order fails, nothing is recorded, one email', async () => {
    const orderId = await approvedOrder(app, { outcome: 'PENDING' });
    paypal.mockNext('capture-order', orderId, 'INTERNAL_SERVER_ERROR');
    expect((await capture(app, orderId)).status).toBe(202);
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'pending', ...nothingRecorded });

    // PayPal declines the held capture; its own DENIED event finds PayPal unreadable for a moment, and
    // the DECLINED event is the one that settles the order.
    const captureId = (await app.paypal.getOrder(orderId)).capture!.id;
    paypal.mockEvery('get-order', orderId, 'INTERNAL_SERVER_ERROR');
    expect(await settlePending(app, captureId, 'DECLINED')).toBe(503);
    paypal.clearMocks();
    expect(await deliverSignedEvent(app, declinedEvent(orderId, captureId))).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject({
      status: 'failed',
      captureStatus: 'DECLINED',
      ...nothingRecorded,
    });
    await sweepNow(app);
    expect(await didNotGoThroughMails(orderId)).toHaveLength(1);
  });
  it('a pending payment PayPal then denies: the buyer shown the pending screen gets one email saying it did not go through', async () => {
    const orderId = await approvedOrder(app, { outcome: 'PENDING' });
    expect((await capture(app, orderId)).status).toBe(202);
    expect(await didNotGoThroughMails(orderId)).toEqual([]);
    const captureId = (await app.paypal.getOrder(orderId)).capture!.id;
    expect(await settlePending(app, captureId, 'DECLINED')).toBe(200);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
    const mails = await didNotGoThroughMails(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe(inPersonOrder().info.email);
    await sweepNow(app);
    expect(await didNotGoThroughMails(orderId)).toHaveLength(1);
  });
});
