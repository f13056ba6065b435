import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { refundWithKey } from '../../../tests/support/refund-requests';
import {
  dashboardOrders,
  progress,
  refundFromDashboard,
  refundMails,
  resendRefundEvent,
} from '../../../tests/support/refunds';
import { connectSocket, type TestSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { badgeListResponseSchema, organiserOverviewSchema } from '../../contracts/organiser';
import { refundResponseSchema } from '../../contracts/refunds';
import { ticketHistoryResponseSchema } from '../../contracts/tickets';

// Organisers refund ticket orders from the dashboard, in whole or in part (docs/product/payments.md,
// "Refunds and chargebacks"); PayPal's webhook about the same refund counts it once.

describe.each(testEngines)('refunding a ticket order from the dashboard on %s', (engine) => {
  let socket: TestSocket;
  let notices = 0;

  const app = appForSuite(engine);
  beforeAll(async () => {
    socket = await connectSocket(app);
    socket.on('totals-changed', () => {
      notices += 1;
    });
  });
  afterAll(async () => {
    socket?.close();
  });

  const db = () => app.database.handle.db;
  const badgesOf = async (orderId: string) => {
    const codes = (
      await db().selectFrom('badges').select('code').where('order_id', '=', orderId).execute()
    ).map((badge) => badge.code);
    const list = badgeListResponseSchema.parse((await organiserPost(app, '/api/badgelist')).body);
    return list.filter((badge) => codes.includes(badge.code));
  };
  const publicTickets = async () =>
    ticketHistoryResponseSchema.parse(
      (
        await app.server.inject({ method: 'POST', url: '/api/tickets', payload: { after: '2024-11-18' } })
      ).json(),
    );
  const refundRows = (orderId: string) =>
    db().selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();

  it('refunds a whole order: the total and tickets sold drop, badges show refunded, the buyer is mailed once', async () => {
    const before = await progress(app);
    const orderId = await buyTickets(app, inPersonOrder());
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 150);
    const noticesBefore = notices;

    const answer = await refundFromDashboard(app, orderId);
    expect(answer.status).toBe(200);
    const { refund, order } = refundResponseSchema.parse(answer.body);
    expect(refund).toMatchObject({
      orderId,
      amount: 150,
      status: 'COMPLETED',
      source: 'organiser',
      kind: 'refund',
    });
    expect(order).toMatchObject({ amount: 150, refunded: 150, refundable: 0, fullyRefunded: true });

    const after = await progress(app);
    expect(after.totalRaised).toBe(before.totalRaised);
    expect(after.ticketsSold).toBe(before.ticketsSold);
    const badges = await badgesOf(orderId);
    expect(badges).toHaveLength(2);
    expect(badges.every((badge) => badge.refunded)).toBe(true);
    expect(badges[0]).toMatchObject({ names: 'Ada Solver', lateRegistrant: true, ticketType: 'adult' });
    const ticketRow = await db()
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect((await publicTickets()).map((record) => record.id)).not.toContain(Number(ticketRow.id));

    const mails = await refundMails(app, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe('ada@example.com');
    expect(mails[0]?.text_body).toContain('We have refunded $150.00');
    expect(mails[0]?.text_body).toContain('badge codes no longer admit anyone');
    await expect.poll(() => notices, { timeout: 3_000 }).toBeGreaterThan(noticesBefore);

    const listed = await dashboardOrders(app);
    expect(listed.refunds.find((shown) => shown.id === refund.id)).toMatchObject({
      orderId,
      orderKind: 'ticket',
      amount: 150,
      source: 'organiser',
    });
    expect(listed.ticketOrders.find((shown) => shown.id === orderId)).toMatchObject({
      tickets: 2,
      stream: false,
      buyer: 'ada@example.com',
      fullyRefunded: true,
      refundable: 0,
    });

    const overview = organiserOverviewSchema.parse(
      (await organiserPost(app, '/api/organiser/overview')).body,
    );
    expect(overview.audit.map((entry) => entry.what)).toContain(
      `Refunded $150.00 of ticket order ${orderId}`,
    );

    // PayPal's webhook about the same refund (here delivered again on purpose) changes nothing.
    expect((await resendRefundEvent(app, refund.id)).delivery).toBe(200);
    expect(await progress(app)).toEqual(after);
    expect(await refundMails(app, orderId)).toHaveLength(1);
    expect(await refundRows(orderId)).toHaveLength(1);

    const again = await refundFromDashboard(app, orderId);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'This payment has already been refunded in full.' });
  });

  it('refunds part of an order, then the rest: tickets count until nothing is left', async () => {
    const before = await progress(app);
    const orderId = await buyTickets(app, inPersonOrder());

    const part = await refundFromDashboard(app, orderId, 40);
    expect(part.status).toBe(200);
    expect(refundResponseSchema.parse(part.body).order).toMatchObject({
      refunded: 40,
      refundable: 110,
      fullyRefunded: false,
    });
    expect(await progress(app)).toMatchObject({
      totalRaised: before.totalRaised + 110,
      ticketsSold: before.ticketsSold + 2,
    });
    expect((await badgesOf(orderId)).some((badge) => badge.refunded)).toBe(false);
    const [partMail] = await refundMails(app, orderId);
    expect(partMail?.text_body).toContain('The rest of your payment ($110.00) still stands');

    const tooMuch = await refundFromDashboard(app, orderId, 120);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toEqual({ error: 'At most $110.00 can still be refunded.' });

    const rest = await refundFromDashboard(app, orderId);
    expect(rest.status).toBe(200);
    expect(refundResponseSchema.parse(rest.body).refund.amount).toBe(110);
    expect(await progress(app)).toMatchObject({
      totalRaised: before.totalRaised,
      ticketsSold: before.ticketsSold,
    });
    expect((await badgesOf(orderId)).every((badge) => badge.refunded)).toBe(true);
    expect(await refundMails(app, orderId)).toHaveLength(2);
  });

  it('makes one refund of a double click', async () => {
    const before = await progress(app);
    const orderId = await buyTickets(app, inPersonOrder());
    // Both clicks come from one opening of the refund form, so they carry its Idempotency-Key.
    const key = randomUUID();
    const [first, second] = await Promise.all([
      refundWithKey(app, orderId, key, 30),
      refundWithKey(app, orderId, key, 30),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const ids = [first, second].map((answer) => refundResponseSchema.parse(answer.body).refund.id);
    expect(ids[0]).toBe(ids[1]);
    expect((await progress(app)).totalRaised).toBe(before.totalRaised + 120);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await refundMails(app, orderId)).toHaveLength(1);
  });

  it('says what is wrong with a refund it cannot make, and changes nothing', async () => {
    const orderId = await buyTickets(app, inPersonOrder());
    const totals = await progress(app);
    const cases: [number, unknown, string][] = [
      [404, await refundFromDashboard(app, 'NOSUCHORDER123'), 'There is no order with this id.'],
      [400, await refundFromDashboard(app, orderId, 0), 'The amount to refund must be more than $0.00.'],
      [400, await refundFromDashboard(app, orderId, 12.345), 'An amount must have at most 2 decimals.'],
      [422, await refundFromDashboard(app, orderId, 150.01), 'At most $150.00 can still be refunded.'],
    ];
    const unpaid = await createOrder(app, inPersonOrder());
    cases.push([
      409,
      await refundFromDashboard(app, unpaid.body.id!),
      'This order was never paid, so there is nothing to refund.',
    ]);
    for (const [status, answer, sentence] of cases) {
      const { status: got, body } = answer as { status: number; body: { error: string } };
      expect(got).toBe(status);
      expect(body.error).toContain(sentence);
    }
    const wrongPass = await organiserPost(
      app,
      `/api/organiser/orders/${orderId}/refund`,
      {},
      { pass: 'not the password' },
    );
    expect(wrongPass.status).toBe(403);
    expect(await progress(app)).toEqual(totals);
    expect(await refundRows(orderId)).toHaveLength(0);
  });
});
