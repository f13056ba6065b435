import { describe, expect, it } from 'vitest';
import { openDisputeInPayPal, resendEvent, settleDisputeInPayPal } from '../../../tests/support/disputes';
import { donate, donationBody } from '../../../tests/support/donations';
import { booksOfOrder, refundsAtPayPal } from '../../../tests/support/refund-requests';
import {
  dashboardOrders,
  paidTicketOrder,
  progress,
  raisedFor,
  refundInPayPal,
} from '../../../tests/support/refunds';
import { storedOrder } from '../../../tests/support/stored-order';
import { appOnMovedClockForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { reconcileBooks } from '../reconcile/reconcile-books';

// A card issuer's chargeback, as PayPal passes it on: the money leaves at once (T1201 and
// PAYMENT.CAPTURE.REVERSED), and a seller's win gives it back (T1202, the dispute's CREDIT to the seller),
// which the books count as paid again, whichever of the dispute's RESOLVED and the chargeback's REVERSED
// they hear first (docs/product/payments.md, "Disputes"; docs/decisions/043).

const hourMs = 60 * 60 * 1000;

describe.each(testEngines)('chargebacks and the money PayPal gives back, on %s', (engine) => {
  const { app, paypal, clock } = appOnMovedClockForSuite(engine);

  const booksOf = (orderId: string) => booksOfOrder(app.database.handle.db, orderId);

  /** The daily comparison four hours on, past PayPal's reporting lag: its differences about this order. */
  async function differencesFor(orderId: string) {
    clock.offsetMs += 4 * hourMs;
    const nowMs = clock.now();
    const result = await reconcileBooks(
      { db: app.database.handle.db, paypal: app.paypal, now: clock.now },
      { fromMs: nowMs - 24 * hourMs, toMs: nowMs },
    );
    return result.differences.filter((difference) => difference.orderId === orderId).map((d) => d.sentence);
  }

  /** A $150 order charged back (all of it, or `amount`), with every event PayPal sent heard or lost. */
  async function chargedBack(options: { amount?: string; lost?: boolean } = {}) {
    const before = await progress(app);
    const { orderId, captureId } = await paidTicketOrder(app);
    paypal.loseEvents(options.lost ?? false);
    try {
      const opened = await openDisputeInPayPal(app, captureId, {
        channel: 'EXTERNAL',
        reason: 'UNAUTHORISED',
        ...(options.amount ? { amount: options.amount } : {}),
      });
      const [chargeback] = await refundsAtPayPal(app, orderId);
      return { before, orderId, disputeId: opened.dispute_id, chargebackId: chargeback!.id };
    } finally {
      paypal.loseEvents(false);
    }
  }

  async function sellerWins(disputeId: string, { lost = false } = {}) {
    paypal.loseEvents(lost);
    try {
      return await settleDisputeInPayPal(app, disputeId, 'SELLER_FAVOR');
    } finally {
      paypal.loseEvents(false);
    }
  }

  it('takes a chargeback once, and a seller’s win brings the money back into every total', async () => {
    const { before, orderId, disputeId, chargebackId } = await chargedBack();
    expect(await booksOf(orderId)).toMatchObject({
      rows: ['reversal 15000'],
      ids: [chargebackId],
      paidCents: 0,
    });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);

    expect((await sellerWins(disputeId)).delivery).toEqual({ status: 200 });
    expect(await booksOf(orderId)).toMatchObject({
      rows: ['returned 15000', 'reversal 15000'],
      paidCents: 15_000,
    });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
    // PayPal delivers both again: nothing moves twice.
    await resendEvent(app, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    expect((await booksOf(orderId)).paidCents).toBe(15_000);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
    const listed = (await dashboardOrders(app)).refunds.filter((refund) => refund.orderId === orderId);
    expect(listed.map((refund) => refund.kind).sort()).toEqual(['returned', 'reversal']);
    // Transaction Search shows T1201 and T1202: the books match it.
    expect(await differencesFor(orderId)).toEqual([]);
  });

  it('the seller’s win heard before the chargeback itself: the same books, under PayPal’s id', async () => {
    const { before, orderId, disputeId, chargebackId } = await chargedBack({ lost: true });
    await sellerWins(disputeId, { lost: true });
    expect((await booksOf(orderId)).rows).toEqual([]);
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    expect(await booksOf(orderId)).toMatchObject({
      rows: ['returned 15000', 'reversal 15000'],
      paidCents: 15_000,
    });
    await resendEvent(app, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
    const books = await booksOf(orderId);
    expect(books).toMatchObject({ rows: ['returned 15000', 'reversal 15000'], paidCents: 15_000 });
    expect(books.ids).toContain(chargebackId);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
    expect(await differencesFor(orderId)).toEqual([]);
  });

  it('a donation charged back and won back counts again in the total, its incentive and the list', async () => {
    const option = 'finale-genre:killer';
    const raisedBefore = await raisedFor(app, option);
    const before = await progress(app);
    const orderId = await donate(app, donationBody({ name: 'Kim', amount: 25, incentiveID: option }));
    const { capture_id: captureId } = await storedOrder(app.database.handle.db, orderId);
    const opened = await openDisputeInPayPal(app, captureId!, {
      channel: 'EXTERNAL',
      reason: 'UNAUTHORISED',
    });
    expect(await raisedFor(app, option)).toBe(raisedBefore);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);
    await sellerWins(opened.dispute_id);
    expect(await raisedFor(app, option)).toBe(raisedBefore! + 25);
    expect(await progress(app)).toMatchObject({
      totalRaised: before.totalRaised + 25,
      lastDonation: { name: 'Kim', amount: 25 },
    });
  });

  it('a partial chargeback won by the seller gives back what it took', async () => {
    const { before, orderId, disputeId } = await chargedBack({ amount: '50.00' });
    expect(await booksOf(orderId)).toMatchObject({ rows: ['reversal 5000'], paidCents: 10_000 });
    await sellerWins(disputeId);
    expect(await booksOf(orderId)).toMatchObject({
      rows: ['returned 5000', 'reversal 5000'],
      paidCents: 15_000,
    });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
    expect(await differencesFor(orderId)).toEqual([]);
  });

  it('a chargeback the buyer wins takes nothing more than the chargeback took', async () => {
    const { before, orderId, disputeId } = await chargedBack({ amount: '50.00' });
    await settleDisputeInPayPal(app, disputeId, 'BUYER_FAVOR');
    expect(await booksOf(orderId)).toMatchObject({ rows: ['reversal 5000'], paidCents: 10_000 });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 100);
    expect(await differencesFor(orderId)).toEqual([]);
  });

  it('a dispute’s record larger than the reversal PayPal made gives the rest back', async () => {
    // $150 disputed; $50 refunded in PayPal's dashboard meanwhile, its event lost; PayPal decides for the
    // buyer and reverses the $100 left, but the dispute says $150 went back: the books first take $150.
    const before = await progress(app);
    const { orderId, captureId } = await paidTicketOrder(app);
    const opened = await openDisputeInPayPal(app, captureId);
    // PayPal cannot be asked about the refund when its event comes: the app asks PayPal to send it again.
    paypal.setUnreachable('get-capture', true);
    try {
      expect((await refundInPayPal(app, orderId, { amount: '50.00' })).delivery).toBe(503);
    } finally {
      paypal.setUnreachable('get-capture', false);
    }
    paypal.loseEvents(true);
    try {
      await settleDisputeInPayPal(app, opened.dispute_id, 'BUYER_FAVOR');
    } finally {
      paypal.loseEvents(false);
    }
    const atPayPal = await refundsAtPayPal(app, orderId);
    const reversal = atPayPal.find((refund) => refund.amountCents === 10_000)!;
    const refund = atPayPal.find((each) => each.amountCents === 5_000)!;
    await resendEvent(app, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: opened.dispute_id });
    expect(await booksOf(orderId)).toMatchObject({ rows: ['reversal 15000'], paidCents: 0 });
    // PayPal's reversal of $100 takes over the record: the $50 it did not take counts as paid again...
    await resendEvent(app, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: reversal.id });
    expect(await booksOf(orderId)).toMatchObject({ rows: ['reversal 10000'], paidCents: 5_000 });
    // ...until PayPal's refund of it is heard.
    await resendEvent(app, { event_type: 'PAYMENT.CAPTURE.REFUNDED', refund_id: refund.id });
    expect(await booksOf(orderId)).toMatchObject({ rows: ['refund 5000', 'reversal 10000'], paidCents: 0 });
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);
    expect(await differencesFor(orderId)).toEqual([]);
  });
});
