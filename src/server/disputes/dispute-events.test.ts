import { describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { paidTicketOrder, progress } from '../../../tests/support/refunds';
import { badgeCodeOf, storedOrder } from '../../../tests/support/stored-order';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { handleRefundEvent } from '../refunds/refund-events';
import { handleDisputeEvent, noteCaptureHold } from './dispute-events';
import { findDispute } from './dispute-store';

// PayPal's disputes and holds on a recorded capture (docs/product/payments.md, "Disputes"): the order is
// marked disputed and its badges wait for an organiser; a win for the buyer takes the money out once,
// one for the seller clears the mark.

describe.each(testEngines)('disputes on %s', (engine) => {
  const app = appForSuite(engine);

  let next = 0;
  const disputeEvent = (
    type: 'CREATED' | 'UPDATED' | 'RESOLVED',
    disputeId: string,
    captureId: string,
    extra: Record<string, unknown> = {},
  ) => ({
    id: `WH-DISPUTE-${next++}`,
    event_type: `CUSTOMER.DISPUTE.${type}`,
    resource: {
      dispute_id: disputeId,
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: type === 'RESOLVED' ? 'RESOLVED' : 'OPEN',
      dispute_amount: { currency_code: 'USD', value: '150.00' },
      disputed_transactions: [{ seller_transaction_id: captureId }],
      ...extra,
    },
  });
  const open = async (orderId: string) =>
    app.database.handle.db
      .selectFrom('disputes')
      .select(['id', 'amount_cents', 'reason'])
      .where('order_id', '=', orderId)
      .where('resolved_ms', 'is', null)
      .execute();
  const refunded = async (orderId: string) =>
    Number((await storedOrder(app.database.handle.db, orderId)).refunded_cents);

  it('marks the order disputed with amount and reason when a dispute is created, and keeps it on update', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    expect(
      await handleDisputeEvent(app.refunds, disputeEvent('CREATED', `PP-D-A${next}`, captureId)),
    ).toEqual({
      redeliver: false,
      outcome: 'noted',
    });
    const id = (await open(orderId))[0]!.id;
    await handleDisputeEvent(
      app.refunds,
      disputeEvent('UPDATED', id, captureId, {
        status: 'UNDER_REVIEW',
        dispute_amount: { currency_code: 'USD', value: '40.00' },
      }),
    );
    expect(await open(orderId)).toEqual([
      { id, amount_cents: 40_00, reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED' },
    ]);
    expect((await findDispute(app.database.handle.db, id))?.status).toBe('UNDER_REVIEW');
  });

  it('takes the money out once when the buyer wins, even when PayPal then reverses the same money', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const before = await progress(app);
    const id = `PP-D-B${next}`;
    await handleDisputeEvent(app.refunds, disputeEvent('CREATED', id, captureId));
    const won = disputeEvent('RESOLVED', id, captureId, {
      dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR' },
    });
    expect((await handleDisputeEvent(app.refunds, won)).outcome).toBe('resolved-for-buyer');
    expect((await handleDisputeEvent(app.refunds, won)).outcome).toBe('duplicate');
    expect(await refunded(orderId)).toBe(150_00);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised - 150);
    expect(await open(orderId)).toEqual([]);

    const reversal = {
      id: 'WH-REVERSAL-AFTER-DISPUTE',
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource: {
        id: `REV${next}`,
        links: [{ href: `https://api-m.paypal.com/v2/payments/captures/${captureId}`, rel: 'up' }],
      },
    };
    await handleRefundEvent(app.refunds, reversal);
    expect(await refunded(orderId)).toBe(150_00);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised - 150);
  });

  it('takes out what PayPal refunded when the claim was accepted, and leaves a payout by PayPal alone', async () => {
    const accepted = await paidTicketOrder(app);
    const id = `PP-D-ACC${next}`;
    await handleDisputeEvent(app.refunds, disputeEvent('CREATED', id, accepted.captureId));
    const settled = disputeEvent('RESOLVED', id, accepted.captureId, {
      dispute_outcome: {
        outcome_code: 'ACCEPTED',
        amount_refunded: { currency_code: 'USD', value: '60.00' },
      },
    });
    expect((await handleDisputeEvent(app.refunds, settled)).outcome).toBe('resolved-for-buyer');
    expect(await refunded(accepted.orderId)).toBe(60_00);
    expect(await open(accepted.orderId)).toEqual([]);

    const paidOut = await paidTicketOrder(app);
    const other = `PP-D-PAY${next}`;
    await handleDisputeEvent(app.refunds, disputeEvent('CREATED', other, paidOut.captureId));
    const byPayPal = disputeEvent('RESOLVED', other, paidOut.captureId, {
      dispute_outcome: { outcome_code: 'RESOLVED_WITH_PAYOUT' },
    });
    expect((await handleDisputeEvent(app.refunds, byPayPal)).outcome).toBe('resolved');
    expect(await refunded(paidOut.orderId)).toBe(0);
  });

  it('clears the mark and keeps the money when the seller wins', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const id = `PP-D-C${next}`;
    await handleDisputeEvent(app.refunds, disputeEvent('CREATED', id, captureId));
    const lost = disputeEvent('RESOLVED', id, captureId, {
      dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' },
    });
    expect((await handleDisputeEvent(app.refunds, lost)).outcome).toBe('resolved');
    expect(await open(orderId)).toEqual([]);
    expect(await refunded(orderId)).toBe(0);
  });

  it('marks a recorded capture PayPal holds for a chargeback, and clears it when PayPal releases it', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const order = await app.database.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const capture = await app.paypal.getCapture(captureId);
    expect(
      await noteCaptureHold(app.refunds, order, {
        ...capture,
        status: 'PENDING',
        statusReason: 'CHARGEBACK',
      }),
    ).toBe('held');
    expect(await open(orderId)).toEqual([
      { id: `HOLD-${captureId}`, amount_cents: 150_00, reason: 'CHARGEBACK' },
    ]);
    expect(await noteCaptureHold(app.refunds, order, capture)).toBe('released');
    expect(await open(orderId)).toEqual([]);
  });

  it('takes the capture’s own amount out once for a reversal whose refund PayPal cannot show', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const reversal = {
      id: 'WH-REVERSAL-404',
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource: {
        id: `NOSUCHREVERSAL${next++}`,
        links: [{ href: `https://api-m.paypal.com/v2/payments/captures/${captureId}`, rel: 'up' }],
      },
    };
    expect((await handleRefundEvent(app.refunds, reversal)).outcome).toBe('applied');
    expect((await handleRefundEvent(app.refunds, reversal)).outcome).toBe('duplicate');
    expect(await refunded(orderId)).toBe(150_00);
  });

  it('refuses a badge of a disputed order at the door with the sentence', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    await handleDisputeEvent(app.refunds, disputeEvent('CREATED', `PP-D-E${next}`, captureId));
    const code = await badgeCodeOf(app.database.handle.db, orderId);
    const answer = await organiserPost(app, '/api/organiser/check-in', { code });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ reason: 'disputed', badge: { code, disputed: true } });
    expect((answer.body as { error: string }).error).toContain('disputed: ask an organiser');
  });

  it('reads every disputed transaction, not only the first: the one that is ours is marked', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const event = disputeEvent('CREATED', `PP-D-MANY${next}`, captureId, {
      disputed_transactions: [
        { seller_transaction_id: 'NOTOURS0000000001' },
        {},
        { seller_transaction_id: captureId },
      ],
    });
    expect(await handleDisputeEvent(app.refunds, event)).toEqual({ redeliver: false, outcome: 'noted' });
    expect(await open(orderId)).toEqual([
      expect.objectContaining({ id: event.resource.dispute_id, amount_cents: 15_000 }),
    ]);
  });
});
