import { afterAll, describe, expect, it } from 'vitest';
import { edition } from '../../../content/edition';
import { orderLinkOf, orderTokenIn } from '../../../tests/support/order-links';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, livestreamOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import {
  badgeSearchResponseSchema,
  checkInRefusedSchema,
  checkInResponseSchema,
} from '../../contracts/check-in';
import { orderViewSchema } from '../../contracts/order-page';

// Tickets that change hands (docs/product/order-page-and-retention.md, "Passing a ticket on";
// docs/decisions/077-ticket-transfers.md): the new holder's own email, link and code, the old code refused
// at the door, the order's history, the money left with the order, and everything refused left unwritten.

const hourMs = 3_600_000;

const get = (app: TestApp, url: string) => app.server.inject({ method: 'GET', url });
const post = (app: TestApp, url: string, payload?: object) =>
  app.server.inject({ method: 'POST', url, payload: payload ?? {}, remoteAddress: freshAddress() });

const mailsOf = (app: TestApp, orderId: string) =>
  app.database.handle.db
    .selectFrom('outbox')
    .select(['kind', 'to_address', 'subject', 'text_body', 'html_body', 'attachments'])
    .where('ref', '=', orderId)
    .orderBy('id')
    .execute();

const view = async (app: TestApp, token: string) =>
  orderViewSchema.parse((await get(app, `/api/order/${token}`)).json());

const checkIn = (app: TestApp, code: string) => organiserPost(app, '/api/organiser/check-in', { code });

/** What the tables hold about an order, to show a refused transfer wrote nothing. */
async function snapshot(app: TestApp, orderId: string) {
  const db = app.database.handle.db;
  return {
    badges: await db.selectFrom('badges').selectAll().where('order_id', '=', orderId).execute(),
    order: await db.selectFrom('orders').select('payload').where('id', '=', orderId).execute(),
    history: await db.selectFrom('order_history').selectAll().where('order_id', '=', orderId).execute(),
    transfers: await db.selectFrom('badge_transfers').selectAll().where('order_id', '=', orderId).execute(),
    mails: (await mailsOf(app, orderId)).length,
    links: (await db.selectFrom('order_links').select('token_hash').where('order_id', '=', orderId).execute())
      .length,
  };
}

