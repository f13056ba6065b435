import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  familyOrder,
  overview,
  refundBadges,
  shownOrder,
  streamLinkStatus,
  workingLinks,
} from '../../../tests/support/badge-refunds';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { buyTickets, livestreamOrder } from '../../../tests/support/purchases';
import { refundsAtPayPal } from '../../../tests/support/refund-requests';
import { progress } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { attendeeListSchema } from '../../contracts/attendees';
import { refundResponseSchema } from '../../contracts/refunds';

// Refunding one badge or several of an order (docs/product/payments.md, "Refunding single badges";
// docs/decisions/056-orders-one-badge-at-a-time.md).

describe.each(testEngines)('refunding single badges on %s', (engine) => {
  const paypal = paypalOutcomes();
  const app = appForSuite(engine, {}, { paypal });

  /** Two adults and a student with SPONSOR (half off): $290 listed, $145 paid. */
  const discountedFamily = () => familyOrder(app, 'SPONSOR');

  const checkIn = (code: string) => organiserPost(app, '/api/organiser/check-in', { code });

  it('shows each badge’s share of a discounted order, summing to what was paid', async () => {
    const { order } = await discountedFamily();
    expect(order.badges.map((badge) => [badge.holder, badge.share, badge.refunded])).toEqual([
      ['Ada Solver', 70, false],
      ['Cy Setter', 70, false],
      ['Ben Student', 5, false],
    ]);
  });

  it('refunds a badge once when two organisers press at the same moment with their own forms', async () => {
    const { orderId, code, captureId } = await discountedFamily();
    const badge = code('Cy Setter');
    const answers = await Promise.all([
      refundBadges(app, orderId, [badge], randomUUID()),
      refundBadges(app, orderId, [badge], randomUUID()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refusal = answers.find((answer) => answer.status === 409)?.body as { error: string };
    expect(refusal.error).toMatch(
      new RegExp(`^Badge ${badge} \\(Cy Setter\\) (was already refunded|is being refunded already)`),
    );
    expect(paypal.refundRequestIds(captureId)).toHaveLength(1);
    expect((await refundsAtPayPal(app, orderId)).map((each) => each.amountCents)).toEqual([7_000]);
  });

  it('refunds one badge’s share once, however often it is pressed; only that badge stops admitting', async () => {
    const before = await progress(app);
    const { tickets: soldBefore, raised } = await overview(app);
    const sold = soldBefore.inPerson;
    const { orderId, code, captureId } = await discountedFamily();
    const key = randomUUID();

    const first = await refundBadges(app, orderId, [code('Ben Student')], key);
    expect(first.status).toBe(200);
    const again = await refundBadges(app, orderId, [code('Ben Student')], key);
    expect(again.status).toBe(200);
    const { refund, order } = refundResponseSchema.parse(first.body);
    expect(refund.amount).toBe(5);
    expect(refundResponseSchema.parse(again.body).refund.id).toBe(refund.id);
    expect(order).toMatchObject({ amount: 145, refunded: 5, refundable: 140, fullyRefunded: false });

    // PayPal was asked once and holds one refund of $5.
    expect(paypal.refundRequestIds(captureId)).toHaveLength(1);
    expect((await refundsAtPayPal(app, orderId)).map((each) => each.amountCents)).toEqual([500]);

    expect((await checkIn(code('Ben Student'))).body).toMatchObject({ reason: 'refunded' });
    expect((await checkIn(code('Ada Solver'))).status).toBe(200);
    const shown = await shownOrder(app, orderId);
    expect(shown.badges.map((badge) => badge.refunded)).toEqual([false, false, true]);
    expect(shown.history.at(-1)?.what).toBe(
      `Badge ${code('Ben Student')} refunded ($5.00); it no longer admits anyone.`,
    );
    const badgeList = await organiserPost(app, '/api/badgelist');
    expect(badgeList.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: code('Ben Student'), refunded: true }),
        expect.objectContaining({ code: code('Cy Setter'), refunded: false }),
      ]),
    );

    const attendees = attendeeListSchema.parse((await organiserPost(app, '/api/organiser/attendees')).body);
    const attendee = attendees.orders.find((each) => each.orderId === orderId);
    expect(attendee?.badges.map((badge) => [badge.name, badge.refunded])).toEqual([
      ['Ada Solver', false],
      ['Cy Setter', false],
      ['Ben Student', true],
    ]);

    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 140);
    const after = await overview(app);
    expect(after.tickets.inPerson).toBe(sold + 2);
    expect(after.raised.tickets).toBe(raised.tickets + 140);
    expect(after.raised.refunded).toBe(raised.refunded + 5);
  });

  it('stops the badge when PayPal’s answer was lost and its webhook told us instead', async () => {
    const { orderId, code, captureId } = await discountedFamily();
    paypal.loseNextRefundAnswer(captureId);
    const lost = await refundBadges(app, orderId, [code('Ada Solver')], randomUUID());
    expect(lost.status).toBe(502);
    expect((await checkIn(code('Ada Solver'))).body).toMatchObject({ reason: 'refunded' });
    expect((await shownOrder(app, orderId)).refunded).toBe(70);
  });

  it('refuses a badge already refunded, or not of the order, with a sentence', async () => {
    const { orderId, code } = await discountedFamily();
    expect((await refundBadges(app, orderId, [code('Cy Setter')])).status).toBe(200);

    const twice = await refundBadges(app, orderId, [code('Cy Setter')]);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: `Badge ${code('Cy Setter')} (Cy Setter) was already refunded.` });
    const stranger = await refundBadges(app, orderId, ['QQQQQQ']);
    expect(stranger.status).toBe(422);
    expect(stranger.body).toEqual({ error: `Badge QQQQQQ is not part of order ${orderId}.` });
    const both = await organiserPost(app, `/api/organiser/orders/${orderId}/refund`, {
      amount: 5,
      badges: [code('Ada Solver')],
    });
    expect(both.status).toBe(400);
    expect((await refundsAtPayPal(app, orderId)).map((each) => each.amountCents)).toEqual([7_000]);
  });

  it('makes a full refund of the last badges standing', async () => {
    const sold = (await overview(app)).tickets.inPerson;
    const { orderId, code } = await discountedFamily();
    expect((await refundBadges(app, orderId, [code('Ben Student')])).status).toBe(200);
    const rest = await refundBadges(app, orderId, [code('Ada Solver'), code('Cy Setter')]);
    expect(rest.status).toBe(200);
    expect(refundResponseSchema.parse(rest.body).order).toMatchObject({
      refunded: 145,
      refundable: 0,
      fullyRefunded: true,
    });
    expect((await shownOrder(app, orderId)).badges.every((badge) => badge.refunded)).toBe(true);
    expect((await overview(app)).tickets.inPerson).toBe(sold);
  });

  it('stops only the refunded viewers’ stream links of a livestream order', async () => {
    const emails = ['v1@example.com', 'v2@example.com', 'v3@example.com'];
    const orderId = await buyTickets(app, livestreamOrder(emails, 90));
    const sold = (await overview(app)).tickets.livestream;
    const links = await workingLinks(app, orderId);
    const order = await shownOrder(app, orderId);
    expect(order.badges.map((badge) => [badge.holder, badge.share])).toEqual([
      ['v1@example.com', 30],
      ['v2@example.com', 30],
      ['v3@example.com', 30],
    ]);
    const second = order.badges[1]!;

    const answer = await refundBadges(app, orderId, [second.code]);
    expect(answer.status).toBe(200);
    expect(refundResponseSchema.parse(answer.body).refund.amount).toBe(30);
    for (const link of links) {
      const status = await streamLinkStatus(app, link.token);
      if (link.email === 'v2@example.com') expect(status).toBe(404);
      else expect(status).not.toBe(404);
    }
    expect((await overview(app)).tickets.livestream).toBe(sold - 1);
  });
});
