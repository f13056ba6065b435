import { beforeAll, describe, expect, it } from 'vitest';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { attendeeListSchema } from '../../contracts/attendees';
import { badgeListResponseSchema } from '../../contracts/organiser';
import { readQueryString } from '../../contracts/organiser-read';
import { organiserOrdersSchema } from '../../contracts/refunds';

// After the switch to a new edition the dashboard's order list, badge list and attendee list show the
// current edition's, and the previous one's stay readable with `edition` (docs/product/organisers.md,
// "Editions"): nothing of the two is ever mixed.

/** One adult ticket for `name`, bought at `{name}@example.com`. */
const oneTicket = (name: string) =>
  inPersonOrder({
    tickets: { adult: 1, child: 0, student: 0, unwaged: 0 },
    info: { ...inPersonOrder().info, email: `${name.toLowerCase()}@example.com`, names: [name] },
    amount: 140,
  });

describe.each(testEngines)('the dashboard lists of each edition on %s', (engine) => {
  const app = appForSuite(engine);
  let token = '';
  let first = 0;
  let next = 0;
  let oldOrder = '';
  let newOrder = '';

  const get = async (url: string, input: Record<string, unknown> = {}) => {
    const answer = await app.server.inject({
      method: 'GET',
      url: `${url}${readQueryString(input)}`,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: freshAddress(),
    });
    return { status: answer.statusCode, body: answer.json() as unknown };
  };
  const orders = async (input: Record<string, unknown> = {}) =>
    organiserOrdersSchema.parse((await get('/api/organiser/orders', input)).body);
  const orderIds = async (input: Record<string, unknown> = {}) =>
    (await orders(input)).ticketOrders.map((order) => order.id);
  const badgeNames = async (input: Record<string, unknown> = {}) =>
    badgeListResponseSchema.parse((await get('/api/badgelist', input)).body).map((badge) => badge.names);
  const attendees = async (input: Record<string, unknown> = {}) =>
    attendeeListSchema.parse((await get('/api/organiser/attendees', input)).body);

  beforeAll(async () => {
    token = ((await organiserPost(app, '/api/organiser/sign-in')).body as { token: string }).token;
    oldOrder = await buyTickets(app, oneTicket('Ada'));
    next = await copyEdition(app, {
      year: 2026,
      startsAt: '2026-04-02T09:00:00-04:00',
      endsAt: '2026-04-05T23:00:00-04:00',
    });
    const list = (await organiserPost(app, '/api/organiser/editions/list')).body as {
      editions: { id: number; year: number }[];
    };
    first = list.editions.find((edition) => edition.year === 2025)?.id ?? 0;
    await activateEdition(app, next);
    newOrder = await buyTickets(app, oneTicket('Bea'));
  });

  it('show the current edition’s orders, badges and attendees by default', async () => {
    expect(await orderIds()).toEqual([newOrder]);
    expect(await badgeNames()).toEqual(['Bea']);
    const list = await attendees();
    expect(list.orders.map((order) => order.orderId)).toEqual([newOrder]);
    expect(list.counts.all).toEqual({ orders: 1, badges: 1 });
    // Named, the current edition is the same list.
    expect(await orderIds({ edition: next })).toEqual([newOrder]);
  });

  it('show the previous edition’s with edition=, and only its refunds', async () => {
    await refundFromDashboard(app, oldOrder);
    expect(await orderIds({ edition: first })).toEqual([oldOrder]);
    expect(await badgeNames({ edition: first })).toEqual(['Ada']);
    const list = await attendees({ edition: first });
    expect(list.orders.map((order) => [order.orderId, order.refundState])).toEqual([[oldOrder, 'full']]);
    expect((await orders({ edition: first })).refunds.map((refund) => refund.orderId)).toEqual([oldOrder]);
    expect((await orders()).refunds).toEqual([]);
  });

  it('page and search within the chosen edition', async () => {
    expect(await orderIds({ edition: first, search: 'ada@example.com' })).toEqual([oldOrder]);
    expect(await orderIds({ edition: first, search: 'bea@example.com' })).toEqual([]);
    expect(await orderIds({ search: 'Ada' })).toEqual([]);
    const [only] = (await orders({ edition: first })).ticketOrders;
    expect(await orderIds({ edition: first, before: { time: only?.time, id: only?.id } })).toEqual([]);
  });

  it('the published badge list answers a POST with the password as written: the current edition’s', async () => {
    const posted = await organiserPost(app, '/api/badgelist');
    expect(posted.status).toBe(200);
    expect(badgeListResponseSchema.parse(posted.body).map((badge) => badge.names)).toEqual(['Bea']);
    const old = await organiserPost(app, '/api/badgelist', { edition: first });
    expect(badgeListResponseSchema.parse(old.body).map((badge) => badge.names)).toEqual(['Ada']);
  });

  it('refuse an edition that does not exist with a sentence, and a malformed one', async () => {
    for (const url of ['/api/organiser/orders', '/api/badgelist', '/api/organiser/attendees']) {
      expect(await get(url, { edition: 9999 }), url).toEqual({
        status: 404,
        body: {
          error: 'There is no edition 9999. Choose one of the editions listed in the Editions section.',
        },
      });
      expect(await get(url, { edition: 'last-year' }), url).toEqual({
        status: 400,
        body: { error: 'The request was refused: edition must be a number.' },
      });
    }
  });
});
