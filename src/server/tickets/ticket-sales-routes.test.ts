import { describe, expect, it } from 'vitest';
import {
  inPersonPrices,
  inPersonTicketText,
  livestreamPrices,
  livestreamTicketText,
  salesClosedText,
  soldOutText,
} from '../../../content/tickets';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import {
  approveAndCapture,
  buyTickets,
  createOrder,
  inPersonOrder,
  livestreamOrder,
} from '../../../tests/support/purchases';
import { connectSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import type { TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { eventSettingsSchema } from '../../contracts/event-settings';
import { organiserOverviewSchema } from '../../contracts/organiser';
import { changeNoticeSchema } from '../../contracts/organiser-edits';
import { ticketSalesSchema } from '../../contracts/ticket-sales';
import type { CreateTicketOrderBody } from '../../contracts/tickets';
import { findOrder } from '../orders/order-store';
import { abandonAfterMs } from '../orders/order-timing';
import { reconcileOrder } from '../orders/reconcile-order';

// Ticket sales closing and the in-person capacity (docs/product/tickets.md, "When sales close" and
// "How many can come").

/** The demo edition's prices, as the pages read them (dollars). */
const editionPrices = {
  inPerson: Object.fromEntries(Object.entries(inPersonPrices).map(([type, cents]) => [type, cents / 100])),
  livestream: Object.fromEntries(
    Object.entries(livestreamPrices).map(([type, cents]) => [type, cents / 100]),
  ),
};

/** One buyer's create call, from their own address as a real rush would come. */
const create = (app: TestApp, body: CreateTicketOrderBody) => createOrder(app, body, freshAddress());

async function salesAnswer(app: TestApp) {
  const response = await app.server.inject({ method: 'GET', url: '/api/tickets/sales' });
  expect(response.statusCode).toBe(200);
  return ticketSalesSchema.parse(response.json());
}

async function setClosed(app: TestApp, closed: boolean) {
  const answer = await organiserPost(app, '/api/organiser/ticket-sales', { closed });
  expect(answer.status).toBe(200);
  return eventSettingsSchema.parse(answer.body);
}

/** The dashboard's uncached view of the places (the public answer may be a second old). */
async function places(app: TestApp) {
  return eventSettingsSchema.parse((await organiserPost(app, '/api/organiser/event-settings')).body).places;
}

const countOrders = async (app: TestApp) =>
  Number(
    (
      await app.database.handle.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** One adult ticket for one buyer. */
const oneTicket = (name: string) =>
  inPersonOrder({
    tickets: { adult: 1, child: 0, student: 0, unwaged: 0 },
    info: { ...inPersonOrder().info, names: [name] },
    amount: 140,
  });

describe.each(testEngines)('closing ticket sales on %s', (engine) => {
  const app = appForSuite(engine);

  it('leaves sales open in the shipped demo, with no closing time and no capacity', async () => {
    expect(await salesAnswer(app)).toEqual({
      open: true,
      closesAt: null,
      inPersonLeft: null,
      prices: editionPrices,
      closedText: salesClosedText,
      // The demo's ticket texts, word for word (docs/decisions/082-the-public-site-follows-the-current-edition.md).
      typeTexts: { inPerson: inPersonTicketText, livestream: livestreamTicketText },
    });
  });

  it('refuses new orders of both kinds with the pages’ sentence once organisers close sales, and takes them again after reopening', async () => {
    const socket = await connectSocket(app);
    try {
      const notice = new Promise((resolve) => socket.once('ticket-sales-changed', resolve));
      const closed = await setClosed(app, true);
      expect(closed.sales).toMatchObject({ open: false, closedByOrganisers: true });
      expect(changeNoticeSchema.safeParse(await notice).success).toBe(true);
    } finally {
      socket.disconnect();
    }
    expect((await salesAnswer(app)).open).toBe(false);

    const before = await countOrders(app);
    const inPerson = await create(app, inPersonOrder());
    expect(inPerson).toEqual({ status: 409, body: { error: salesClosedText } });
    const stream = await create(app, livestreamOrder(['late.viewer@example.com'], 30));
    expect(stream).toEqual({ status: 409, body: { error: salesClosedText } });
    expect(await countOrders(app)).toBe(before);

    const reopened = await setClosed(app, false);
    expect(reopened.sales).toMatchObject({ open: true, closedByOrganisers: false });
    expect((await salesAnswer(app)).open).toBe(true);
    expect((await create(app, inPersonOrder())).status).toBe(201);

    const overview = await organiserPost(app, '/api/organiser/overview');
    const audit = organiserOverviewSchema.shape.audit.parse((overview.body as { audit: unknown }).audit);
    expect(audit.slice(0, 2).map((entry) => entry.what)).toEqual([
      'Reopened ticket sales',
      'Closed ticket sales',
    ]);
  });

  it('lets a buyer who started paying before the close finish paying', async () => {
    const started = await create(app, inPersonOrder());
    expect(started.status).toBe(201);
    await setClosed(app, true);
    try {
      await approveAndCapture(app, started.body.id!);
    } finally {
      await setClosed(app, false);
    }
  });

  it('lets nobody close or reopen sales without the password', async () => {
    for (const pass of [null, 'not-the-password']) {
      const refused = await organiserPost(app, '/api/organiser/ticket-sales', { closed: true }, { pass });
      expect([401, 403]).toContain(refused.status);
      const read = await organiserPost(app, '/api/organiser/event-settings', {}, { pass });
      expect([401, 403]).toContain(read.status);
    }
    expect((await salesAnswer(app)).open).toBe(true);
  });
});

describe.each(testEngines)('a closing time set in content on %s', (engine) => {
  const closesAt = Math.floor(Date.now() / 1000) - 60;
  const app = appForSuite(engine, { TICKET_SALES_CLOSE_AT: new Date(closesAt * 1000).toISOString() });

  it('closes sales by itself once it has passed, and organisers cannot reopen them past it', async () => {
    expect(await salesAnswer(app)).toEqual({
      open: false,
      closesAt: new Date(closesAt * 1000).toISOString(),
      inPersonLeft: null,
      prices: editionPrices,
      closedText: salesClosedText,
      typeTexts: { inPerson: inPersonTicketText, livestream: livestreamTicketText },
    });
    expect(await create(app, inPersonOrder())).toEqual({ status: 409, body: { error: salesClosedText } });
    const reopened = await setClosed(app, false);
    expect(reopened.sales).toMatchObject({ open: false, closedByOrganisers: false });
    expect((await create(app, inPersonOrder())).status).toBe(409);
  });
});

describe.each(testEngines)('the in-person capacity on %s', (engine) => {
  const app = appForSuite(engine, { IN_PERSON_CAPACITY: '12' });

  it('gives exactly the last 10 places to 50 buyers arriving at once, before any of them pays', async () => {
    await buyTickets(app, inPersonOrder());
    expect(await places(app)).toEqual({ capacity: 12, sold: 2, held: 0, waitingList: 0 });
    const before = await countOrders(app);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => create(app, oneTicket(`Rush Buyer ${i}`))),
    );
    const made = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(made).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(answer).toEqual({ status: 409, body: { error: soldOutText } });
    // Refused buyers never got a PayPal order to pay: only the ten are stored.
    expect((await countOrders(app)) - before).toBe(10);
    expect((await salesAnswer(app)).inPersonLeft).toBe(0);

    expect(await places(app)).toEqual({ capacity: 12, sold: 2, held: 10, waitingList: 0 });

    // The ten can all pay; nothing is refused after payment.
    for (const { body } of made.slice(0, 3)) {
      await approveAndCapture(app, body.id!);
    }
    expect(await places(app)).toEqual({ capacity: 12, sold: 5, held: 7, waitingList: 0 });
  });

  it('keeps selling livestream tickets when in-person places are gone', async () => {
    expect((await create(app, livestreamOrder(['far.away@example.com'], 30))).status).toBe(201);
  });

  it('gives a place back when its order is abandoned unpaid, and says how many are left to a larger order', async () => {
    const holding = await app.database.handle.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'created')
      .where('payload', 'not like', '%"livestream"%')
      .execute();
    const [first, second] = holding;
    // What the in-flight sweep does to an order nobody approved within the approval window.
    for (const { id } of [first!, second!]) {
      const order = await findOrder(app.database.handle.db, id);
      const outcome = await reconcileOrder(
        { ...app.capture, now: () => Date.now() + abandonAfterMs + 60_000 },
        order!,
      );
      expect(outcome.kind).toBe('abandoned');
    }
    expect(await places(app)).toEqual({ capacity: 12, sold: 5, held: 5, waitingList: 0 });

    const three = inPersonOrder({
      tickets: { adult: 3, child: 0, student: 0, unwaged: 0 },
      info: { ...inPersonOrder().info, names: ['A', 'B', 'C'] },
      amount: 420,
    });
    expect(await create(app, three)).toEqual({
      status: 409,
      body: { error: 'Only 2 in-person tickets are left. Please choose fewer tickets.' },
    });
    expect((await create(app, inPersonOrder())).status).toBe(201);
    expect((await salesAnswer(app)).inPersonLeft).toBe(0);
  });
});