describe.each(testEngines)('passing a ticket to someone else on %s', (engine) => {
  const app = appForSuite(engine, {
    PUBLIC_URL: 'https://tickets.example',
    BADGE_EDITS_CLOSE: new Date(Date.now() + 86_400_000).toISOString(),
  });

  it('sends the new holder their own badge, refuses the old code at the door and admits the new one', async () => {
    const orderId = await buyTickets(app, inPersonOrder());
    const buyer = await orderLinkOf(app, orderId, 'ticket');
    const before = await view(app, buyer);
    const old = before.badges.find((badge) => badge.name === 'Ben Setter')!.code;
    const amountBefore = await app.database.handle.db
      .selectFrom('orders')
      .select(['amount_cents', 'refunded_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

    const answer = await post(app, `/api/order/${buyer}/transfer`, {
      badge: old.toLowerCase(),
      name: '  Cy Grid ',
      email: 'cy@example.com',
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.transferred).toBe(
      'Passed on to Cy Grid. They were sent their own ticket email; the old code or link no longer works.',
    );
    // The buyer's page no longer shows the badge's code nor its QR code: it lists it as passed on.
    const after = orderViewSchema.parse(body.order);
    expect(after.badges.map((badge) => badge.name)).toEqual(['Ada Solver']);
    expect(after.passedOn).toEqual([{ slot: 'Student 1', name: 'Cy Grid', email: 'cy@example.com' }]);
    expect(after.history.at(-1)?.what).toBe(
      `Name on Badge (Student 1): badge ${old} of “Ben Setter” was passed on to “Cy Grid” (cy@example.com), who was sent a ticket email with a new code. Code ${old} no longer admits anyone.`,
    );

    // The new holder's own email: their badge with a new code and its QR image, and their own link.
    const mail = (await mailsOf(app, orderId)).find((row) => row.kind === 'ticket-transfer')!;
    expect(mail.to_address).toBe('cy@example.com');
    expect(mail.subject).toMatch(/^Your .+ badge$/);
    const images = JSON.parse(mail.attachments ?? '[]') as { qrText: string; cid: string }[];
    expect(images).toHaveLength(1);
    const code = images[0]!.qrText;
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(code).not.toBe(old);
    expect(mail.text_body).toContain(code);
    expect(mail.html_body).toContain(`cid:${images[0]!.cid}`);
    expect(mail.text_body).not.toContain('Ada Solver');
    const holder = await orderLinkOf(app, orderId, 'ticket-transfer');
    expect(mail.text_body).toContain(`https://tickets.example/order/${holder}`);
    const theirs = await view(app, holder);
    expect(theirs).toMatchObject({ scope: 'ticket', answers: null, history: [], passedOn: [] });
    expect(theirs.badges).toEqual([expect.objectContaining({ code, name: 'Cy Grid', slot: 'Student 1' })]);
    expect(JSON.stringify(theirs)).not.toContain('Ada Solver');

    // The old code is refused at once, saying it was transferred; the new one admits Cy.
    const refused = await checkIn(app, old);
    expect(refused.status).toBe(404);
    const refusal = checkInRefusedSchema.parse(refused.body);
    expect(refusal.reason).toBe('transferred');
    expect(refusal.error).toMatch(new RegExp(`^Code ${old} was transferred: `));
    const search = await organiserPost(app, '/api/organiser/check-in/search', { query: old });
    expect(badgeSearchResponseSchema.parse(search.body).transferred).toEqual({
      code: old,
      error: refusal.error,
    });
    const admitted = await checkIn(app, code);
    expect(admitted.status).toBe(200);
    expect(checkInResponseSchema.parse(admitted.body).badge).toMatchObject({ code, name: 'Cy Grid' });

    // The money stays with the order.
    const amountAfter = await app.database.handle.db
      .selectFrom('orders')
      .select(['amount_cents', 'refunded_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(amountAfter).toEqual(amountBefore);
  });

  it('sends the holder, not the buyer, the passed badge when emails are asked for again', async () => {
    const orderId = await buyTickets(app, inPersonOrder());
    const buyer = await orderLinkOf(app, orderId, 'ticket');
    const old = (await view(app, buyer)).badges[0]!.code;
    expect(
      (
        await post(app, `/api/order/${buyer}/transfer`, {
          badge: old,
          name: 'Di Cage',
          email: 'di@example.com',
        })
      ).statusCode,
    ).toBe(200);
    const holder = await orderLinkOf(app, orderId, 'ticket-transfer');
    const code = (await view(app, holder)).badges[0]!.code;
    expect((await post(app, `/api/order/${holder}/emails`)).statusCode).toBe(202);
    const again = (await mailsOf(app, orderId)).filter((row) => row.kind === 'ticket-transfer-resend');
    expect(again.map((row) => row.to_address)).toEqual(['di@example.com']);
    expect(again[0]!.text_body).toContain(code);

    expect((await post(app, `/api/order/${buyer}/emails`)).statusCode).toBe(202);
    const buyers = (await mailsOf(app, orderId)).filter((row) => row.kind === 'ticket-resend').at(-1)!;
    expect(buyers.text_body).not.toContain(code);
    expect(buyers.text_body).not.toContain(old);
  });

  it('lets the holder pass it on again, after which their own link says it moved', async () => {
    const orderId = await buyTickets(app, inPersonOrder());
    const buyer = await orderLinkOf(app, orderId, 'ticket');
    const first = (await view(app, buyer)).badges[0]!.code;
    await post(app, `/api/order/${buyer}/transfer`, {
      badge: first,
      name: 'Ed One',
      email: 'ed@example.com',
    });
    const edLink = await orderLinkOf(app, orderId, 'ticket-transfer', 'ed@example.com');
    const edCode = (await view(app, edLink)).badges[0]!.code;
    // The holder's link opens one badge: the buyer's other badge is not theirs to pass on.
    const other = (await view(app, buyer)).badges[0]!.code;
    const notTheirs = await post(app, `/api/order/${edLink}/transfer`, {
      badge: other,
      name: 'Thief',
      email: 'thief@example.com',
    });
    expect(notTheirs.statusCode).toBe(404);
    const changes = await post(app, `/api/order/${edLink}/changes`, {
      names: ['X'],
      dietaryRestrictions: true,
      dietaryRestrictionsDetails: 'Anything',
      accomodations: false,
      accomodationsDetails: '',
      volunteer: false,
      dinner: false,
    });
    expect(changes.statusCode).toBe(403);

    const again = await post(app, `/api/order/${edLink}/transfer`, {
      badge: edCode,
      name: 'Flo Two',
      email: 'flo@example.com',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().moved).toMatch(/^This badge was passed to another person on /);
    const gone = await get(app, `/api/order/${edLink}`);
    expect(gone.statusCode).toBe(410);
    expect((await checkIn(app, edCode)).status).toBe(404);
    const floLink = await orderLinkOf(app, orderId, 'ticket-transfer', 'flo@example.com');
    expect((await view(app, floLink)).badges[0]!.name).toBe('Flo Two');
  });

  it('refuses bad input with sentences and writes nothing', async () => {
    const orderId = await buyTickets(app, inPersonOrder());
    const buyer = await orderLinkOf(app, orderId, 'ticket');
    const code = (await view(app, buyer)).badges[0]!.code;
    const before = await snapshot(app, orderId);

    const invalid = await post(app, `/api/order/${buyer}/transfer`, {
      badge: code,
      name: ' ',
      email: 'cy@localhost',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      error:
        'Must fill out the required field: New holder’s name. Must enter a valid email address for the new holder.',
      problems: [
        { field: 'name', message: 'Must fill out the required field: New holder’s name' },
        { field: 'email', message: 'Must enter a valid email address for the new holder.' },
      ],
    });
    const unknown = await post(app, `/api/order/${buyer}/transfer`, {
      badge: 'QQQQQQ',
      name: 'Cy',
      email: 'cy@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Badge QQQQQQ is not on this page.');
    const extra = await post(app, `/api/order/${buyer}/transfer`, {
      badge: code,
      name: 'Cy',
      email: 'cy@example.com',
      amount: 0,
    });
    expect(extra.statusCode).toBe(400);
    const missing = await post(app, `/api/order/${buyer}/transfer`, { badge: code });
    expect(missing.statusCode).toBe(400);
    expect(await snapshot(app, orderId)).toEqual(before);

    // A badge collected at the door, or refunded, stays where it is.
    expect((await checkIn(app, code)).status).toBe(200);
    const collected = await post(app, `/api/order/${buyer}/transfer`, {
      badge: code,
      name: 'Cy',
      email: 'cy@example.com',
    });
    expect(collected.statusCode).toBe(409);
    expect(collected.json().error).toBe(
      `Badge ${code} was already collected at the door, so it cannot be passed on. Ask at the registration desk.`,
    );
    expect((await snapshot(app, orderId)).transfers).toEqual([]);
  });

  it('passes a livestream ticket on: the old stream link stops and the new holder gets their own', async () => {
    const orderId = await buyTickets(app, livestreamOrder(['one@example.com', 'two@example.com'], 60));
    const buyerMail = (await mailsOf(app, orderId)).find((row) => row.kind === 'livestream-order');
    const buyer = orderTokenIn(buyerMail!.text_body)!;
    const before = await view(app, buyer);
    const two = before.viewers.find((viewer) => viewer.email === 'two@example.com')!;
    expect(two.code).toMatch(/^[A-Z0-9]+$/);
    const answer = await post(app, `/api/order/${buyer}/transfer`, {
      badge: two.code,
      name: 'Gil Three',
      email: 'gil@example.com',
    });
    expect(answer.statusCode).toBe(200);
    const after = orderViewSchema.parse(answer.json().order);
    expect(after.viewers.map((viewer) => viewer.email)).toEqual(['one@example.com', 'gil@example.com']);
    expect(after.viewers[1]!.code).toBe(two.code);
    expect(after.history.at(-1)?.what).toContain('was passed on to “Gil Three” (gil@example.com)');
    expect((await get(app, two.link.replace('https://tickets.example', ''))).statusCode).toBe(404);
    const gils = await orderLinkOf(app, orderId, 'livestream', 'gil@example.com');
    const theirs = await view(app, gils);
    expect(theirs.scope).toBe('ticket');
    expect(theirs.viewers.map((viewer) => viewer.email)).toEqual(['gil@example.com']);
    const told = (await mailsOf(app, orderId)).filter((row) => row.kind === 'livestream-moved');
    expect(told.map((row) => row.to_address)).toEqual(['two@example.com']);
  });

  it('lets the desk pass a badge on, in the change log without the new holder’s name', async () => {
    const orderId = await buyTickets(app, inPersonOrder());
    const buyer = await orderLinkOf(app, orderId, 'ticket');
    const code = (await view(app, buyer)).badges[1]!.code;
    const bad = await organiserPost(app, `/api/organiser/orders/${orderId}/transfer`, {
      code,
      name: 'Hal',
      email: 'not an address',
    });
    expect(bad.status).toBe(422);
    const done = await organiserPost(app, `/api/organiser/orders/${orderId}/transfer`, {
      code,
      name: 'Hal Four',
      email: 'hal@example.com',
    });
    expect(done.status).toBe(200);
    expect((done.body as { transferred: string }).transferred).toContain('passed on to “Hal Four”');
    expect((await checkIn(app, code)).status).toBe(404);
    const mail = (await mailsOf(app, orderId)).find((row) => row.kind === 'ticket-transfer')!;
    expect(mail.to_address).toBe('hal@example.com');
    const audit = await app.database.handle.db
      .selectFrom('organiser_audit')
      .select('what')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.what).toBe(`Passed ticket ${code} of order ${orderId} to another person at the desk`);
    expect(
      (
        await organiserPost(app, '/api/organiser/orders/NO-SUCH-ORDER/transfer', {
          code,
          name: 'A',
          email: 'a@example.com',
        })
      ).status,
    ).toBe(404);
  });

  it('keeps a refunded badge’s share going back to the buyer’s payment after a transfer', async () => {
    const orderId = await buyTickets(app, inPersonOrder());
    const buyer = await orderLinkOf(app, orderId, 'ticket');
    const code = (await view(app, buyer)).badges[0]!.code;
    await post(app, `/api/order/${buyer}/transfer`, { badge: code, name: 'Ivy', email: 'ivy@example.com' });
    expect((await refundFromDashboard(app, orderId)).status).toBe(200);
    const refunds = await app.database.handle.db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(refunds).toHaveLength(1);
    const holder = await orderLinkOf(app, orderId, 'ticket-transfer');
    expect((await view(app, holder)).badges).toEqual([]);
  });
});

describe.each(testEngines)('passing a ticket on after BADGE_EDITS_CLOSE on %s', (engine) => {
  let app: TestApp;
  afterAll(async () => {
    await app?.close();
  });

  it('refuses with a sentence that says whom to write to, and writes nothing', async () => {
    let clock = Date.now();
    app = await createTestApp(
      engine,
      { BADGE_EDITS_CLOSE: '2025-03-27T00:00:00-04:00' },
      { now: () => clock },
    );
    const orderId = await buyTickets(app, inPersonOrder());
    const buyer = await orderLinkOf(app, orderId, 'ticket');
    const code = (await view(app, buyer)).badges[0]!.code;
    clock += 49 * hourMs;
    const before = await snapshot(app, orderId);
    const refused = await post(app, `/api/order/${buyer}/transfer`, {
      badge: code,
      name: 'Late Comer',
      email: 'late@example.com',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^Changes on this page closed on \w+day, /);
    expect(refused.json().error).toContain(`write to ${edition.email}`);
    expect(await snapshot(app, orderId)).toEqual(before);
    // The desk is where late changes are made.
    const desk = await organiserPost(app, `/api/organiser/orders/${orderId}/transfer`, {
      code,
      name: 'Late Comer',
      email: 'late@example.com',
    });
    expect(desk.status).toBe(200);
  });
});
