import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { donate, donationBody } from '../../../tests/support/donations';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { cheerEvent, sendToEventSub, twitchEnv, twitchMessage } from '../../../tests/support/twitch';
import { type ReadItem, type readListRequestSchema, readListSchema } from '../../contracts/read-page';
import { seedDatabase } from '../seed';

// What the hosts' read page lists (docs/product/read-page.md): shown donations with money left, pinned
// first then oldest first, the Read list newest read first, the filters, and the pages. Tests share one
// database, so each looks at its own donations within the whole list.

describe.each(testEngines)('the donations hosts read aloud on %s', (engine) => {
  // The server's clock, a little ahead when a test needs two marks apart.
  let ahead = 0;

  // Approvals shown at once: the undo window is screening.test.ts's.
  const app = appForSuite(
    engine,
    { ...twitchEnv, SCREENING_UNDO_WINDOW: '0s' },
    { now: () => Date.now() + ahead },
  );
  beforeAll(async () => {
    await seedDatabase(app.database.handle, app.server.now());
  });

  const list = async (body: z.input<typeof readListRequestSchema> = {}) => {
    const answer = await organiserPost(app, '/api/organiser/read-list', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return readListSchema.parse(answer.body);
  };
  const mark = async (id: number, body: { read?: boolean; pinned?: boolean }) => {
    const answer = await organiserPost(app, `/api/organiser/read-list/${id}`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  /** Donates as the card page does and returns the donation's id. */
  const give = async (overrides: Parameters<typeof donationBody>[0] = {}) => {
    const orderId = await donate(app, donationBody(overrides));
    const row = await app.database.handle.db
      .selectFrom('donations')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), orderId };
  };
  const ids = (items: readonly ReadItem[]) => items.map((item) => item.id);
  const mine = (items: readonly ReadItem[], own: readonly number[]) =>
    ids(items).filter((id) => own.includes(id));

  it('lists unread donations pinned first, then oldest first, each with what a host reads out', async () => {
    const first = await give({
      name: 'Ada Solver',
      amount: 20,
      message: 'Killer for the finale!',
      incentiveID: 'finale-genre:killer',
    });
    const second = await give({ name: '', amount: 5, message: '' });
    const third = await give({ name: 'Late Pin', amount: 8, message: 'Read me first' });
    await mark(third.id, { pinned: true });

    const answer = await list();
    expect(mine(answer.items, [first.id, second.id, third.id])).toEqual([third.id, first.id, second.id]);
    const pinned = answer.items.filter((item) => item.pinned);
    expect(answer.items.slice(0, pinned.length)).toEqual(pinned);
    for (const group of [pinned, answer.items.filter((item) => !item.pinned)]) {
      expect(ids(group)).toEqual([...ids(group)].sort((a, b) => a - b));
    }
    expect(answer.items.find((item) => item.id === first.id)).toMatchObject({
      name: 'Ada Solver',
      amount: 20,
      message: 'Killer for the finale!',
      incentive: {
        id: 'finale-genre:killer',
        title: 'Killer sudoku',
        parentTitle: 'Which puzzle genre ends the stream?',
      },
      bits: null,
      read: null,
      pinned: false,
    });
    expect(answer.items.find((item) => item.id === second.id)).toMatchObject({
      name: 'Anonymous',
      incentive: null,
      readingSeconds: 3,
    });
    expect(answer.unread).toBe(answer.items.length);
  });

  it('lists a Twitch cheer with its bits', async () => {
    await sendToEventSub(
      app,
      twitchMessage({ event: cheerEvent('Cheer100 go grid go', 100, { name: 'Bitsy' }) }),
    );
    const cheer = (await list()).items.find((item) => item.name === 'Bitsy');
    expect(cheer).toMatchObject({ bits: 100, amount: 1, message: 'go grid go', incentive: null });
  });

  it('never lists a held or denied donation, and lists one once it is approved', async () => {
    const held = await give({ name: 'Link Poster', message: 'see www.example.com for prizes' });
    const denied = await give({ name: 'Link Denied', message: 'visit www.example.org now' });
    const approved = await give({ name: 'Link Approved', message: 'my site is puzzles.example.com/' });
    for (const { id } of [denied, approved]) {
      const decision = id === denied.id ? 'deny' : 'approve';
      const answer = await organiserPost(app, `/api/organiser/screening/${id}/decision`, { decision });
      expect(answer.status).toBe(200);
    }
    const everything = [...(await list()).items, ...(await list({ view: 'read' })).items];
    expect(ids(everything)).not.toContain(held.id);
    expect(ids(everything)).not.toContain(denied.id);
    expect(everything.find((item) => item.id === approved.id)?.message).toBe(
      'my site is puzzles.example.com/',
    );
    const refused = await organiserPost(app, `/api/organiser/read-list/${denied.id}`, { read: true });
    expect(refused.status).toBe(409);
  });

  it('shows what is left of a partly refunded donation and leaves out one refunded in full', async () => {
    const partly = await give({ name: 'Partly Refunded', amount: 20 });
    const fully = await give({ name: 'Fully Refunded', amount: 10 });
    expect((await refundFromDashboard(app, partly.orderId, 5)).status).toBe(200);
    expect((await refundFromDashboard(app, fully.orderId)).status).toBe(200);
    const items = (await list()).items;
    expect(items.find((item) => item.id === partly.id)?.amount).toBe(15);
    expect(ids(items)).not.toContain(fully.id);
  });

  it('filters by message, by no name and by a large amount, and the filters combine', async () => {
    const bigAnonymous = await give({ name: '', amount: 75, message: 'From a quiet fan' });
    const bigNamed = await give({ name: 'Big Named', amount: 50, message: '' });
    const smallAnonymous = await give({ name: '  ', amount: 2, message: 'tiny but mighty' });
    const own = [bigAnonymous.id, bigNamed.id, smallAnonymous.id];

    const withMessage = (await list({ withMessage: true })).items;
    expect(withMessage.every((item) => item.message.trim() !== '')).toBe(true);
    expect(mine(withMessage, own)).toEqual([bigAnonymous.id, smallAnonymous.id]);

    const anonymous = (await list({ anonymous: true })).items;
    expect(anonymous.every((item) => item.name === 'Anonymous')).toBe(true);
    expect(mine(anonymous, own)).toEqual([bigAnonymous.id, smallAnonymous.id]);

    const large = await list({ minAmount: 50 });
    expect(large.items.every((item) => item.amount >= 50)).toBe(true);
    expect(mine(large.items, own)).toEqual([bigAnonymous.id, bigNamed.id]);
    expect(large.matching).toBe(large.items.length);

    const all = await list({ withMessage: true, anonymous: true, minAmount: 50.5 });
    expect(mine(all.items, own)).toEqual([bigAnonymous.id]);
    // The unread count is the whole list's, whatever the filters.
    expect(all.unread).toBe((await list()).unread);
  });

  it('moves a donation marked read to the Read list, newest read first, and back when marked unread', async () => {
    const early = await give({ name: 'Read Early', amount: 3 });
    const late = await give({ name: 'Read Late', amount: 4 });
    const before = await list();
    await mark(late.id, { read: true });
    // A second apart on the server's clock, so "newest read first" is not decided by the id.
    ahead += 1_000;
    await mark(early.id, { read: true });

    const unread = await list();
    expect(ids(unread.items)).not.toContain(early.id);
    expect(unread.unread).toBe(before.unread - 2);
    const read = (await list({ view: 'read' })).items;
    expect(mine(read, [early.id, late.id])).toEqual([early.id, late.id]);
    expect(read.find((item) => item.id === early.id)?.read).not.toBeNull();
    const times = read.map((item) => Date.parse(item.read ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await mark(early.id, { read: false });
    expect(ids((await list()).items)).toContain(early.id);
    expect(ids((await list({ view: 'read' })).items)).not.toContain(early.id);
  });

  it('pages through either list with a cursor, each page at most the size asked', async () => {
    for (let i = 0; i < 3; i += 1) await give({ name: `Pager ${i}`, amount: 1 + i });
    for (const view of ['unread', 'read'] as const) {
      const whole = await list({ view, limit: 100 });
      expect(whole.nextCursor).toBeNull();
      const paged: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list({ view, limit: 2, cursor });
        expect(page.items.length).toBeLessThanOrEqual(2);
        expect(page.matching).toBe(whole.items.length);
        paged.push(...ids(page.items));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null && pages < 100);
      expect(paged).toEqual(ids(whole.items));
      expect(pages).toBe(Math.max(1, Math.ceil(whole.items.length / 2)));
    }
    expect((await list()).items.length).toBeGreaterThan(2);
  });

  it('refuses a cursor it did not give and a page size out of bounds, with a sentence', async () => {
    for (const body of [{ cursor: "1.1' or 1=1" }, { limit: 0 }, { limit: 101 }, { view: 'pinned' }]) {
      const answer = await organiserPost(app, '/api/organiser/read-list', body);
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(/^[A-Z"]/);
    }
  });

  it('answers only organisers', async () => {
    const answer = await organiserPost(app, '/api/organiser/read-list', {}, { pass: 'wrong' });
    expect(answer.status).toBe(403);
  });
});
