import { describe, expect, it } from 'vitest';
import { crashRigForSuite } from '../../../tests/support/crash-rig';
import { openDisputeInPayPal, resendEvent, settleDisputeInPayPal } from '../../../tests/support/disputes';
import { testEngines } from '../../../tests/support/test-database';

// The books right across a crash between two of PayPal's reports about the same money: the server that
// heard the first is killed (SIGKILL) and the next one hears the second, in either order, for a
// chargeback the seller won (T1201, then T1202), a dispute the buyer won after a partial refund, and a
// refund whose answer died with the server, retried by its key after PayPal's webhook recorded it
// (docs/product/payments.md, "Disputes" and "Refunds and chargebacks"). The books must end as if nothing
// had crashed.

describe.each(testEngines)('books across a kill -9 between PayPal’s reports, on %s', (engine) => {
  const rig = crashRigForSuite(engine);

  /** The server that heard the first report dies; a new one starts on the same database. */
  async function crash() {
    await rig.kill();
    await rig.start();
  }
  /** A $150 order charged back in full by the card issuer, and the seller's win, none of it heard yet. */
  async function chargebackTheSellerWon() {
    const { orderId, captureId } = await rig.paidOrder();
    const opened = await rig.unheard(() =>
      openDisputeInPayPal(rig, captureId, { channel: 'EXTERNAL', reason: 'UNAUTHORISED' }),
    );
    const chargebackId = (opened as { reversal_event?: { resource: { id: string } } }).reversal_event!
      .resource.id;
    await rig.unheard(() => settleDisputeInPayPal(rig, opened.dispute_id, 'SELLER_FAVOR'));
    return { orderId, disputeId: opened.dispute_id, chargebackId };
  }
  const wonBack = { rows: ['returned 15000', 'reversal 15000'], paidCents: 15_000 };

  it('a chargeback heard, a crash, then the seller’s win: the money is back once', async () => {
    const { orderId, disputeId, chargebackId } = await chargebackTheSellerWon();
    await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
    expect(await rig.booksOf(orderId)).toMatchObject({ rows: ['reversal 15000'], paidCents: 0 });
    await crash();
    await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
    expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
  }, 120_000);

  it('the seller’s win heard, a crash, then the chargeback: the same, under PayPal’s id', async () => {
    const { orderId, disputeId, chargebackId } = await chargebackTheSellerWon();
    await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.CREATED', dispute_id: disputeId });
    await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    expect(await rig.booksOf(orderId)).toMatchObject(wonBack);
    await crash();
    await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: chargebackId });
    await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    const books = await rig.booksOf(orderId);
    expect(books).toMatchObject(wonBack);
    expect(books.ids).toContain(chargebackId);
  }, 120_000);

  it('a refund key retried after a crash, PayPal’s webhook heard first: the refund made, nothing more', async () => {
    const { orderId } = await rig.paidOrder();
    const key = `crash-then-webhook-${orderId}`;
    // PayPal refunds; the server dies before its answer leaves (the organiser's page sees an error).
    rig.killOn((method, url) => method === 'POST' && url.endsWith('/refund'));
    await expect(rig.refund(orderId, key, 40)).rejects.toThrow();
    await rig.start();
    const [made] = await rig.refundsAtPayPal(orderId);
    await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REFUNDED', refund_id: made!.id });
    const retried = await rig.refund(orderId, key, 40);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ refund: { amount: 40 }, order: { refunded: 40 } });
    expect(await rig.refundsAtPayPal(orderId)).toEqual([made]);
    expect(await rig.booksOf(orderId)).toMatchObject({
      rows: ['refund 4000'],
      ids: [made!.id],
      paidCents: 11_000,
    });
  }, 120_000);

  /**
   * $150 paid, $1 refunded from the dashboard; the buyer disputes the $149 left, $49 goes back through
   * PayPal's dashboard meanwhile, and PayPal decides for the buyer, reversing the $100 left, its RESOLVED
   * and REVERSED unheard.
   */
  async function buyerWonAfterPartialRefund() {
    const { orderId, captureId } = await rig.paidOrder();
    expect((await rig.refund(orderId, `first-dollar-${orderId}`, 1)).status).toBe(200);
    const opened = await openDisputeInPayPal(rig, captureId, { amount: '149.00' });
    const refunded = await rig.emulator.inject({
      method: 'POST',
      url: '/paypal-emulator/v1/notifications/simulate-event',
      payload: {
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        order_id: orderId,
        amount: { currency_code: 'USD', value: '49.00' },
      },
    });
    expect(refunded.json()).toMatchObject({ delivery: { status: 200 } });
    await rig.unheard(() => settleDisputeInPayPal(rig, opened.dispute_id, 'BUYER_FAVOR'));
    const reversal = (await rig.refundsAtPayPal(orderId)).find((refund) => refund.cents === 10_000)!;
    return { orderId, disputeId: opened.dispute_id, reversalId: reversal.id };
  }
  const partlyRefundedThenReversed = { rows: ['refund 100', 'refund 4900', 'reversal 10000'], paidCents: 0 };

  it('a partial refund during a dispute, the buyer’s win heard, a crash, then the reversal', async () => {
    const { orderId, disputeId, reversalId } = await buyerWonAfterPartialRefund();
    await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    expect(await rig.booksOf(orderId)).toMatchObject(partlyRefundedThenReversed);
    await crash();
    await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: reversalId });
    // The restarted server's sweep reads PayPal's refunds of the order too (its dashboard refund is new).
    await expect
      .poll(async () => (await rig.booksOf(orderId)).ids, { timeout: 20_000 })
      .toContain(reversalId);
    expect(await rig.booksOf(orderId)).toMatchObject(partlyRefundedThenReversed);
  }, 120_000);

  it('the same with the reversal heard first, a crash, then the buyer’s win', async () => {
    const { orderId, disputeId, reversalId } = await buyerWonAfterPartialRefund();
    await resendEvent(rig, { event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: reversalId });
    expect(await rig.booksOf(orderId)).toMatchObject(partlyRefundedThenReversed);
    await crash();
    await resendEvent(rig, { event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
    expect(await rig.booksOf(orderId)).toMatchObject(partlyRefundedThenReversed);
    expect((await rig.booksOf(orderId)).ids).toContain(reversalId);
  }, 120_000);
});
