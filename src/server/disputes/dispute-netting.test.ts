import { describe, expect, it } from 'vitest';
import { openDisputeInPayPal, resendEvent, settleDisputeInPayPal } from '../../../tests/support/disputes';
import { sweepNow } from '../../../tests/support/order-effects';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { refundRowsOf, refundsAtPayPal, refundWithKey } from '../../../tests/support/refund-requests';
import { paidTicketOrder, progress, refundInPayPal } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// A dispute the buyer wins after part of the payment went back: PayPal takes back only the rest, and the
// books take it once under PayPal's id, whichever of the dispute's RESOLVED, PayPal's REVERSED and the
// refund sweep comes first (docs/product/payments.md, "Disputes"; docs/decisions/043).

describe.each(testEngines)('a dispute won by the buyer after a partial refund, on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  const resend = (payload: Record<string, string>) => resendEvent(app, payload);

  /**
   * $150 paid and $1 refunded from the dashboard (so the refund sweep reads the order); the buyer disputes
   * the $149 left; $49 goes back through PayPal's Resolution Center meanwhile; PayPal decides for the buyer
   * and reverses the $100 left, its RESOLVED and REVERSED events lost on the way (the test delivers them in
   * the order it is testing).
   */
  async function disputeWonAfterPartialRefund() {
    const before = await progress(app);
    const { orderId, captureId } = await paidTicketOrder(app);
    expect((await refundWithKey(app, orderId, `first-dollar-${orderId}`, 1)).status).toBe(200);
    const opened = await openDisputeInPayPal(app, captureId, { amount: '149.00' });
    expect((await refundInPayPal(app, orderId, { amount: '49.00' })).delivery).toBe(200);
    paypal.loseEvents(true);
    try {
      await settleDisputeInPayPal(app, opened.dispute_id, 'BUYER_FAVOR');
    } finally {
      paypal.loseEvents(false);
    }
    const reversal = (await refundsAtPayPal(app, orderId)).find((refund) => refund.amountCents === 10_000);
    expect(reversal).toBeDefined();
    return { before, orderId, disputeId: opened.dispute_id, reversalId: reversal!.id };
  }

  async function expectBooksRight(
    before: Awaited<ReturnType<typeof progress>>,
    orderId: string,
    reversalId: string,
  ) {
    const rows = await refundRowsOf(app, orderId);
    expect(rows.map((row) => Number(row.amount_cents)).sort((a, b) => a - b)).toEqual([100, 4_900, 10_000]);
    expect(rows.map((row) => row.id)).toContain(reversalId);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);
  }

  // Each row delivers the lost events and runs the sweep in its own order.
  it.each<[string, ('RESOLVED' | 'REVERSED' | 'sweep')[]]>([
    [
      'RESOLVED, then REVERSED, then the sweep: $1 and $49 refunded, $100 reversed under PayPal’s id',
      ['RESOLVED', 'REVERSED', 'sweep'],
    ],
    ['REVERSED, then RESOLVED: the same', ['REVERSED', 'RESOLVED', 'sweep']],
    [
      'RESOLVED, then the sweep reads PayPal’s refunds before REVERSED arrives: the same',
      ['RESOLVED', 'sweep', 'REVERSED', 'sweep'],
    ],
    ['the sweep first, then REVERSED and RESOLVED: the same', ['sweep', 'REVERSED', 'RESOLVED']],
  ])('%s', async (_name, steps) => {
    const { before, orderId, disputeId, reversalId } = await disputeWonAfterPartialRefund();
    for (const step of steps) {
      if (step === 'sweep') await sweepNow(app);
      else if (step === 'RESOLVED')
        await resend({ event_type: 'CUSTOMER.DISPUTE.RESOLVED', dispute_id: disputeId });
      else await resend({ event_type: 'PAYMENT.CAPTURE.REVERSED', refund_id: reversalId });
    }
    await expectBooksRight(before, orderId, reversalId);
  });

  it('refuses a partial refund from the dashboard while the dispute is open, and refunds nothing', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const opened = await openDisputeInPayPal(app, captureId);
    const answer = await refundWithKey(app, orderId, `during-dispute-${orderId}`.padEnd(20, 'x'), 30);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: expect.stringContaining('PayPal refused the refund') });
    expect(await refundRowsOf(app, orderId)).toEqual([]);
    expect(await refundsAtPayPal(app, orderId)).toEqual([]);
    await settleDisputeInPayPal(app, opened.dispute_id, 'SELLER_FAVOR');
  });
});
