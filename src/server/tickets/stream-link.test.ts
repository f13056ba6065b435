import { beforeAll, describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, livestreamOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { eventSettingsSchema } from '../../contracts/event-settings';
import { organiserOverviewSchema } from '../../contracts/organiser';

// The private stream link organisers set on the dashboard, and where /live-{token} sends ticket holders
// (docs/product/organisers.md, "Ticket sales and the stream link").

describe.each(testEngines)('the livestream link on %s', (engine) => {
  let token: string;
  const app = appForSuite(engine);
  beforeAll(async () => {
    const orderId = await buyTickets(app, livestreamOrder(['early.viewer@example.com'], 30));
    const access = await app.database.handle.db
      .selectFrom('livestream_access')
      .select('token')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    token = access.token;
  });

  const visit = () => app.server.inject({ method: 'GET', url: `/live-${token}` });
  const setLink = (url: string | null, pass?: string | null) =>
    organiserPost(app, '/api/organiser/stream-link', { url }, { pass });

  it('tells a ticket holder the stream has not started, with the schedule, until organisers set it', async () => {
    const page = await visit();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('The livestream has not started yet');
    expect(page.body).toContain('<a href="/schedule">');
    const madeUp = await app.server.inject({ method: 'GET', url: `/live-${'x'.repeat(43)}` });
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.body).toContain('This livestream link is not valid');
  });

  it('sends ticket holders to the address organisers set, and to the new one after a change', async () => {
    const first = 'https://www.youtube.com/watch?v=unlisted-one';
    const saved = await setLink(first);
    expect(saved.status).toBe(200);
    expect(eventSettingsSchema.parse(saved.body).streamUrl).toBe(first);
    const sent = await visit();
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe(first);
    expect(sent.headers['cache-control']).toBe('no-store');

    const second = 'https://youtu.be/unlisted-two';
    expect((await setLink(`  ${second} `)).status).toBe(200);
    expect((await visit()).headers.location).toBe(second);

    const overview = await organiserPost(app, '/api/organiser/overview');
    const audit = organiserOverviewSchema.shape.audit.parse((overview.body as { audit: unknown }).audit);
    expect(audit[0]?.what).toBe('Set the livestream link');
    expect(JSON.stringify(audit)).not.toContain('unlisted');
  });

  it('keeps the link out of every public answer', async () => {
    const sales = await app.server.inject({ method: 'GET', url: '/api/tickets/sales' });
    expect(sales.body).not.toContain('unlisted');
    const page = await app.server.inject({ method: 'GET', url: '/livestream-tickets' });
    expect(page.body).not.toContain('unlisted');
  });

  it.each([
    ['a plain http address', 'http://www.youtube.com/watch?v=x', 'The stream link must start with https://'],
    ['a script address', 'javascript:alert(1)', 'The stream link must start with https://'],
    ['words', 'our usual channel', 'The stream link must be a full web address'],
    [
      'a line break inside',
      'https://youtu.be/x\r\nSet-Cookie: a=1',
      'holds a line break or an invisible character',
    ],
    ['a line separator inside', 'https://youtu.be/x\u2028y', 'holds a line break or an invisible character'],
    ['a zero-width space inside', 'https://you\u200btu.be/x', 'holds a line break or an invisible character'],
  ])('refuses %s with a sentence and keeps the link as it was', async (_what, url, message) => {
    const refused = await setLink(url);
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toContain(message);
    expect((await visit()).headers.location).toBe('https://youtu.be/unlisted-two');
  });

  it('lets nobody set or read the link without the password', async () => {
    for (const pass of [null, 'not-the-password']) {
      const refused = await setLink('https://evil.example/phish', pass);
      expect([401, 403]).toContain(refused.status);
      expect(JSON.stringify(refused.body)).not.toContain('unlisted');
    }
    expect((await visit()).headers.location).toBe('https://youtu.be/unlisted-two');
  });

  it('shows the not-started page again once organisers clear the link', async () => {
    const cleared = await setLink('');
    expect(eventSettingsSchema.parse(cleared.body).streamUrl).toBeNull();
    const page = await visit();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The livestream has not started yet');
  });

  it('sends ticket holders to a link with accents or other scripts in it', async () => {
    expect((await setLink('https://vidéo.example/直播')).status).toBe(200);
    const sent = await visit();
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe('https://xn--vido-dpa.example/%E7%9B%B4%E6%92%AD');
  });

  it('treats a stored link the rules refuse as not set, so no ticket holder meets an error', async () => {
    for (const stored of ['https://youtu.be/x\r\nSet-Cookie: a=1', 'https://youtu.be/x\u2028y']) {
      // As one saved before the rules were tightened would be.
      await app.database.handle.db.updateTable('event_settings').set({ stream_url: stored }).execute();
      const page = await visit();
      expect(page.statusCode).toBe(200);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.body).toContain('The livestream has not started yet');
    }
  });
});
