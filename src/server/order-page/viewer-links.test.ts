import { describe, expect, it } from 'vitest';
import { edition } from '../../../content/edition';
import { streamLinkStatus } from '../../../tests/support/badge-refunds';
import { orderLinkOf, orderTokenIn } from '../../../tests/support/order-links';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { approveAndCapture, createOrder, livestreamOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import type { TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';

// Each livestream viewer's email opens that viewer's ticket only; the buyer's own email opens the whole
// order; a ticket given to another address tells the old address, and its old link says it moved
// (docs/decisions/061-viewer-links.md, docs/product/order-page-and-retention.md).

const streamTokenIn = (text: string) => /\/live-([A-Za-z0-9_-]{43})/.exec(text)?.[1];

const get = (app: TestApp, url: string) => app.server.inject({ method: 'GET', url });
const post = (app: TestApp, url: string, payload?: object) =>
  app.server.inject({ method: 'POST', url, payload: payload ?? {}, remoteAddress: freshAddress() });

describe.each(testEngines)('livestream viewers’ own links on %s', (engine) => {
  const app = appForSuite(engine, {
    PUBLIC_URL: 'https://tickets.example',
    BADGE_EDITS_CLOSE: new Date(Date.now() + 86_400_000).toISOString(),
  });

  const mailsTo = (orderId: string, address: string) =>
    app.database.handle.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'text_body', 'html_body'])
      .where('ref', '=', orderId)
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();

  /** The order link in the latest email of `kind` to `address`. */
  const linkTo = (orderId: string, address: string, kind = 'livestream') =>
    orderLinkOf(app, orderId, kind, address);

  /** Two viewers' tickets, paid by `payer` in PayPal's window. */
  async function buyForTwo(one: string, two: string, payer = 'payer@example.com') {
    const created = await createOrder(app, livestreamOrder([one, two], 60));
    await approveAndCapture(app, created.body.id!, { email: payer });
    return created.body.id!;
  }

  const addressesOf = async (orderId: string, payer = 'payer@example.com') => {
    const view = (await get(app, `/api/order/${await linkTo(orderId, payer, 'livestream-order')}`)).json();
    return view.viewers.map((viewer: { email: string }) => viewer.email);
  };

  it('opens only the viewer’s own ticket from their email, with no history of the order', async () => {
    const orderId = await buyForTwo('one@example.com', 'two@example.com');
    const view = (await get(app, `/api/order/${await linkTo(orderId, 'one@example.com')}`)).json();
    expect(view).toMatchObject({ reference: orderId, scope: 'ticket', history: [] });
    expect(view.viewers).toEqual([expect.objectContaining({ email: 'one@example.com', slot: 'Adult 1' })]);
    expect(JSON.stringify(view)).not.toContain('two@example.com');
    const mail = (await mailsTo(orderId, 'one@example.com'))[0];
    expect(mail?.text_body).toContain('Your ticket page');
  });

  it('does not let one viewer change another viewer’s address', async () => {
    const orderId = await buyForTwo('first@example.com', 'second@example.com');
    const first = await linkTo(orderId, 'first@example.com');
    const secondStream = streamTokenIn((await mailsTo(orderId, 'second@example.com'))[0]!.text_body)!;

    const taken = await post(app, `/api/order/${first}/changes`, {
      emails: ['first@example.com', 'thief@example.com'],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe('This link opens one ticket: send its address only (2 sent).');
    expect(await streamLinkStatus(app, secondStream)).not.toBe(404);
    expect(await addressesOf(orderId)).toEqual(['first@example.com', 'second@example.com']);
    expect(await mailsTo(orderId, 'thief@example.com')).toEqual([]);
  });

  it('gives the buyer who watches none of the tickets an email with the whole order’s page', async () => {
    const orderId = await buyForTwo('gift.a@example.com', 'gift.b@example.com', 'giver@example.com');
    const [mail] = await mailsTo(orderId, 'giver@example.com');
    expect(mail).toMatchObject({ kind: 'livestream-order' });
    expect(mail?.text_body).not.toContain('/live-');
    const view = (await get(app, `/api/order/${orderTokenIn(mail!.text_body)}`)).json();
    expect(view.scope).toBe('order');
    expect(await addressesOf(orderId, 'giver@example.com')).toEqual([
      'gift.a@example.com',
      'gift.b@example.com',
    ]);
  });

  it('puts the whole order’s link in the viewer email to the buyer’s own address, and sends no other', async () => {
    const orderId = await buyForTwo('me@example.com', 'friend@example.com', 'ME@example.com');
    expect((await mailsTo(orderId, 'ME@example.com')).length).toBe(0);
    const mine = (await get(app, `/api/order/${await linkTo(orderId, 'me@example.com')}`)).json();
    expect(mine.scope).toBe('order');
    expect(mine.viewers).toHaveLength(2);
    const friends = (await get(app, `/api/order/${await linkTo(orderId, 'friend@example.com')}`)).json();
    expect(friends.scope).toBe('ticket');
  });

  it('tells the old address when the buyer moves a ticket, without naming the new one', async () => {
    const orderId = await buyForTwo('stay@example.com', 'leaving@example.com');
    const buyer = await linkTo(orderId, 'payer@example.com', 'livestream-order');
    const moved = await post(app, `/api/order/${buyer}/changes`, {
      emails: ['stay@example.com', 'arriving@example.com'],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().changed).toEqual([
      'Email (Adult 2) changed from “leaving@example.com” to “arriving@example.com”. The old stream link stopped; the new address was sent its own, and the old address was told.',
    ]);

    const told = (await mailsTo(orderId, 'leaving@example.com')).filter(
      (row) => row.kind === 'livestream-moved',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toMatch(/livestream ticket was moved to another address$/);
    expect(told[0]?.text_body).toContain('(Adult 2)');
    expect(told[0]?.text_body).toContain('by the buyer');
    expect(told[0]?.text_body).toContain(`write to ${edition.email} with the order reference ${orderId}`);
    for (const part of [told[0]?.subject, told[0]?.text_body, told[0]?.html_body])
      expect(part).not.toContain('arriving');
    // The viewer who stays is told nothing.
    expect((await mailsTo(orderId, 'stay@example.com')).map((row) => row.kind)).toEqual(['livestream']);
  });

  it('answers the old viewer’s link with a page that says the ticket moved, and stops their stream link', async () => {
    const orderId = await buyForTwo('keeps@example.com', 'old.holder@example.com');
    const oldLink = await linkTo(orderId, 'old.holder@example.com');
    const oldStream = streamTokenIn((await mailsTo(orderId, 'old.holder@example.com'))[0]!.text_body)!;
    const buyer = await linkTo(orderId, 'payer@example.com', 'livestream-order');
    await post(app, `/api/order/${buyer}/changes`, {
      emails: ['keeps@example.com', 'new.holder@example.com'],
    });

    const page = await get(app, `/api/order/${oldLink}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().error).toMatch(/^This livestream ticket was moved to another address on /);
    expect(page.json().error).toContain(edition.email);
    expect(page.body).not.toContain('new.holder');
    // The page's frame still opens (it shows that sentence), and every call says the same.
    expect((await get(app, `/order/${oldLink}`)).statusCode).toBe(200);
    expect(
      (await post(app, `/api/order/${oldLink}/changes`, { emails: ['back@example.com'] })).statusCode,
    ).toBe(410);
    expect((await post(app, `/api/order/${oldLink}/emails`)).statusCode).toBe(410);
    expect((await get(app, `/api/order/${oldLink}/download`)).statusCode).toBe(410);
    expect(await streamLinkStatus(app, oldStream)).toBe(404);

    // The new address got a stream link and a link of its own ticket.
    const fresh = (await get(app, `/api/order/${await linkTo(orderId, 'new.holder@example.com')}`)).json();
    expect(fresh).toMatchObject({
      scope: 'ticket',
      viewers: [{ email: 'new.holder@example.com', slot: 'Adult 2' }],
    });
  });

  it('lets a viewer give their own ticket away: their link then says it moved, and their old address is told', async () => {
    const orderId = await buyForTwo('giver.viewer@example.com', 'other.viewer@example.com');
    const own = await linkTo(orderId, 'giver.viewer@example.com');
    const answer = await post(app, `/api/order/${own}/changes`, { emails: ['taker@example.com'] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().moved).toMatch(/^This livestream ticket was moved to another address/);
    expect((await get(app, `/api/order/${own}`)).statusCode).toBe(410);
    const told = (await mailsTo(orderId, 'giver.viewer@example.com')).find(
      (row) => row.kind === 'livestream-moved',
    );
    expect(told?.text_body).toContain('from this ticket’s own page');
    expect(await addressesOf(orderId)).toEqual(['taker@example.com', 'other.viewer@example.com']);
  });

  it('tells the old address when the desk moves a ticket, and the old link says it moved', async () => {
    const orderId = await buyForTwo('desk.old@example.com', 'desk.other@example.com');
    const oldLink = await linkTo(orderId, 'desk.old@example.com');
    const viewer = await app.database.handle.db
      .selectFrom('livestream_access')
      .select('code')
      .where('order_id', '=', orderId)
      .where('email', '=', 'desk.old@example.com')
      .executeTakeFirstOrThrow();
    const answer = await organiserPost(app, `/api/organiser/orders/${orderId}/holder`, {
      code: viewer.code,
      holder: 'desk.new@example.com',
    });
    expect(answer.status).toBe(200);
    const told = (await mailsTo(orderId, 'desk.old@example.com')).find(
      (row) => row.kind === 'livestream-moved',
    );
    expect(told?.text_body).toContain(`by the organisers of ${edition.product}`);
    expect(told?.text_body).not.toContain('desk.new');
    expect((await get(app, `/api/order/${oldLink}`)).statusCode).toBe(410);
  });

  it('downloads and sends again only the viewer’s own ticket from their link', async () => {
    const orderId = await buyForTwo('mine.only@example.com', 'not.mine@example.com');
    const own = await linkTo(orderId, 'mine.only@example.com');
    const download = await get(app, `/api/order/${own}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.json()['Your livestream ticket']).toEqual([
      { Ticket: 'Adult 1', 'Email address': 'mine.only@example.com' },
    ]);
    expect(download.body).not.toContain('not.mine@example.com');
    expect(download.body).not.toContain('payer@example.com');

    expect((await post(app, `/api/order/${own}/emails`)).statusCode).toBe(202);
    const resent = await app.database.handle.db
      .selectFrom('outbox')
      .select('to_address')
      .where('ref', '=', orderId)
      .where('kind', '=', 'livestream-resend')
      .execute();
    expect(resent).toEqual([{ to_address: 'mine.only@example.com' }]);
  });
});
