import { describe, expect, it } from 'vitest';
import {
  dashboardOverview,
  disputeCall,
  emulatorToken,
  openDisputeInPayPal,
  settleDisputeInPayPal,
} from '../../../tests/support/disputes';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { dashboardOrders, orderOnDashboard, paidTicketOrder, progress } from '../../../tests/support/refunds';
import { badgeCodeOf, storedOrder } from '../../../tests/support/stored-order';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { badgeListResponseSchema } from '../../contracts/organiser';
import { organiserDonationsSchema } from '../../contracts/organiser-edits';
import { emulatorPrefix } from '../payments/paypal-setup';

// Disputes from PayPal's side (docs/product/payments.md, "Disputes"): the buyer opens one in the PayPal
// emulator, which tells the app by signed webhook as PayPal would, and organisers see the order marked,
// the money held, and its badges refused at the door until PayPal decides.

describe.each(testEngines)('disputes through PayPal on %s', (engine) => {
  const app = appForSuite(engine);

  const capture = (captureId: string) => app.paypal.getCapture(captureId);

  it('marks a disputed order on the dashboard, holds its money and refuses its badges at the door', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const opened = await openDisputeInPayPal(app, captureId, { amount: '40.00' });
    expect(opened.delivery?.status).toBe(200);

    expect((await orderOnDashboard(app, orderId))?.disputes).toEqual([
      {
        id: opened.dispute_id,
        kind: 'dispute',
        amount: 40,
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        status: 'WAITING_FOR_SELLER_RESPONSE',
      },
    ]);
    expect((await dashboardOverview(app)).held).toEqual({ amount: 40, disputes: 1, holds: 0 });
    const code = await badgeCodeOf(app.database.handle.db, orderId);
    const door = await organiserPost(app, '/api/organiser/check-in', { code });
    expect(door.status).toBe(404);
    expect(door.body).toMatchObject({ reason: 'disputed' });
    const badges = badgeListResponseSchema.parse((await organiserPost(app, '/api/badgelist')).body);
    expect(badges.find((badge) => badge.code === code)?.disputed).toBe(true);

    // PayPal's simulate-event sends the dispute's UPDATED event: the mark stays as it was.
    const updated = await app.server.inject({
      method: 'POST',
      url: `${emulatorPrefix}/v1/notifications/simulate-event`,
      payload: { event_type: 'CUSTOMER.DISPUTE.UPDATED', dispute_id: opened.dispute_id },
    });
    expect(updated.json()).toMatchObject({ delivery: { status: 200 } });
    expect((await orderOnDashboard(app, orderId))?.disputes).toHaveLength(1);

    // Cleared for the next test's counts.
    await settleDisputeInPayPal(app, opened.dispute_id, 'SELLER_FAVOR');
  });

  it('takes the disputed money out of every total once when PayPal decides for the buyer', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const before = await progress(app);
    const opened = await openDisputeInPayPal(app, captureId);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);

    const won = await settleDisputeInPayPal(app, opened.dispute_id, 'BUYER_FAVOR');
    expect(won.delivery?.status).toBe(200);
    // PayPal reverses the capture as well, and says so: the same money, not taken twice.
    expect(won.reversalDelivery?.status).toBe(200);
    expect((await capture(captureId)).status).toBe('REFUNDED');

    expect((await progress(app)).totalRaised).toBe(before.totalRaised - 150);
    const order = await orderOnDashboard(app, orderId);
    expect(order).toMatchObject({ disputes: [], refunded: 150, refundable: 0, fullyRefunded: true });
    expect((await dashboardOverview(app)).held).toEqual({ amount: 0, disputes: 0, holds: 0 });
    const reversals = (await dashboardOrders(app)).refunds.filter((refund) => refund.orderId === orderId);
    expect(reversals.reduce((sum, refund) => sum + refund.amount, 0)).toBe(150);
  });

  it('clears the mark and keeps the money when PayPal decides for the seller', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const opened = await openDisputeInPayPal(app, captureId, { reason: 'UNAUTHORISED' });
    expect((await orderOnDashboard(app, orderId))?.disputes).toHaveLength(1);
    const before = await progress(app);

    await settleDisputeInPayPal(app, opened.dispute_id, 'SELLER_FAVOR');
    expect((await orderOnDashboard(app, orderId))?.disputes).toEqual([]);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);
    expect((await capture(captureId)).status).toBe('COMPLETED');
    const door = await organiserPost(app, '/api/organiser/check-in', {
      code: await badgeCodeOf(app.database.handle.db, orderId),
    });
    expect(door.status).toBe(200);
  });

  it('shows the dispute through PayPal’s own GET, and a second decision is refused', async () => {
    const { captureId } = await paidTicketOrder(app);
    const opened = await openDisputeInPayPal(app, captureId);
    await settleDisputeInPayPal(app, opened.dispute_id, 'SELLER_FAVOR');
    const again = await disputeCall(app, opened.dispute_id, 'adjudicate', {
      adjudication_outcome: 'BUYER_FAVOR',
    });
    expect(again.statusCode).toBe(422);

    const shown = await app.server.inject({
      method: 'GET',
      url: `${emulatorPrefix}/v1/customer/disputes/${opened.dispute_id}`,
      headers: { authorization: `Bearer ${await emulatorToken(app)}` },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      dispute_id: opened.dispute_id,
      status: 'RESOLVED',
      dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' },
      disputed_transactions: [{ seller_transaction_id: captureId }],
      dispute_amount: { currency_code: 'USD', value: '150.00' },
    });
  });

  it('marks a disputed donation in the organisers’ donation list until PayPal decides', async () => {
    const orderId = await donate(app, donationBody({ name: 'Disputed Donor', amount: 25 }));
    const { capture_id: captureId } = await storedOrder(app.database.handle.db, orderId);
    const donationOnDashboard = async () =>
      organiserDonationsSchema
        .parse((await organiserPost(app, '/api/organiser/donations')).body)
        .find((donation) => donation.orderId === orderId);
    expect((await donationOnDashboard())?.disputed).toBe(0);
    const opened = await openDisputeInPayPal(app, captureId ?? '', { amount: '20.00' });
    expect((await donationOnDashboard())?.disputed).toBe(20);
    await settleDisputeInPayPal(app, opened.dispute_id, 'SELLER_FAVOR');
    expect((await donationOnDashboard())?.disputed).toBe(0);
  });
});
