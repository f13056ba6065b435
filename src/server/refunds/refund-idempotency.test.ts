import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { refundRowsOf, refundsAtPayPal, refundWithKey } from '../../../tests/support/refund-requests';
import { paidTicketOrder, progress } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { refundResponseSchema } from '../../contracts/refunds';

// The refund form's Idempotency-Key: the same key is one refund, whatever arrives in between
// (docs/product/organisers.md, "Refunds"; docs/decisions/036-refunds-without-gaps.md).

describe.each(testEngines)('a refund retried with its Idempotency-Key on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  it('refunds once when PayPal’s answer was lost and its webhook and another refund came in between', async () => {
    const before = await progress(app);
    const { orderId, captureId } = await paidTicketOrder(app);
    const key = randomUUID();

    paypal.loseNextRefundAnswer(captureId);
    const first = await refundWithKey(app, orderId, key, 40);
    expect(first.status).toBe(502);
    expect(first.body).toEqual({ error: expect.stringContaining('Trying again is safe') });
    // PayPal's webhook told us meanwhile, and another organiser refunded $10 with a key of their own.
    expect(await refundRowsOf(app, orderId)).toEqual([expect.objectContaining({ amount_cents: 4_000 })]);
    expect((await refundWithKey(app, orderId, randomUUID(), 10)).status).toBe(200);

    const retried = await refundWithKey(app, orderId, key, 40);
    expect(retried.status).toBe(200);
    const { refund, order } = refundResponseSchema.parse(retried.body);
    expect(refund).toMatchObject({ amount: 40, status: 'COMPLETED' });
    expect(order).toMatchObject({ amount: 150, refunded: 50, refundable: 100 });
    // Once more, as a double click would: the same answer, from the books.
    expect(refundResponseSchema.parse((await refundWithKey(app, orderId, key, 40)).body).refund.id).toBe(
      refund.id,
    );

    expect((await refundsAtPayPal(app, orderId)).map((each) => each.amountCents).sort()).toEqual([
      1_000, 4_000,
    ]);
    expect(await refundRowsOf(app, orderId)).toHaveLength(2);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 100);
    // The webhook named the refund on its request, so the retry was answered from the books: PayPal saw
    // the first request and the other organiser's, nothing more.
    const [firstId, secondId] = paypal.refundRequestIds(captureId);
    expect(paypal.refundRequestIds(captureId)).toHaveLength(2);
    expect(secondId).not.toBe(firstId);
  });

  it('refuses the same key with another amount or for another order', async () => {
    const { orderId } = await paidTicketOrder(app);
    const other = await paidTicketOrder(app);
    const key = randomUUID();
    expect((await refundWithKey(app, orderId, key, 20)).status).toBe(200);

    const otherAmount = await refundWithKey(app, orderId, key, 25);
    expect(otherAmount.status).toBe(422);
    expect(otherAmount.body).toEqual({
      error: `This Idempotency-Key was already used to refund $20.00 of order ${orderId}; open the refund form again to refund something else.`,
    });
    expect((await refundWithKey(app, other.orderId, key, 20)).status).toBe(422);
    expect((await refundWithKey(app, orderId, key)).status).toBe(422);
    expect(await refundRowsOf(app, orderId)).toHaveLength(1);
    expect(await refundRowsOf(app, other.orderId)).toHaveLength(0);
  });

  it('refuses a malformed key with a sentence', async () => {
    const { orderId } = await paidTicketOrder(app);
    const answer = await refundWithKey(app, orderId, 'short key!', 5);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error:
        'The request was refused: The Idempotency-Key header must be 16 to 64 letters, digits, - or _ (a UUID fits).',
    });
    expect(await refundRowsOf(app, orderId)).toHaveLength(0);
  });
});
