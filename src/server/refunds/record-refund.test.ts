import { describe, expect, it } from 'vitest';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { approve, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { paidTicketOrder, progress, refundMails } from '../../../tests/support/refunds';
import { storedOrder } from '../../../tests/support/stored-order';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { type RefundFacts, recordRefund } from './record-refund';
import { handleRefundEvent } from './refund-events';

// The one recording path of refunds, as the dashboard's refund call and PayPal's webhooks use it:
// idempotent by PayPal's refund id, at the same moment too, and only COMPLETED moves money.

describe.each(testEngines)('recording a refund on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  let nextRefund = 1;
  const paidOrder = () => paidTicketOrder(app);
  const facts = (captureId: string, overrides: Partial<RefundFacts> = {}): RefundFacts => ({
    refundId: `TESTREFUND${engine}${nextRefund++}`,
    captureId,
    amountCents: 50_00,
    currency: 'USD',
    kind: 'refund',
    source: 'paypal',
    status: 'COMPLETED',
    by: null,
    ...overrides,
  });

  it('counts the same refund reported many times at once exactly once', async () => {
    const { orderId, captureId } = await paidOrder();
    const before = await progress(app);
    const refund = facts(captureId);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => recordRefund(app.refunds, refund)));
    expect(outcomes.filter((outcome) => outcome.outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'duplicate')).toHaveLength(5);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised - 50);
    expect(await refundMails(app, orderId)).toHaveLength(1);
  });

  it('never takes more than was paid when refunds of one order arrive together', async () => {
    const { orderId, captureId } = await paidOrder();
    const before = await progress(app);
    await Promise.all(
      Array.from({ length: 4 }, () => recordRefund(app.refunds, facts(captureId, { amountCents: 60_00 }))),
    );
    const after = await progress(app);
    expect(after.totalRaised).toBe(before.totalRaised - 150);
    expect(after.ticketsSold).toBe(before.ticketsSold - 2);
    const order = await storedOrder(app.database.handle.db, orderId);
    expect(Number(order.refunded_cents)).toBe(150_00);
  });

  it('keeps a PENDING refund aside and counts it once PayPal completes it', async () => {
    const { orderId, captureId } = await paidOrder();
    const before = await progress(app);
    const pending = facts(captureId, { status: 'PENDING' });
    expect((await recordRefund(app.refunds, pending)).outcome).toBe('recorded');
    expect((await progress(app)).totalRaised).toBe(before.totalRaised);
    expect(await refundMails(app, orderId)).toHaveLength(0);

    const [completed, again] = await Promise.all([
      recordRefund(app.refunds, { ...pending, status: 'COMPLETED' }),
      recordRefund(app.refunds, { ...pending, status: 'COMPLETED' }),
    ]);
    expect([completed.outcome, again.outcome].sort()).toEqual(['applied', 'duplicate']);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised - 50);
    expect(await refundMails(app, orderId)).toHaveLength(1);
  });

  it('moves no money for a refund PayPal failed', async () => {
    const { orderId, captureId } = await paidOrder();
    const before = await progress(app);
    expect((await recordRefund(app.refunds, facts(captureId, { status: 'FAILED' }))).outcome).toBe(
      'recorded',
    );
    expect(await progress(app)).toEqual(before);
    expect(await refundMails(app, orderId)).toHaveLength(0);
  });

  it('leaves a capture that is not ours alone', async () => {
    expect((await recordRefund(app.refunds, facts('NOTOURCAPTURE1'))).outcome).toBe('unknown-order');
  });

  it('asks PayPal to deliver again a refund of an order it is still recording', async () => {
    const created = await createOrder(app, inPersonOrder());
    const orderId = created.body.id!;
    await approve(app, orderId);
    // PayPal captured (and then refunded) the order, but our capture has not been recorded yet: PayPal's
    // own events about it cannot be settled either, as its order cannot be read.
    paypal.mockEvery('get-order', orderId, 'INTERNAL_SERVER_ERROR');
    const captured = await app.paypal.captureOrder(orderId, `capture-${orderId}-early`);
    const refund = await app.paypal.refundCapture(captured.captureId, {
      amountCents: 10_00,
      requestId: `refund-${orderId}-early`,
    });
    const event = {
      id: 'WH-EARLY',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: refund.id,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '10.00' },
        links: [{ href: `https://api-m.paypal.com/v2/payments/captures/${captured.captureId}`, rel: 'up' }],
      },
    };
    expect(await handleRefundEvent(app.refunds, event)).toEqual({
      redeliver: true,
      outcome: 'not-captured-yet',
    });
  });

  it('does not believe a refund of a capture PayPal does not know, nor one it cannot read', async () => {
    const event = (resource: object) => ({ id: 'WH-X', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource });
    const unknown = event({
      id: 'NOSUCHREFUND',
      amount: { currency_code: 'USD', value: '10.00' },
      links: [{ href: 'https://api-m.paypal.com/v2/payments/captures/NOSUCHCAPTURE', rel: 'up' }],
    });
    expect(await handleRefundEvent(app.refunds, unknown)).toEqual({
      redeliver: false,
      outcome: 'not-confirmed',
    });
    expect(await handleRefundEvent(app.refunds, event({ id: 'NOLINK' }))).toEqual({
      redeliver: false,
      outcome: 'unreadable',
    });
  });
});
