import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  refundRowsOf,
  refundsAtPayPal,
  refundWebhookLost,
  refundWithKey,
} from '../../../tests/support/refund-requests';
import { paidTicketOrder, progress } from '../../../tests/support/refunds';
import { appOnMovedClockForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { refundResponseSchema } from '../../contracts/refunds';

// PayPal keeps a refund's PayPal-Request-Id for 45 days; a key retried later is answered from the books
// or from PayPal's list of the order's refunds, and never sent to PayPal as a new refund
// (docs/decisions/036-refunds-without-gaps.md). The site and PayPal share a clock the test moves.

const day = 24 * 60 * 60 * 1000;

describe.each(testEngines)('a refund key retried after PayPal forgot it, on %s', (engine) => {
  const { app, paypal, clock } = appOnMovedClockForSuite(engine);

  /** A paid order and a $40 refund asked for with `key` whose answer never came back. */
  async function refundWithLostAnswer(key: string, { webhookLost }: { webhookLost: boolean }) {
    clock.offsetMs = 0;
    const paid = await paidTicketOrder(app);
    paypal.loseNextRefundAnswer(paid.captureId);
    if (webhookLost) paypal.mockNext('refund-capture', paid.captureId, refundWebhookLost);
    expect((await refundWithKey(app, paid.orderId, key, 40)).status).toBe(502);
    return paid;
  }

  it('the webhook recorded the refund first: 46 days later the key is answered from the books, PayPal not asked', async () => {
    const key = randomUUID();
    const { orderId, captureId } = await refundWithLostAnswer(key, { webhookLost: false });
    const [recorded] = await refundRowsOf(app, orderId);
    expect(recorded).toMatchObject({ amount_cents: 4_000 });
    // The webhook names the refund on its request, as the refund call's answer would have.
    const request = await app.database.handle.db
      .selectFrom('refund_requests')
      .select('refund_id')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(request.refund_id).toBe(recorded!.id);
    const before = await progress(app);

    clock.offsetMs = 46 * day;
    const retried = await refundWithKey(app, orderId, key, 40);
    expect(retried.status).toBe(200);
    const { refund, order } = refundResponseSchema.parse(retried.body);
    expect(refund).toMatchObject({ amount: 40, status: 'COMPLETED' });
    expect(order).toMatchObject({ amount: 150, refunded: 40, refundable: 110 });
    expect(paypal.refundRequestIds(captureId)).toHaveLength(1);
    expect((await refundsAtPayPal(app, orderId)).map((each) => each.amountCents)).toEqual([4_000]);
    expect(await progress(app)).toEqual(before);
  });

  it('nothing recorded the refund: 46 days later PayPal’s list of the order’s refunds answers the key, and it is counted once', async () => {
    const key = randomUUID();
    const before = await progress(app);
    const { orderId, captureId } = await refundWithLostAnswer(key, { webhookLost: true });
    expect(await refundRowsOf(app, orderId)).toEqual([]);

    clock.offsetMs = 46 * day;
    const retried = await refundWithKey(app, orderId, key, 40);
    expect(retried.status).toBe(200);
    expect(refundResponseSchema.parse(retried.body).order).toMatchObject({ refunded: 40, refundable: 110 });
    // Once more: from the books.
    expect((await refundWithKey(app, orderId, key, 40)).status).toBe(200);
    expect(paypal.refundRequestIds(captureId)).toHaveLength(1);
    expect((await refundsAtPayPal(app, orderId)).map((each) => each.amountCents)).toEqual([4_000]);
    expect(await refundRowsOf(app, orderId)).toEqual([expect.objectContaining({ amount_cents: 4_000 })]);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150 - 40);
  });

  it('the refund never reached PayPal: 46 days later the key is refused with a sentence, and nothing is sent', async () => {
    const key = randomUUID();
    clock.offsetMs = 0;
    const { orderId, captureId } = await paidTicketOrder(app);
    paypal.setUnreachable('refund-capture', true);
    try {
      expect((await refundWithKey(app, orderId, key, 40)).status).toBe(502);
    } finally {
      paypal.setUnreachable('refund-capture', false);
    }
    const sentBefore = paypal.refundRequestIds(captureId).length;

    clock.offsetMs = 46 * day;
    const retried = await refundWithKey(app, orderId, key, 40);
    expect(retried.status).toBe(409);
    expect(retried.body).toEqual({
      error: expect.stringContaining('nothing was refunded with it. Open the refund form again'),
    });
    expect(paypal.refundRequestIds(captureId)).toHaveLength(sentBefore);
    expect(await refundsAtPayPal(app, orderId)).toEqual([]);
    // A new key refunds what is left, checked as any refund is.
    expect((await refundWithKey(app, orderId, randomUUID(), 40)).status).toBe(200);
    expect((await refundsAtPayPal(app, orderId)).map((each) => each.amountCents)).toEqual([4_000]);
  });
});
