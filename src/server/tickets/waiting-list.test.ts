import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { soldOutText } from '../../../content/tickets';
import { holdEndedText } from '../../../content/waiting-list';
import { effectsOf } from '../../../tests/support/order-effects';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { approveAndCapture, buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/support/test-smtp-server';
import { organiserWaitingListSchema } from '../../contracts/organiser-waiting-list';
import { ticketSalesSchema } from '../../contracts/ticket-sales';
import type { InPersonOrderBody } from '../../contracts/tickets';
import { waitingListHoldSchema } from '../../contracts/waiting-list';

// The waiting list (docs/product/tickets.md, "The waiting list"): from sold out to a purchase through a
// hold, a hold that lapses, two places freed at once, and buyers racing the holder for a freed place.

const holdMinutes = 60;

/** `places` adult tickets for one buyer, with their own address. */
const order = (email: string, places: number, hold?: string): InPersonOrderBody =>
  inPersonOrder({
    tickets: { adult: places, child: 0, student: 0, unwaged: 0 },
    info: {
      ...inPersonOrder().info,
      email,
      names: Array.from({ length: places }, (_, i) => `Guest ${i + 1}`),
    },
    amount: 140 * places,
    ...(hold === undefined ? {} : { hold }),
  });

describe.each(testEngines)('the waiting list on %s', (engine) => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let clockOffsetMs = 0;
  const startApp = async (capacity: number | null) => {
    app = await createTestApp(
      engine,
      {
        ...(capacity === null ? {} : { IN_PERSON_CAPACITY: String(capacity) }),
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://con.example',
        WAITING_LIST_HOLD: `${holdMinutes}m`,
      },
      { now: () => Date.now() + clockOffsetMs },
    );
  };
  beforeEach(async () => {
    clockOffsetMs = 0;
    smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    await app?.close();
    await smtp.close();
  });

  async function post(url: string, payload: object) {
    const response = await app.server.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }
  const join = (email: string, count: number) => post('/api/tickets/waiting-list', { email, count });
  const create = (body: InPersonOrderBody) => post('/api/tickets/create', body);
  async function buy(body: InPersonOrderBody) {
    const created = await create(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.id);
    await approveAndCapture(app, id);
    return id;
  }
  async function left() {
    // The public answer is kept a second; the test asks for the count as it is now.
    app.server.sales.answer.invalidate();
    const response = await app.server.inject({ method: 'GET', url: '/api/tickets/sales' });
    return ticketSalesSchema.parse(response.json()).inPersonLeft;
  }
  async function dashboardList() {
    const answer = await organiserPost(app, '/api/organiser/waiting-list');
    expect(answer.status).toBe(200);
    return organiserWaitingListSchema.parse(answer.body);
  }
  /** The link in the waiting-list email to `address`, once the outbox has sent it over SMTP. */
  async function linkMailedTo(address: string) {
    await app.outbox.flush();
    const mail = smtp.received.find(
      (received) =>
        received.recipients.includes(address) && /held for you$/.test(received.parsed.subject ?? ''),
    );
    expect(mail, `no waiting-list email to ${address}`).toBeDefined();
    const url = /https:\/\/con\.example\/tickets#hold=([A-Za-z0-9_-]+)/.exec(mail!.parsed.text ?? '');
    expect(url).not.toBeNull();
    return url![1]!;
  }
  const mailedAddresses = async () => {
    await app.outbox.flush();
    return smtp.received
      .filter((received) => /held for you$/.test(received.parsed.subject ?? ''))
      .flatMap((received) => received.recipients);
  };

  it('takes a sold-out buyer from the list to a purchase through the emailed hold, and then forgets them', async () => {
    await startApp(2);
    const first = await buyTickets(app, order('early.one@example.com', 1));
    await buyTickets(app, order('early.two@example.com', 1));
    expect(await left()).toBe(0);

    expect(await join('Wait.Ada@example.com', 3)).toEqual({
      status: 201,
      body: { message: expect.stringContaining('3 places') },
    });
    // The same address (in another case) is the same entry: its count changes, its place in line stays.
    expect((await join('wait.ada@example.com', 1)).status).toBe(201);
    expect((await join('wait.bea@example.com', 1)).status).toBe(201);
    expect((await join('someone@localhost', 1)).status).toBe(400);
    expect((await join('wait.cy@example.com', 51)).status).toBe(400);
    let list = await dashboardList();
    expect(list.entries.map((entry) => [entry.position, entry.email, entry.places, entry.hold])).toEqual([
      [1, 'wait.ada@example.com', 1, null],
      [2, 'wait.bea@example.com', 1, null],
    ]);

    // Nothing is free yet: nobody is offered anything.
    expect(await app.waitingList.run()).toBe(0);
    expect(await mailedAddresses()).toEqual([]);

    // A refund frees one place; the sweep offers it to the first in line, and to nobody else.
    expect((await refundFromDashboard(app, first)).status).toBe(200);
    expect(await app.waitingList.run()).toBe(1);
    const token = await linkMailedTo('wait.ada@example.com');
    expect(await mailedAddresses()).toEqual(['wait.ada@example.com']);
    list = await dashboardList();
    expect(list.entries[0]?.hold).toMatchObject({ places: 1, paying: false });
    expect(list.entries[1]?.hold).toBeNull();

    // The place is held: the public count says none left, and a buyer without the link is refused.
    expect(await left()).toBe(0);
    expect(await create(order('walk.in@example.com', 1))).toEqual({
      status: 409,
      body: { error: soldOutText },
    });

    // The link opens /tickets with the place reserved, and buys it.
    const held = await post('/api/tickets/waiting-list/hold', { token });
    expect(held.status).toBe(200);
    expect(waitingListHoldSchema.parse(held.body).places).toBe(1);
    const orderId = await buy(order('wait.ada@example.com', 1, token));
    expect((await effectsOf(app, orderId)).badges).toBe(1);
    // The hold's secret is not kept with the order.
    const stored = await app.database.handle.db
      .selectFrom('orders')
      .select('payload')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(stored.payload).not.toContain(token);

    // The entry left the list on purchase; the link holds nothing any more.
    list = await dashboardList();
    expect(list.entries.map((entry) => [entry.position, entry.email])).toEqual([[1, 'wait.bea@example.com']]);
    expect(await post('/api/tickets/waiting-list/hold', { token })).toEqual({
      status: 410,
      body: { error: holdEndedText },
    });
  });

  /** One place, sold, then refunded while Ada and Bea wait: Ada is offered it. */
  async function adaOfferedTheFreedPlace() {
    await startApp(1);
    const sold = await buyTickets(app, order('early.one@example.com', 1));
    await join('wait.ada@example.com', 1);
    await join('wait.bea@example.com', 1);
    await refundFromDashboard(app, sold);
    expect(await app.waitingList.run()).toBe(1);
  }

  it('passes a hold nobody used to the next in line once it lapses', async () => {
    await adaOfferedTheFreedPlace();
    const adaToken = await linkMailedTo('wait.ada@example.com');

    // A minute before the end the hold still stands.
    clockOffsetMs = (holdMinutes - 1) * 60_000;
    expect(await app.waitingList.run()).toBe(0);
    expect((await post('/api/tickets/waiting-list/hold', { token: adaToken })).status).toBe(200);

    clockOffsetMs = (holdMinutes + 1) * 60_000;
    expect(await app.waitingList.run()).toBe(1);
    const beaToken = await linkMailedTo('wait.bea@example.com');
    const list = await dashboardList();
    expect(list.entries.map((entry) => [entry.email, entry.hold?.places])).toEqual([
      ['wait.bea@example.com', 1],
    ]);

    // Ada's link now says her hold ended, on the page and when she tries to buy with it.
    expect((await post('/api/tickets/waiting-list/hold', { token: adaToken })).status).toBe(410);
    expect(await create(order('wait.ada@example.com', 1, adaToken))).toEqual({
      status: 410,
      body: { error: holdEndedText },
    });
    await buy(order('wait.bea@example.com', 1, beaToken));
    expect((await dashboardList()).entries).toEqual([]);
  });

  /** The emails telling `address` that their hold ran out, as sent over SMTP. */
  const lapseMailsTo = async (address: string) => {
    await app.outbox.flush();
    return smtp.received.filter(
      (received) =>
        received.recipients.includes(address) &&
        /passed to the next person/.test(received.parsed.subject ?? ''),
    );
  };

  it('tells the person whose hold ran out, once, that the place passed on and they left the list', async () => {
    await adaOfferedTheFreedPlace();
    await linkMailedTo('wait.ada@example.com');
    clockOffsetMs = (holdMinutes - 1) * 60_000;
    await app.waitingList.run();
    expect(await lapseMailsTo('wait.ada@example.com')).toEqual([]);

    clockOffsetMs = (holdMinutes + 1) * 60_000;
    await app.waitingList.run();
    await app.waitingList.run();
    clockOffsetMs = (holdMinutes + 5) * 60_000;
    await app.waitingList.run();
    const [told, ...again] = await lapseMailsTo('wait.ada@example.com');
    expect(again).toEqual([]);
    expect(told?.parsed.subject).toMatch(
      /^The place held for you at .* 20\d\d has passed to the next person$/,
    );
    expect(told?.parsed.text).toContain('You are no longer on the waiting list.');
    expect(told?.parsed.text).toContain('https://con.example/tickets');
    // Off the list, as the email says; the next in line holds the place.
    expect((await dashboardList()).entries.map((entry) => [entry.email, entry.hold?.places])).toEqual([
      ['wait.bea@example.com', 1],
    ]);
    expect(await lapseMailsTo('wait.bea@example.com')).toEqual([]);
  });

  it('waits for an order made through the hold to end unpaid before the hold lapses', async () => {
    await startApp(1);
    const sold = await buyTickets(app, order('early.one@example.com', 1));
    await join('wait.ada@example.com', 1);
    await join('wait.bea@example.com', 1);
    await refundFromDashboard(app, sold);
    await app.waitingList.run();
    const token = await linkMailedTo('wait.ada@example.com');
    expect((await create(order('wait.ada@example.com', 1, token))).status).toBe(201);

    // Past the hold's end while Ada is still at PayPal: her order holds the place; nobody is told anything.
    clockOffsetMs = (holdMinutes + 1) * 60_000;
    expect(await app.waitingList.run()).toBe(0);
    expect(await lapseMailsTo('wait.ada@example.com')).toEqual([]);
    expect((await dashboardList()).entries.map((entry) => [entry.email, entry.hold?.paying ?? null])).toEqual(
      [
        ['wait.ada@example.com', true],
        ['wait.bea@example.com', null],
      ],
    );

    // Her order is given up once PayPal's approval window has surely passed: now the hold lapses.
    clockOffsetMs = 7 * 3_600_000;
    await app.sweep.run();
    expect(await lapseMailsTo('wait.ada@example.com')).toHaveLength(1);
    expect(await mailedAddresses()).toEqual(['wait.ada@example.com', 'wait.bea@example.com']);
  });

  it('offers two places freed at once to the first entries that fit, keeping a larger one in line', async () => {
    await startApp(2);
    const sold = await buyTickets(app, order('early.pair@example.com', 2));
    await join('wait.ada@example.com', 1);
    await join('wait.bea@example.com', 2);
    await join('wait.cy@example.com', 1);
    await refundFromDashboard(app, sold);
    expect(await app.waitingList.run()).toBe(2);
    expect((await mailedAddresses()).sort()).toEqual(['wait.ada@example.com', 'wait.cy@example.com']);
    const list = await dashboardList();
    expect(list.entries.map((entry) => [entry.email, entry.hold?.places ?? null])).toEqual([
      ['wait.ada@example.com', 1],
      ['wait.bea@example.com', null],
      ['wait.cy@example.com', 1],
    ]);
    // A holder cannot take more than what is held for them plus what is free (nothing here).
    const cyToken = await linkMailedTo('wait.cy@example.com');
    expect((await create(order('wait.cy@example.com', 2, cyToken))).status).toBe(409);
    await buy(order('wait.cy@example.com', 1, cyToken));
    await buy(order('wait.ada@example.com', 1, await linkMailedTo('wait.ada@example.com')));
    expect((await dashboardList()).entries.map((entry) => entry.email)).toEqual(['wait.bea@example.com']);
    expect(await left()).toBe(0);
  });

  it('gives a freed place to its holder alone when others race for it', async () => {
    await startApp(1);
    const sold = await buyTickets(app, order('early.one@example.com', 1));
    await join('wait.ada@example.com', 1);
    await refundFromDashboard(app, sold);
    expect(await app.waitingList.run()).toBe(1);
    const token = await linkMailedTo('wait.ada@example.com');

    const racers = Array.from({ length: 12 }, (_, i) => create(order(`racer.${i}@example.com`, 1)));
    const [holder, ...others] = await Promise.all([
      create(order('wait.ada@example.com', 1, token)),
      ...racers,
    ]);
    expect(holder?.status).toBe(201);
    for (const answer of others) expect(answer).toEqual({ status: 409, body: { error: soldOutText } });
    // While the holder pays, the place counts once, as their order's.
    const settings = await organiserPost(app, '/api/organiser/event-settings');
    expect((settings.body as { places: unknown }).places).toEqual({
      capacity: 1,
      sold: 0,
      held: 1,
      waitingList: 0,
    });
    expect((await dashboardList()).entries[0]?.hold?.paying).toBe(true);
  });

  it('erases the addresses on the list when retention erases other personal data', async () => {
    await startApp(1);
    await buyTickets(app, order('early.one@example.com', 1));
    await join('wait.ada@example.com', 1);
    expect((await dashboardList()).entries).toHaveLength(1);
    clockOffsetMs = (app.server.config.retentionDays + 1) * 86_400_000;
    await app.retention.run();
    expect((await dashboardList()).entries).toEqual([]);
  });

  it('has no list while places are not limited', async () => {
    await startApp(null);
    expect((await join('wait.ada@example.com', 1)).status).toBe(409);
  });
});
