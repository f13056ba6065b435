import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compareNowAbout } from '../../../tests/support/books-compare';
import { openDisputeInPayPal, resendEvent, settleDisputeInPayPal } from '../../../tests/support/disputes';
import { booksOfOrder, refundsAtPayPal, refundWithKey } from '../../../tests/support/refund-requests';
import { paidTicketOrder, progress } from '../../../tests/support/refunds';
import { appOnMovedClockForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// The refund sweep reads PayPal's list of an order's refunds, which shows a chargeback as one of them: it
// records the chargeback as a refund before PAYMENT.CAPTURE.REVERSED names it. The money must still
// leave once, and a seller's win bring it back once, whichever of REVERSED and the dispute's RESOLVED
// comes first or never (docs/decisions/043).

const hourMs = 60 * 60 * 1000;

describe.each(testEngines)('a chargeback the refund sweep saw first, on %s', (engine) => {
  const { app, paypal, clock } = appOnMovedClockForSuite(engine);

  const booksOf = (orderId: string) => booksOfOrder(app.database.handle.db, orderId);

  /**
   * A $150 order refunded $10 from the dashboard (so the sweep reads it again), then charged back for the
   * $140 left with every event lost; the sweep then records the chargeback as a refund.
   */
  async function chargebackSweptFirst() {
    const before = await progress(app);
    const { orderId, captureId } = await paidTicketOrder(app);
    expect((await refundWithKey(app, orderId, randomUUID(), 10)).status).toBe(200);
    paypal.loseEvents(true);
    let disputeId: string;
    try {
      disputeId = (await openDisputeInPayPal(app, captureId, { channel: 'EXTERNAL', reason: 'UNAUTHORISED' }))
        .dispute_id;
    } finally {
      paypal.loseEvents(false);
    }
    const chargeback = (await refundsAtPayPal(app, orderId)).find((refund) => refund.amountCents === 14_000)!;
    await app.sweep.run({ settleMs: 0 });
    await app.sweep.run({ settleMs: 0 });
    expect(await booksOf(orderId)).toMatchObject({ rows: ['refund 1000', 'refund 14000'], paidCents: 0 });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);
    return { before, orderId, disputeId, chargebackId: chargeback.id };
  }

  const wonBack = { rows: ['refund 1000', 'returned 14000', 'reversal 14000'], paidCents: 14_000 };

  it('REVERSED, then the seller’s win: the chargeback is taken once and given back once', async () => {
    const { before, orderId, disputeId, chargebackId } = await chargebackSweptFirst();
    await resendEvent(app, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
    expect(await booksOf(orderId)).toMatchObject({ rows: ['refund 1000', 'reversal 14000'], paidCents: 0 });
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await settleDisputeInPayPal(app, disputeId, 'SELLER_FAVOR');
    expect(await booksOf(orderId)).toMatchObject(wonBack);
    // PayPal delivers both again, and the sweep reads the order again: nothing moves twice.
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    await resendEvent(app, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
    await app.sweep.run({ settleMs: 0 });
    expect(await booksOf(orderId)).toMatchObject(wonBack);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 140);
    clock.offsetMs += 4 * hourMs;
    expect(await compareNowAbout(app, orderId)).toEqual([]);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 140);
  });

  it('the seller’s win before REVERSED: the swept refund is the chargeback’s money, not taken again', async () => {
    const { before, orderId, disputeId, chargebackId } = await chargebackSweptFirst();
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await settleDisputeInPayPal(app, disputeId, 'SELLER_FAVOR');
    expect(await booksOf(orderId)).toMatchObject({
      rows: ['refund 1000', 'refund 14000', 'returned 14000'],
      paidCents: 14_000,
    });
    await resendEvent(app, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
    expect(await booksOf(orderId)).toMatchObject(wonBack);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 140);
    clock.offsetMs += 4 * hourMs;
    expect(await compareNowAbout(app, orderId)).toEqual([]);
  });

  it('REVERSED never heard: the daily comparison names the swept refund a reversal, and the books match', async () => {
    const { before, orderId, disputeId } = await chargebackSweptFirst();
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await settleDisputeInPayPal(app, disputeId, 'SELLER_FAVOR');
    clock.offsetMs += 4 * hourMs;
    expect(await compareNowAbout(app, orderId)).toEqual([]);
    expect(await booksOf(orderId)).toMatchObject(wonBack);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 140);
  });

  it('the buyer wins after the sweep: nothing more is taken than the chargeback took', async () => {
    const { before, orderId, disputeId } = await chargebackSweptFirst();
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await settleDisputeInPayPal(app, disputeId, 'BUYER_FAVOR');
    expect(await booksOf(orderId)).toMatchObject({ rows: ['refund 1000', 'refund 14000'], paidCents: 0 });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);
    clock.offsetMs += 4 * hourMs;
    expect(await compareNowAbout(app, orderId)).toEqual([]);
    expect(await booksOf(orderId)).toMatchObject({ rows: ['refund 1000', 'reversal 14000'], paidCents: 0 });
  });
});
