import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edition } from '../../../content/edition';
import { orderLinkOf, orderTokenIn } from '../../../tests/support/order-links';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import {
  buyTickets,
  inPersonOrder,
  livestreamOrder,
  orderPageChanges,
} from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import type { InPersonChanges } from '../../domain/tickets/order-changes';

// The buyer's order page (docs/product/order-page-and-retention.md) on both engines: the link in the
// ticket email opens it, a wrong one is a plain 404, changes reach the organisers' views with their
// history, the closing time holds, and the download holds what the site keeps.

const hourMs = 3_600_000;

async function mailsOf(app: TestApp, orderId: string) {
  return app.database.handle.db
    .selectFrom('outbox')
    .select(['kind', 'to_address', 'text_body'])
    .where('ref', '=', orderId)
    .orderBy('id')
    .execute();
}

const get = (app: TestApp, url: string) => app.server.inject({ method: 'GET', url });
const post = (app: TestApp, url: string, payload?: object) =>
  app.server.inject({ method: 'POST', url, payload: payload ?? {}, remoteAddress: freshAddress() });
/** "Save changes" on the page `token` opens: what inPersonOrder() answered, but for `change`. */
const saveChanges = (app: TestApp, token: string, change: Partial<InPersonChanges>) =>
  post(app, `/api/order/${token}/changes`, orderPageChanges(change));

