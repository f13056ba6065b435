import { describe, expect, it } from 'vitest';
import { links } from '../../../content/links';
import {
  approve,
  buyTickets,
  capture,
  createOrder,
  declineAndCapture,
  inPersonOrder,
  livestreamOrder,
} from '../../../tests/support/purchases';
import { appAndMailForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { ticketHistoryResponseSchema } from '../../contracts/tickets';

describe.each(testEngines)('buying tickets on %s', (engine) => {
  const { app, smtp } = appAndMailForSuite(engine, { PUBLIC_URL: 'https://con.example' });

  const db = () => app.database.handle.db;
  const history = async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: { after: '2024-11-18' },
    });
    expect(response.statusCode).toBe(200);
    return ticketHistoryResponseSchema.parse(response.json());
  };
  const countRows = async (table: 'orders' | 'tickets' | 'badges' | 'livestream_access') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records an in-person purchase with one badge per ticket and emails the buyer their badge codes', async () => {
    const before = (await history()).length;
    const orderId = await buyTickets(app, inPersonOrder());
    const records = await history();
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toMatchObject({ count: 2, amount: 150, stream: false });

    const badges = await db()
      .selectFrom('badges')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(badges.map((badge) => [badge.name, badge.ticket_type])).toEqual([
      ['Ada Solver', 'adult'],
      ['Ben Setter', 'student'],
    ]);
    for (const badge of badges) expect(badge.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    // Bought now, long after March 24, 2025: food is not guaranteed.
    expect(badges.every((badge) => Boolean(badge.late_registrant))).toBe(true);

    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual(['ada@example.com']);
    const text = String(mail?.parsed.text);
    for (const badge of badges) expect(text).toContain(`${badge.code}  ${badge.name}`);
    expect(text).toContain('https://con.example/transit');
    expect(text).toContain(links.hotelBooking);
  });

  it('refuses a tampered amount and stores nothing', async () => {
    const orders = await countRows('orders');
    const created = await createOrder(app, inPersonOrder({ amount: 1 }));
    expect(created.status).toBe(400);
    expect(created.body.error).toBe(
      'The price of this order has changed. Please reload the page and check your order.',
    );
    expect(created.body.error).not.toContain('$');
    expect(await countRows('orders')).toBe(orders);
  });

  it('refuses an order the page would not allow, with the page’s own messages', async () => {
    const body = inPersonOrder();
    const created = await createOrder(app, {
      ...body,
      info: { ...body.info, email: 'not-an-email', names: ['', 'B'] },
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toContain('Must fill out the required field: Name on Badge (Adult 1).');
    expect(created.body.error).toContain('Must enter a valid email address.');
  });

  it('applies SPONSOR on the server and refuses it for more than three tickets', async () => {
    const two = inPersonOrder({ discount: 'sponsor', amount: 75 });
    expect((await createOrder(app, two)).status).toBe(201);
    const four = inPersonOrder({
      tickets: { adult: 4, child: 0, student: 0, unwaged: 0 },
      info: { ...inPersonOrder().info, names: ['A', 'B', 'C', 'D'] },
      discount: 'SPONSOR',
      amount: 280,
    });
    const refused = await createOrder(app, four);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('SPONSOR discount can be used for a maximum of three tickets.');
  });

  it('records nothing when the payment is declined, and says why', async () => {
    const tickets = await countRows('tickets');
    const created = await createOrder(app, inPersonOrder());
    const captured = await declineAndCapture(app, created.body.id!);
    expect(String(captured.body.message)).toMatch(/declined/i);
    expect(await countRows('tickets')).toBe(tickets);
    const order = await db()
      .selectFrom('orders')
      .select('status')
      .where('id', '=', created.body.id!)
      .executeTakeFirst();
    expect(order?.status).toBe('declined');
  });

  it('records once when the same order is captured twice, and answers the same both times', async () => {
    const created = await createOrder(app, inPersonOrder());
    await approve(app, created.body.id!);
    const first = await capture(app, created.body.id!);
    const second = await capture(app, created.body.id!);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    const rows = await db()
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', created.body.id!)
      .execute();
    expect(rows).toHaveLength(1);
    await smtp.waitFor(1);
    await app.outbox.flush();
    expect(smtp.received).toHaveLength(1);
  });

  it('records one purchase when twenty captures of one order arrive at once', async () => {
    const created = await createOrder(app, inPersonOrder());
    await approve(app, created.body.id!);
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(app, created.body.id!)));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const rows = await db()
      .selectFrom('badges')
      .select('id')
      .where('order_id', '=', created.body.id!)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('records fifty concurrent purchases with the right totals', async () => {
    const before = await history();
    await Promise.all(Array.from({ length: 50 }, () => buyTickets(app, inPersonOrder())));
    const after = await history();
    expect(after.length - before.length).toBe(50);
    const sum = (list: typeof after) => list.reduce((total, record) => total + record.amount * 100, 0);
    expect(Math.round(sum(after) - sum(before))).toBe(50 * 15000);
  });

  it('answers 404 for an unknown order and a clear message when the payer has not approved', async () => {
    expect((await capture(app, 'NOSUCHORDER123')).status).toBe(404);
    const created = await createOrder(app, inPersonOrder());
    const early = await capture(app, created.body.id!);
    expect(early.status).toBe(422);
    expect(String(early.body.message)).toMatch(/not yet approved/i);
  });

  it('sends each livestream address its own working link, and refuses a made-up one', async () => {
    const emails = ['viewer.one@example.com', 'viewer.two@example.com'];
    await buyTickets(app, livestreamOrder(emails, 60));
    expect((await history()).at(-1)).toMatchObject({ count: 2, amount: 60, stream: true });
    // The third email is the PayPal payer's own, with the order's page (no stream link).
    const mails = (await smtp.waitFor(3)).filter((mail) => emails.includes(mail.recipients[0] ?? ''));
    expect(mails.map((mail) => mail.recipients[0]).sort()).toEqual(emails);
    for (const mail of mails) {
      const link = String(mail.parsed.text).match(/https:\/\/con\.example\/live-([A-Za-z0-9_-]+)/);
      expect(link).not.toBeNull();
      const visit = await app.server.inject({ method: 'GET', url: `/live-${link![1]}` });
      // Valid, but organisers have not set the stream's address yet (stream-link.test.ts goes on from here).
      expect(visit.statusCode).toBe(200);
      expect(visit.body).toContain('The livestream has not started yet');
    }
    const madeUp = await app.server.inject({ method: 'GET', url: `/live-${'x'.repeat(43)}` });
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.body).toContain('This livestream link is not valid');
  });

  it('answers a history request with a bad date with a 400 and a readable message', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: { after: 'yesterday' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/date/);
  });
});
