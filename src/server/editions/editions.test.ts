import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edition as contentEdition } from '../../../content/edition';
import { inPersonPrices } from '../../../content/tickets';
import { donate, donationBody } from '../../../tests/support/donations';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { editionListSchema, editionSchema } from '../../contracts/editions';
import { scheduleResponseSchema } from '../../contracts/schedule';
import type { CreateTicketOrderBody } from '../../contracts/tickets';

// Editions as data (docs/product/organisers.md, "Editions"; docs/decisions/075-editions-as-data.md): the
// first edition seeded from content/, the next one copied, edited and made current, and what tickets,
// the schedule and the totals read from the current one.

const day = 86_400_000;

async function list(app: TestApp) {
  const answer = await organiserPost(app, '/api/organiser/editions/list');
  expect(answer.status).toBe(200);
  return editionListSchema.parse(answer.body).editions;
}

/** One buyer's create call, from their own address as a real rush would come. */
const create = (app: TestApp, body: CreateTicketOrderBody) => createOrder(app, body, freshAddress());

async function schedule(app: TestApp) {
  const response = await app.server.inject({ method: 'GET', url: '/api/schedule' });
  return scheduleResponseSchema.parse(response.json());
}

describe.each(testEngines)('editions on %s', (engine) => {
  let app: TestApp;
  let clock = Date.now();

  beforeAll(async () => {
    app = await createTestApp(engine, {}, { now: () => clock });
  });
  afterAll(() => app?.close());

  it('starts with the edition content/ describes, current, with its prices and names', async () => {
    const [only, ...others] = await list(app);
    expect(others).toEqual([]);
    expect(only).toMatchObject({
      year: contentEdition.year,
      name: contentEdition.product,
      current: true,
      datesText: contentEdition.datesText,
      startsAt: new Date(contentEdition.dates.start * 1000).toISOString(),
      prices: { inPerson: { adult: inPersonPrices.adult / 100 } },
    });
  });

  it('refuses a copy that ends before it starts, a year already taken, and unknown editions', async () => {
    const backwards = await organiserPost(app, '/api/organiser/editions', {
      year: 2026,
      startsAt: '2026-04-05T09:00:00-04:00',
      endsAt: '2026-04-02T09:00:00-04:00',
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The edition must end after it starts.');
    const taken = await organiserPost(app, '/api/organiser/editions', {
      year: contentEdition.year,
      startsAt: '2026-04-02T09:00:00-04:00',
      endsAt: '2026-04-05T23:00:00-04:00',
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('already an edition') },
    });
    expect((await organiserPost(app, '/api/organiser/editions/999/activate')).status).toBe(404);
    expect((await organiserPost(app, '/api/organiser/editions/abc', { name: 'X' })).status).toBe(404);
    expect(await list(app)).toHaveLength(1);
    const unguarded = await organiserPost(app, '/api/organiser/editions', { year: 2027 }, { pass: null });
    expect(unguarded.status).toBe(403);
  });

  it('copies, edits and activates the next edition; orders, prices, schedule and totals follow it', async () => {
    // Bought in the first edition, at its prices.
    const before = await buyTickets(app, inPersonOrder());
    await donate(app, donationBody({ amount: 25 }));
    const seededSchedule = await schedule(app);

    const id = await copyEdition(app, {
      year: 2026,
      startsAt: '2026-04-02T09:00:00-04:00',
      endsAt: '2026-04-05T23:00:00-04:00',
      copySchedule: true,
    });
    const next = (await list(app)).find((edition) => edition.id === id);
    expect(next).toMatchObject({
      year: 2026,
      current: false,
      datesText: 'April 2-5, 2026',
      texts: { salesClosed: `Ticket sales for ${contentEdition.product} 2026 are closed.` },
      copiedScheduleEntries: seededSchedule.length,
    });
    expect(next?.texts.inPersonTypes.adult.description).toContain('April 2-5, 2026');

    const priced = await organiserPost(app, `/api/organiser/editions/${id}`, {
      prices: {
        inPerson: { adult: 160, child: 10, student: 20, unwaged: 10 },
        livestream: { adult: 30, student: 10, unwaged: 10 },
      },
      inPersonCapacity: 3,
    });
    expect(priced.status).toBe(200);
    expect(editionSchema.parse(priced.body).prices.inPerson.adult).toBe(160);
    const wrong = await organiserPost(app, `/api/organiser/editions/${id}`, {
      endsAt: '2026-01-01T00:00:00Z',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'The edition must end after it starts.' } });
    const clash = await organiserPost(app, `/api/organiser/editions/${id}`, { year: contentEdition.year });
    expect(clash.status).toBe(409);
    // Still the first edition's prices until it is made current.
    expect((await create(app, inPersonOrder({ amount: 150 }))).status).toBe(201);

    const activated = await organiserPost(app, `/api/organiser/editions/${id}/activate`);
    expect(activated.status).toBe(200);
    expect(editionSchema.parse(activated.body)).toMatchObject({ current: true, year: 2026 });
    const editions = await list(app);
    expect(editions.map((edition) => [edition.year, edition.current])).toEqual([
      [2026, true],
      [contentEdition.year, false],
    ]);

    // The pages price with what GET /api/tickets/sales says (after its second of caching).
    clock += 2_000;
    const sales = await app.server.inject({ method: 'GET', url: '/api/tickets/sales' });
    expect(sales.json()).toMatchObject({ prices: { inPerson: { adult: 160, student: 20 } } });
    // The server prices from the new edition: the old amount is refused, the new one taken.
    const oldPrice = await create(app, inPersonOrder({ amount: 150 }));
    expect(oldPrice.status).toBe(400);
    const after = await buyTickets(app, inPersonOrder({ amount: 180 }));
    // Its capacity: three places, two just sold; the first edition's badges and the order made before
    // the switch count for the first edition only.
    const full = await create(app, inPersonOrder({ amount: 180 }));
    expect(full).toEqual({
      status: 409,
      body: { error: expect.stringContaining('Only 1 in-person ticket is left') },
    });

    const moved = await schedule(app);
    expect(moved).toHaveLength(seededSchedule.length);
    const shift = Date.parse('2026-04-02T09:00:00-04:00') - contentEdition.dates.start * 1000;
    expect(moved[0]?.start).toBe(Number(seededSchedule[0]?.start) + Math.round(shift / 1000));

    const orderEditions = await app.database.handle.db
      .selectFrom('orders')
      .select(['id', 'edition_id'])
      .where('id', 'in', [before, after])
      .execute();
    const firstId = editions[1]?.id;
    expect(Object.fromEntries(orderEditions.map((row) => [row.id, Number(row.edition_id)]))).toEqual({
      [before]: firstId,
      [after]: id,
    });
    const [newer, older] = await list(app);
    expect(newer?.totals).toEqual({
      ticketOrders: 1,
      ticketsSold: 2,
      ticketsRaised: 180,
      donations: 0,
      donationsRaised: 0,
    });
    expect(older?.totals).toEqual({
      ticketOrders: 1,
      ticketsSold: 2,
      ticketsRaised: 150,
      donations: 1,
      donationsRaised: 25,
    });
  });

  it('closes sales with the current edition’s own sentence, and empties the schedule of a copy made without it', async () => {
    clock += day;
    const id = await copyEdition(app, {
      year: 2027,
      startsAt: '2027-04-01T09:00:00-04:00',
      endsAt: '2027-04-04T23:00:00-04:00',
    });
    const closing = await organiserPost(app, `/api/organiser/editions/${id}`, {
      salesCloseAt: new Date(clock - day).toISOString(),
    });
    expect(closing.status).toBe(200);
    await activateEdition(app, id);
    expect(await schedule(app)).toEqual([]);
    const refused = await create(app, inPersonOrder({ amount: 180 }));
    expect(refused).toEqual({
      status: 409,
      body: { error: `Ticket sales for ${contentEdition.product} 2027 are closed.` },
    });
  });
});
