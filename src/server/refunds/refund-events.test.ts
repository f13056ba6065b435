import { describe, expect, it } from 'vitest';
import { dashboardOrders, paidTicketOrder, progress, refundMails } from '../../../tests/support/refunds';
import { connectSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { handleRefundEvent } from './refund-events';

// A refund event, even one whose signature checked out, only names a refund: what is recorded is
// PayPal's own answer about it (docs/product/payments.md, "PayPal's webhooks").

describe.each(testEngines)('refund events confirmed with PayPal on %s', (engine) => {
  const app = appForSuite(engine);

  const paidOrder = () => paidTicketOrder(app);
  /** A refund event about `refundId` of `captureId` that says whatever else it likes. */
  const refundEvent = (refundId: string, captureId: string, says: { value: string; status: string }) => ({
    id: `WH-${refundId}`,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource: {
      id: refundId,
      status: says.status,
      amount: { currency_code: 'USD', value: says.value },
      links: [{ href: `https://api-m.paypal.com/v2/payments/captures/${captureId}`, rel: 'up' }],
    },
  });

  it("takes a refund's amount and status from PayPal, not from the event", async () => {
    const { orderId, captureId } = await paidOrder();
    const before = await progress(app);
    const socket = await connectSocket(app);
    const sent: { totalRaised: number; revision: number }[] = [];
    socket.on('progress', (summary) => sent.push(summary));
    const refund = await app.paypal.refundCapture(captureId, {
      amountCents: 10_00,
      requestId: `r-${orderId}`,
    });
    // PayPal's own event about this refund may have been heard first; either way it counts once, as $10.
    const outcome = await handleRefundEvent(
      app.refunds,
      refundEvent(refund.id, captureId, { value: '150.00', status: 'PENDING' }),
    );
    expect(['applied', 'duplicate']).toContain(outcome.outcome);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised - 10);
    const listed = (await dashboardOrders(app)).refunds.filter((shown) => shown.orderId === orderId);
    expect(listed.map((shown) => shown.amount)).toEqual([10]);
    expect(await refundMails(app, orderId)).toHaveLength(1);
    // The overlay hears the lower total at a newer revision, once.
    await expect
      .poll(() => sent)
      .toEqual([
        expect.objectContaining({ totalRaised: before.totalRaised - 10, revision: before.revision + 1 }),
      ]);
    socket.close();
  });

  it('does not believe a refund PayPal does not know, nor one of another capture than the event names', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const before = await progress(app);
    expect(
      await handleRefundEvent(
        app.refunds,
        refundEvent('NOSUCHREFUND1', first.captureId, { value: '10.00', status: 'COMPLETED' }),
      ),
    ).toEqual({ redeliver: false, outcome: 'not-confirmed' });

    const refund = await app.paypal.refundCapture(first.captureId, {
      amountCents: 5_00,
      requestId: `r-${first.orderId}`,
    });
    const elsewhere = refundEvent(refund.id, second.captureId, { value: '5.00', status: 'COMPLETED' });
    expect(await handleRefundEvent(app.refunds, elsewhere)).toEqual({
      redeliver: false,
      outcome: 'not-confirmed',
    });
    expect(await refundMails(app, second.orderId)).toHaveLength(0);
    // Only PayPal's own event about the first order's refund took its $5 off.
    await expect.poll(async () => (await progress(app)).totalRaised).toBe(before.totalRaised - 5);
  });
});
