import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makePass } from '../../../tests/support/crew-passes';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import {
  refundPending,
  refundRowsOf,
  refundStateOf,
  refundWebhookLost,
  refundWithKey,
  settlePendingRefund,
} from '../../../tests/support/refund-requests';
import { paidTicketOrder, progress, refundMails } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { refundResponseSchema } from '../../contracts/refunds';

// The in-flight sweep re-reads the refunds PayPal holds for orders with refund activity, so what the
// webhooks and the dashboard's answers missed reaches the books once (docs/decisions/036).

describe.each(testEngines)('the sweep re-reading refunds on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  const sweep = () => app.sweep.run({ settleMs: 0 });

  it('records a pending refund once when PayPal completes it, webhook or no webhook', async () => {
    const before = await progress(app);
    const announced = await paidTicketOrder(app);
    const silent = await paidTicketOrder(app);
    const pendings: string[] = [];
    for (const { orderId, captureId } of [announced, silent]) {
      paypal.mockNext('refund-capture', captureId, refundPending);
      const answer = await refundWithKey(app, orderId, randomUUID(), 30);
      expect(answer.status).toBe(200);
      const { refund, order } = refundResponseSchema.parse(answer.body);
      expect(refund.status).toBe('PENDING');
      expect(order).toMatchObject({ refunded: 0, refundable: 120 });
      pendings.push(refund.id);
    }
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 300);

    expect(await settlePendingRefund(app, pendings[0]!, 'COMPLETED')).toBe(200);
    expect(await settlePendingRefund(app, pendings[1]!, 'COMPLETED', { deliver: false })).toBeUndefined();
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 270);

    await sweep();
    await sweep();
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 240);
    for (const { orderId } of [announced, silent]) {
      expect(await refundRowsOf(app, orderId)).toEqual([
        expect.objectContaining({ status: 'COMPLETED', amount_cents: 3_000, source: 'organiser' }),
      ]);
      expect(await refundStateOf(app, orderId)).toEqual({ paidCents: 15_000, refundedCents: 3_000 });
      expect(await refundMails(app, orderId)).toHaveLength(1);
    }
  });

  it('leaves the totals as they were when a pending refund fails, and the money can be refunded again', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const before = await progress(app);
    paypal.mockNext('refund-capture', captureId, refundPending);
    const answer = await refundWithKey(app, orderId, randomUUID());
    const { refund, order } = refundResponseSchema.parse(answer.body);
    expect(order).toMatchObject({ refunded: 0, refundable: 0 });

    await settlePendingRefund(app, refund.id, 'FAILED');
    await sweep();
    expect(await refundRowsOf(app, orderId)).toEqual([expect.objectContaining({ status: 'FAILED' })]);
    expect(await progress(app)).toEqual(before);
    expect(await refundStateOf(app, orderId)).toEqual({ paidCents: 15_000, refundedCents: 0 });
    expect(await refundMails(app, orderId)).toHaveLength(0);
    const again = await refundWithKey(app, orderId, randomUUID());
    expect(refundResponseSchema.parse(again.body).order).toMatchObject({ refunded: 150, refundable: 0 });
  });

  it('records a refund whose answer and webhook were both lost, and its retry answers it', async () => {
    const before = await progress(app);
    const { orderId, captureId } = await paidTicketOrder(app);
    const key = randomUUID();
    paypal.loseNextRefundAnswer(captureId);
    paypal.mockNext('refund-capture', captureId, refundWebhookLost);
    expect((await refundWithKey(app, orderId, key, 50)).status).toBe(502);
    expect(await refundRowsOf(app, orderId)).toEqual([]);

    await sweep();
    await sweep();
    expect(await refundRowsOf(app, orderId)).toEqual([
      expect.objectContaining({ status: 'COMPLETED', amount_cents: 5_000, source: 'organiser' }),
    ]);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 100);
    const retried = await refundWithKey(app, orderId, key, 50);
    expect(refundResponseSchema.parse(retried.body).order).toMatchObject({ refunded: 50, refundable: 100 });
    expect(await refundRowsOf(app, orderId)).toHaveLength(1);
    expect(paypal.refundRequestIds(captureId)).toHaveLength(1);
  });

  it('names who asked for a refund whose answer was lost, when the sweep records it', async () => {
    const { orderId, captureId } = await paidTicketOrder(app);
    const chair = await makePass(app, 'organiser', 'Sweeping Sasha');
    paypal.loseNextRefundAnswer(captureId);
    paypal.mockNext('refund-capture', captureId, refundWebhookLost);
    const asked = await organiserPost(
      app,
      `/api/organiser/orders/${orderId}/refund`,
      { amount: 25 },
      { token: chair.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(asked.status).toBe(502);

    await sweep();
    const overview = await organiserPost(app, '/api/organiser/overview');
    const audit = (overview.body as { audit: { what: string; by: string }[] }).audit;
    expect(audit.filter((entry) => entry.what.endsWith(`of ticket order ${orderId}`))).toEqual([
      expect.objectContaining({ what: `Refunded $25.00 of ticket order ${orderId}`, by: 'Sweeping Sasha' }),
    ]);
  });
});
