import { beforeAll, describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { orderLinkOf } from '../../../tests/support/order-links';
import { organiserPost } from '../../../tests/support/organiser-requests';
import {
  buyTickets,
  inPersonOrder,
  livestreamOrder,
  orderPageChanges,
} from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// Personal data has an end (docs/product/order-page-and-retention.md, "Retention"), on both engines:
// nothing is erased a minute before PERSONAL_DATA_RETENTION_DAYS are over, everything personal is at
// that time, the totals stay what they were, and the order page says what happened.

const day = 86_400_000;

describe.each(testEngines)('erasing personal data on %s', (engine) => {
  let clock = Date.now();
  const startMs = clock;
  let ticketOrder: string;
  let streamOrder: string;
  let shownDonation: string;
  let heldDonation: string;
  let token: string;
  const get = async (url: string) => (await app.server.inject({ method: 'GET', url })).json();
  /** What the public sees of the money: totals, incentives' raised amounts, the donation list's amounts. */
  const publicAnswers = async () => ({
    progress: await get('/api/progress'),
    incentives: await get('/api/incentives'),
    donations: (await get('/api/donations/recent')).donations.map((d: { amount: number; name: string }) => [
      d.amount,
      d.name,
    ]),
  });
  let before: Awaited<ReturnType<typeof publicAnswers>>;
  const db = () => app.database.handle.db;

  const app = appForSuite(
    engine,
    { PERSONAL_DATA_RETENTION_DAYS: '30', BADGE_EDITS_CLOSE: new Date(startMs + 400 * day).toISOString() },
    { now: () => clock },
  );
  beforeAll(async () => {
    ticketOrder = await buyTickets(
      app,
      inPersonOrder({
        info: {
          ...inPersonOrder().info,
          dietaryRestrictions: true,
          dietaryRestrictionsDetails: 'Coeliac',
        },
      }),
    );
    streamOrder = await buyTickets(app, livestreamOrder(['viewer@example.com'], 30));
    shownDonation = await donate(app, donationBody({ name: 'Shown Donor', message: 'Go team' }));
    heldDonation = await donate(
      app,
      donationBody({ name: 'Held Donor', message: 'see https://spam.example' }),
    );
    token = await orderLinkOf(app, ticketOrder);
    // A change on the page, so the history has something to erase too.
    await app.server.inject({
      method: 'POST',
      url: `/api/order/${token}/changes`,
      payload: orderPageChanges({
        names: ['Ada Lovelace', 'Ben Setter'],
        dietaryRestrictions: true,
        dietaryRestrictionsDetails: 'Coeliac',
      }),
    });
    before = await publicAnswers();
  });

  it('says when on the order page and the dashboard, and erases nothing a minute before', async () => {
    const view = (await app.server.inject({ method: 'GET', url: `/api/order/${token}` })).json();
    const dueMs = Date.parse(view.erasure.at);
    // The event is long over, so the days count from the purchase.
    expect(dueMs).toBeGreaterThanOrEqual(startMs + 30 * day - 60_000);
    expect(dueMs).toBeLessThanOrEqual(Date.now() + 30 * day);
    expect(view.erasure.text).toContain('30 days');
    const attendees = (await organiserPost(app, '/api/organiser/attendees')).body as {
      erasure: { nextAt: string; days: number };
    };
    expect(attendees.erasure.days).toBe(30);
    expect(Math.abs(Date.parse(attendees.erasure.nextAt) - dueMs)).toBeLessThan(60_000);

    clock = startMs + 30 * day - 60_000;
    expect(await app.retention.run()).toBe(0);
    const badge = await db()
      .selectFrom('badges')
      .select('name')
      .where('order_id', '=', ticketOrder)
      .execute();
    expect(badge.map((b) => b.name)).toEqual(['Ada Lovelace', 'Ben Setter']);
  });

  it('erases every personal field at the configured time, keeping amounts, ids and totals', async () => {
    clock = Date.now() + 30 * day + 60_000;
    expect(await app.retention.run()).toBe(4);

    const orders = await db()
      .selectFrom('orders')
      .select(['id', 'payload', 'payer_name', 'payer_email', 'capture_id', 'amount_cents', 'erased_ms'])
      .where('id', 'in', [ticketOrder, streamOrder, shownDonation, heldDonation])
      .execute();
    for (const order of orders) {
      expect(order.erased_ms).not.toBeNull();
      expect(order.payer_name).toBeNull();
      expect(order.payer_email).toBeNull();
      expect(order.capture_id).toMatch(/\w+/);
      expect(order.payload).not.toMatch(/Ada|Ben|Coeliac|6175550123|example\.com|Go team|spam|Held Donor/);
    }
    const ticket = orders.find((o) => o.id === ticketOrder)!;
    expect(JSON.parse(ticket.payload)).toMatchObject({
      tickets: { adult: 1, student: 1 },
      info: { names: ['', ''], volunteer: true, dinner: true, dietaryRestrictions: false },
    });
    expect(
      (await db().selectFrom('badges').select('name').where('order_id', '=', ticketOrder).execute()).map(
        (b) => b.name,
      ),
    ).toEqual(['', '']);
    const tickets = await db()
      .selectFrom('tickets')
      .select(['buyer_email', 'amount_cents', 'count'])
      .execute();
    expect(tickets.every((t) => t.buyer_email === '')).toBe(true);
    expect(tickets.map((t) => [Number(t.amount_cents), t.count]).sort()).toEqual([
      [15_000, 2],
      [3_000, 1],
    ]);
    const access = await db().selectFrom('livestream_access').select('email').execute();
    expect(access.map((a) => a.email)).toEqual(['']);
    const donations = await db()
      .selectFrom('donations')
      .select(['order_id', 'name', 'message', 'amount_cents'])
      .orderBy('id')
      .execute();
    expect(donations.map((d) => [d.order_id, d.name, d.message, Number(d.amount_cents)])).toEqual([
      [shownDonation, 'Shown Donor', '', 2_000],
      [heldDonation, '', '', 2_000],
    ]);
    expect(
      await db().selectFrom('outbox').select('id').where('ref', 'in', [ticketOrder, streamOrder]).execute(),
    ).toEqual([]);
    expect(await db().selectFrom('order_history').select('id').execute()).toEqual([]);

    // Every public total and list reads as it did, and no message is shown any more.
    expect(await publicAnswers()).toEqual(before);
    expect(before.progress).not.toEqual({});
    const shown = (await get('/api/donations/recent')).donations as { message: string }[];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map((d) => d.message)).toEqual(shown.map(() => ''));
    // A second pass finds nothing left.
    expect(await app.retention.run()).toBe(0);
  });

  it('the order page says the data was erased, takes no changes, and downloads only the books', async () => {
    const page = await app.server.inject({ method: 'GET', url: `/api/order/${token}` });
    expect(page.statusCode).toBe(200);
    const view = page.json();
    expect(view.erasure.done).toBe(true);
    expect(view.erasure.text).toMatch(/^The personal data of this order was erased on /);
    expect(view.badges).toEqual([]);
    expect(view.answers).toBeNull();
    expect(view.receipt).toContainEqual(['Amount paid', '$150.00 (PayPal)']);
    const change = await app.server.inject({
      method: 'POST',
      url: `/api/order/${token}/changes`,
      payload: orderPageChanges({ names: ['Back Again', 'Ben'] }),
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toMatch(/was erased/);
    const download = await app.server.inject({ method: 'GET', url: `/api/order/${token}/download` });
    expect(download.body).not.toMatch(/Ada|Ben|Coeliac|6175550123|example\.com/);
    expect(download.json()['Personal data erased at']).not.toBeNull();
    expect((await app.server.inject({ method: 'POST', url: `/api/order/${token}/emails` })).statusCode).toBe(
      404,
    );
    // Wrong tokens stay plain 404s after erasure too.
    expect((await app.server.inject({ method: 'GET', url: `/api/order/${'y'.repeat(43)}` })).statusCode).toBe(
      404,
    );
  });
});
