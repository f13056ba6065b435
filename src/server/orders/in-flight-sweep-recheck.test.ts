import { describe, expect, it } from 'vitest';
import { approveWith, settlePending } from '../../../tests/support/emulator-calls';
import {
  discountUses,
  effectsOf,
  endedUnpaid,
  nothingRecorded,
  recordedTwoTicketOrder,
  sweepNow,
} from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { approvedOrder, capture, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { abandonAfterMs, failedRecheckWindowMs } from './order-timing';

// The sweep as the last road to the truth: it looks again at failed, declined and pending orders, so an
// order is never left failed while PayPal holds a capture, and gives up orders PayPal no longer knows.

describe.each(testEngines)('the sweep looking again at unsettled orders on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  const db = () => app.database.handle.db;
  const setOrder = (orderId: string, values: { status?: 'failed'; created_ms?: number }) =>
    db().updateTable('orders').set(values).where('id', '=', orderId).execute();
  const sponsorUses = () => discountUses(app, 'SPONSOR');
  /**
   * PayPal captures the order, but neither the capture's answer nor PayPal's webhook gets through to us
   * (PayPal cannot be read until `paypal.clearMocks()`).
   */
  async function capturedUnseen(orderId: string) {
    paypal.mockEvery('get-order', orderId, 'INTERNAL_SERVER_ERROR');
    paypal.loseNextCaptureAnswer(orderId);
    await app.paypal.captureOrder(orderId, `capture-${orderId}`).catch(() => {});
  }

  it('records an order that was marked failed while PayPal held its capture', async () => {
    const orderId = await approvedOrder(app);
    await capturedUnseen(orderId);
    await setOrder(orderId, { status: 'failed' });
    paypal.clearMocks();
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });

  it('stops asking PayPal about a failed order three days after it was made', async () => {
    const orderId = await approvedOrder(app);
    await setOrder(orderId, { status: 'failed', created_ms: Date.now() - failedRecheckWindowMs - 60_000 });
    const before = paypal.callsAbout(orderId).length;
    await sweepNow(app);
    expect(paypal.callsAbout(orderId)).toHaveLength(before);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'failed', ...nothingRecorded });
  });

  it('records a pending payment PayPal completed when its webhook never got through', async () => {
    const created = await createOrder(app, inPersonOrder());
    const orderId = created.body.id!;
    await approveWith(app, orderId, 'PENDING');
    expect((await capture(app, orderId)).status).toBe(202);
    const captureId = (await app.paypal.getOrder(orderId)).capture!.id;
    paypal.mockEvery('get-order', orderId, 'INTERNAL_SERVER_ERROR');
    // Our webhook could not ask PayPal, so it asked PayPal to deliver again later.
    expect(await settlePending(app, captureId, 'COMPLETED')).toBe(503);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'pending', ...nothingRecorded });
    paypal.clearMocks();
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(recordedTwoTicketOrder);
  });

  it('gives up an order PayPal no longer knows, and gives its discount use back', async () => {
    const uses = await sponsorUses();
    const orderId = await approvedOrder(app, { code: 'SPONSOR' });
    paypal.mockNext('capture-order', orderId, 'INTERNAL_SERVER_ERROR');
    expect((await capture(app, orderId)).status).toBe(202);
    expect(await sponsorUses()).toBe(uses + 1);

    paypal.mockEvery('get-order', orderId, 'INVALID_RESOURCE_ID');
    // While the order is young a 404 may be PayPal's outage: it is left for later.
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'approved', ...nothingRecorded });
    await setOrder(orderId, { created_ms: Date.now() - abandonAfterMs - 60_000 });
    await sweepNow(app);
    paypal.clearMocks();
    expect(await effectsOf(app, orderId)).toMatchObject({
      status: 'abandoned',
      discountClaimed: false,
      ...nothingRecorded,
    });
    expect(await sponsorUses()).toBe(uses);
  });

  it('fails a declined order nobody paid for hours, its discount use given back at the decline', async () => {
    const uses = await sponsorUses();
    const created = await createOrder(app, inPersonOrder({ discount: 'SPONSOR', amount: 75 }));
    const orderId = created.body.id!;
    await approveWith(app, orderId, 'DECLINED');
    expect((await capture(app, orderId)).status).toBe(422);
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject({ status: 'declined', discountClaimed: false });
    expect(await sponsorUses()).toBe(uses);
    await setOrder(orderId, { created_ms: Date.now() - abandonAfterMs - 60_000 });
    await sweepNow(app);
    expect(await effectsOf(app, orderId)).toMatchObject(endedUnpaid);
    expect(await sponsorUses()).toBe(uses);
  });
});
