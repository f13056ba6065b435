import { describe, expect, it } from 'vitest';
import { dashboardOverview, holdCaptureInPayPal } from '../../../tests/support/disputes';
import { organiserPost } from '../../../tests/support/organiser-requests';
import {
  orderOnDashboard,
  paidTicketOrder,
  progress,
  refundFromDashboard,
} from '../../../tests/support/refunds';
import { badgeCodeOf } from '../../../tests/support/stored-order';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// Holds through PayPal's own path (docs/product/payments.md, "Disputes"): PayPal puts a recorded capture
// on hold for a buyer's complaint or a chargeback and tells the app by signed webhook
// (PAYMENT.CAPTURE.PENDING), then releases it (PAYMENT.CAPTURE.COMPLETED). The app asks PayPal for the
// capture each time; organisers see the order held and then cleared, and the door follows.

describe.each(testEngines)('holds on recorded captures through PayPal on %s', (engine) => {
  const app = appForSuite(engine);

  const door = async (orderId: string) =>
    organiserPost(app, '/api/organiser/check-in', {
      code: await badgeCodeOf(app.database.handle.db, orderId),
    });

  it.each(['BUYER_COMPLAINT', 'CHARGEBACK'] as const)(
    'marks the order held for %s when PayPal holds its capture, and clears it when PayPal releases it',
    async (reason) => {
      const { orderId, captureId } = await paidTicketOrder(app);
      const before = await progress(app);
      expect(await holdCaptureInPayPal(app, captureId, { hold: reason })).toBe(200);
      expect((await app.paypal.getCapture(captureId)).status).toBe('PENDING');

      expect((await orderOnDashboard(app, orderId))?.disputes).toEqual([
        { id: `HOLD-${captureId}`, kind: 'hold', amount: 150, reason, status: 'PENDING' },
      ]);
      expect((await dashboardOverview(app)).held).toEqual({ amount: 150, disputes: 0, holds: 1 });
      const refused = await door(orderId);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ reason: 'disputed' });
      // Held is not gone: the money still counts.
      expect((await progress(app)).totalRaised).toBe(before.totalRaised);

      expect(await holdCaptureInPayPal(app, captureId, 'release')).toBe(200);
      expect((await orderOnDashboard(app, orderId))?.disputes).toEqual([]);
      expect((await dashboardOverview(app)).held).toEqual({ amount: 0, disputes: 0, holds: 0 });
      expect((await door(orderId)).status).toBe(200);
      expect((await progress(app)).totalRaised).toBe(before.totalRaised);
    },
  );

  it('clears a hold on a partly refunded capture, which PayPal releases as PARTIALLY_REFUNDED', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    expect((await refundFromDashboard(app, orderId, 50)).status).toBe(200);
    expect(await holdCaptureInPayPal(app, captureId, { hold: 'BUYER_COMPLAINT' })).toBe(200);
    expect((await orderOnDashboard(app, orderId))?.disputes).toHaveLength(1);
    expect(await holdCaptureInPayPal(app, captureId, 'release')).toBe(200);
    expect((await app.paypal.getCapture(captureId)).status).toBe('PARTIALLY_REFUNDED');
    expect((await orderOnDashboard(app, orderId))?.disputes).toEqual([]);
  });
});