describe.each(testEngines)('the order page on %s', (engine) => {
  let orderId: string;
  let token: string;

  const app = appForSuite(engine, {
    PUBLIC_URL: 'https://tickets.example',
    BADGE_EDITS_CLOSE: new Date(Date.now() + 86_400_000).toISOString(),
  });
  beforeAll(async () => {
    orderId = await buyTickets(app, inPersonOrder());
    token = await orderLinkOf(app, orderId);
  });

  it('opens from the ticket email’s link, at PUBLIC_URL, with the badges and receipt', async () => {
    const mail = (await mailsOf(app, orderId)).find((row) => row.kind === 'ticket');
    expect(mail?.text_body).toContain(`https://tickets.example/order/${token}`);
    const page = await get(app, `/api/order/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const view = page.json();
    expect(view.reference).toBe(orderId);
    expect(view.badges.map((b: { name: string; slot: string }) => [b.slot, b.name])).toEqual([
      ['Adult 1', 'Ada Solver'],
      ['Student 1', 'Ben Setter'],
    ]);
    expect(view.badges[0].qrSvg).toMatch(/^<svg/);
    expect(view.receipt).toContainEqual(['Amount paid', '$150.00 (PayPal)']);
    expect(view.changes.open).toBe(true);
  });

  it('answers a wrong or mangled token with a plain 404, and keeps only a hash of the real one', async () => {
    // One character off (never the same character by chance), too short, too long, made up.
    const offByOne = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['x'.repeat(43), offByOne, 'short', `${token}x`]) {
      const page = await get(app, `/api/order/${wrong}`);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ error: expect.stringMatching(/^No order is at this address/) });
    }
    const stored = await app.database.handle.db.selectFrom('order_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    // The page itself sends no referrer to other sites.
    const shell = await get(app, `/order/${token}`);
    expect(shell.headers['referrer-policy']).toBe('no-referrer');
    expect((await get(app, `/order/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('refuses what the ticket form refuses, with its sentences, and changes nothing', async () => {
    const refused = await saveChanges(app, token, { names: ['', 'Ben Setter'], dietaryRestrictions: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      'Must fill out the required field: Name on Badge (Adult 1). Must fill out the required field: Dietary Restrictions.',
    );
    const long = await saveChanges(app, token, { names: ['A'.repeat(101), 'Ben Setter'] });
    expect(long.json().error).toBe('Name on Badge (Adult 1) is too long (at most 100 characters).');
    expect((await get(app, `/api/order/${token}`)).json().history).toEqual([]);
  });

  it('corrects a badge name and an answer: the badge list, attendees and the door see it, with its history', async () => {
    const corrected = {
      names: ['Ada Lovelace', 'Ben Setter'],
      dietaryRestrictions: true,
      dietaryRestrictionsDetails: 'No peanuts',
    };
    const changed = await saveChanges(app, token, corrected);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().changed).toEqual([
      expect.stringMatching(
        /^Name on Badge \(Adult 1\), badge \w+ changed from “Ada Solver” to “Ada Lovelace”\.$/,
      ),
      'Dietary Restrictions changed from “No” to “Yes: No peanuts”.',
    ]);

    const badges = (await organiserPost(app, '/api/badgelist')).body as { names: string }[];
    expect(badges.map((badge) => badge.names)).toContain('Ada Lovelace');
    expect(badges.map((badge) => badge.names)).not.toContain('Ada Solver');
    const attendees = (await organiserPost(app, '/api/organiser/attendees')).body as {
      orders: { orderId: string; dietaryDetails: string; history: { what: string }[] }[];
    };
    const order = attendees.orders.find((o) => o.orderId === orderId);
    expect(order?.dietaryDetails).toBe('No peanuts');
    expect(order?.history.map((entry) => entry.what)).toEqual(changed.json().changed);

    const door = (await organiserPost(app, '/api/organiser/check-in/search', { query: 'Lovelace' })).body as {
      badges: { name: string; dietary: string | null }[];
    };
    expect(door.badges).toEqual([expect.objectContaining({ name: 'Ada Lovelace', dietary: 'No peanuts' })]);

    const view = (await get(app, `/api/order/${token}`)).json();
    expect(view.history.map((entry: { what: string }) => entry.what)).toEqual(changed.json().changed);
    // Saving the same again changes nothing and writes no history.
    const again = await saveChanges(app, token, corrected);
    expect(again.json().changed).toEqual([]);
    expect(again.json().order.history).toHaveLength(2);
  });

  it('sends the emails again with a fresh link, and the earlier link still works', async () => {
    const sent = await post(app, `/api/order/${token}/emails`);
    expect(sent.statusCode).toBe(202);
    const fresh = await orderLinkOf(app, orderId, 'ticket-resend');
    expect(fresh).not.toBe(token);
    expect((await get(app, `/api/order/${fresh}`)).statusCode).toBe(200);
    expect((await get(app, `/api/order/${token}`)).statusCode).toBe(200);
    const resent = (await mailsOf(app, orderId)).find((row) => row.kind === 'ticket-resend');
    expect(resent?.to_address).toBe('ada@example.com');
    expect(resent?.text_body).toContain('Ada Lovelace');
  });

  it('downloads everything kept about the order under readable names', async () => {
    const download = await get(app, `/api/order/${token}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="order-${orderId}.json"`);
    const data = download.json();
    expect(data).toMatchObject({
      'Order reference (PayPal order id)': orderId,
      "Buyer's email address": 'ada@example.com',
      'Phone number': '+16175550123',
      'Dietary restrictions': 'No peanuts',
      Volunteering: true,
      "Payer's email address (from PayPal)": 'payer@example.com',
    });
    expect(data.Badges.map((badge: Record<string, string>) => badge['Name on badge'])).toEqual([
      'Ada Lovelace',
      'Ben Setter',
    ]);
    expect(data['Changes made on the order page']).toHaveLength(2);
    expect(data['Emails we sent about this order'].length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(data)).not.toContain(token);
  });

  it('moves a livestream viewer: the old link stops, the new address gets its own link', async () => {
    const streamOrder = await buyTickets(app, livestreamOrder(['one@example.com', 'two@example.com'], 60));
    // The buyer (PayPal's payer, who watches none of the tickets) has the whole order's link.
    const first = await orderLinkOf(app, streamOrder, 'livestream-order');
    const view = (await get(app, `/api/order/${first}`)).json();
    expect(view.viewers.map((v: { email: string }) => v.email)).toEqual([
      'one@example.com',
      'two@example.com',
    ]);
    const oldLink = new URL(view.viewers[1].link).pathname;
    expect((await get(app, oldLink)).statusCode).not.toBe(404);

    const moved = await post(app, `/api/order/${first}/changes`, {
      emails: ['one@example.com', 'new@example.com'],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().changed).toEqual([
      'Email (Adult 2) changed from “two@example.com” to “new@example.com”. The old stream link stopped; the new address was sent its own, and the old address was told.',
    ]);
    expect((await get(app, oldLink)).statusCode).toBe(404);
    const newMail = (await mailsOf(app, streamOrder)).find((row) => row.to_address === 'new@example.com');
    const newLink = /\/live-[A-Za-z0-9_-]{43}/.exec(newMail?.text_body ?? '')?.[0];
    expect(newLink).toBeDefined();
    expect((await get(app, newLink!)).statusCode).not.toBe(404);
    expect(moved.json().order.viewers[1]).toMatchObject({ email: 'new@example.com', slot: 'Adult 2' });
    // The order link that went to the old address now says the ticket moved.
    const second = (await mailsOf(app, streamOrder)).find((row) => row.to_address === 'two@example.com');
    expect((await get(app, `/api/order/${orderTokenIn(second!.text_body)}`)).statusCode).toBe(410);
    const refused = await post(app, `/api/order/${first}/changes`, { emails: ['one@example.com', 'nope'] });
    expect(refused.json().error).toBe('Must enter a valid email address for the Adult 2 ticket.');
  });
});

describe.each(testEngines)('the order page after its closing time on %s', (engine) => {
  let app: TestApp;
  afterAll(async () => {
    await app?.close();
  });

  it('refuses changes with a sentence that says whom to write to, and still shows the order', async () => {
    let clock = Date.now();
    app = await createTestApp(
      engine,
      { BADGE_EDITS_CLOSE: '2025-03-27T00:00:00-04:00', TICKET_RESEND_LIMIT: '1/1h' },
      { now: () => clock },
    );
    const orderId = await buyTickets(app, inPersonOrder());
    const token = await orderLinkOf(app, orderId);
    // The buyer's own 48 hours after paying are over too.
    clock += 49 * hourMs;
    const view = (await get(app, `/api/order/${token}`)).json();
    expect(view.changes.open).toBe(false);
    const refused = await saveChanges(app, token, { names: ['Someone Else', 'Ben Setter'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^Changes on this page closed on \w+day, /);
    expect(refused.json().error).toContain(`write to ${edition.email}`);
    const badges = (await organiserPost(app, '/api/badgelist')).body as { names: string }[];
    expect(badges.map((badge) => badge.names)).toContain('Ada Solver');

    // "Send my emails again" still works after the closing time, as often as /tickets/resend allows.
    expect((await post(app, `/api/order/${token}/emails`)).statusCode).toBe(202);
    const again = await post(app, `/api/order/${token}/emails`);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toMatch(/^\d+$/);
    expect(again.json().error).toMatch(
      /^Your ticket emails were sent again several times already; please wait/,
    );
  });
});

describe.each(testEngines)('an order bought today with the default closing time on %s', (engine) => {
  let app: TestApp;
  let clock: number;
  let token: string;
  let closeMs: number;

  beforeAll(async () => {
    // Today, with sales open long after BADGE_EDITS_CLOSE's default (a week before the 2025 event).
    clock = Date.now();
    app = await createTestApp(engine, {}, { now: () => clock });
    token = await orderLinkOf(app, await buyTickets(app, inPersonOrder()));
    closeMs = Date.parse((await get(app, `/api/order/${token}`)).json().changes.closeAt);
  });
  afterAll(async () => {
    await app?.close();
  });

  const rename = () => saveChanges(app, token, { names: ['Ada Renamed', 'Ben Setter'] });

  it('closes 48 hours after the payment, said in Boston time', async () => {
    // The payment's time is PayPal's, taken while buying: within a minute of the app's clock.
    expect(Math.abs(closeMs - (clock + 48 * hourMs))).toBeLessThan(60_000);
    const view = (await get(app, `/api/order/${token}`)).json();
    expect(view.changes.open).toBe(true);
    expect(view.changes.text).toMatch(
      /^You can change names and answers here until \w+day, \w+ \d+, 20\d\d, \d+:\d\d [AP]M E[SD]T \(Boston time\)\.$/,
    );
  });

  it('can be changed until the end of those 48 hours', async () => {
    clock = closeMs - 60_000;
    expect((await rename()).statusCode).toBe(200);
  });

  it('cannot be changed once the 48 hours are over', async () => {
    clock = closeMs;
    expect((await get(app, `/api/order/${token}`)).json().changes.open).toBe(false);
    const refused = await rename();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^Changes on this page closed on \w+day, .* \(Boston time\)\./);
  });
});
