import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edition as contentEdition } from '../../../content/edition';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { sourceRenderDir } from '../../../tests/support/page-render';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { publicEditionSchema } from '../../contracts/public-edition';

// The past editions are linked (docs/product/site-and-pages.md, "Past editions"): GET /api/edition lists
// the editions of the years before the current one, /stream links their highlights pages, and a year
// without highlights (the current one, an unknown one) is the site's not-found page. The clock stands
// still, so the kept edition answer changes only when the editions do.

const renderDir = sourceRenderDir();
const name = contentEdition.product;

async function send(app: TestApp, url: string) {
  const response = await app.server.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body.replaceAll('<!-- -->', '') };
}

async function pastEditions(app: TestApp) {
  const response = await app.server.inject({ method: 'GET', url: '/api/edition' });
  expect(response.statusCode).toBe(200);
  return publicEditionSchema.parse(response.json()).pastEditions;
}

/** The links of /stream's "Past streams", in order, as sent. */
async function pastStreamLinks(app: TestApp) {
  const { status, html } = await send(app, '/stream');
  expect(status).toBe(200);
  const list = /<ul class="stream__past">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
    ([, href, text]) => `${text} → ${href}`,
  );
}

describe.each(testEngines)('the past editions on %s', (engine) => {
  let app: TestApp;
  const clock = Date.parse('2026-11-29T12:00:00Z');

  beforeAll(async () => {
    app = await createTestApp(engine, {}, { now: () => clock, renderDir });
  });
  afterAll(() => app?.close());

  const handWritten = ['2024 24-hour livestream → /stream2024', '2023 fundraiser highlights → /stream2023'];

  it('lists none on a fresh database: /stream links only the hand-written pages', async () => {
    expect(await pastEditions(app)).toEqual([]);
    expect(await pastStreamLinks(app)).toEqual(handWritten);
  });

  it('lists 2025 once 2026 is current, at once, and /stream links its highlights above 2024 and 2023', async () => {
    const id = await copyEdition(app, {
      year: 2026,
      startsAt: '2026-04-02T09:00:00-04:00',
      endsAt: '2026-04-05T23:00:00-04:00',
    });
    // A later edition is not a past one of the current.
    expect(await pastEditions(app)).toEqual([]);
    await pastStreamLinks(app);
    await activateEdition(app, id);

    expect(await pastEditions(app)).toEqual([{ year: 2025, name }]);
    expect(await pastStreamLinks(app)).toEqual([`${name} 2025 highlights → /editions/2025`, ...handWritten]);
    expect((await send(app, '/editions/2025')).status).toBe(200);
  });

  it('follows an edition made or edited before the current one at once, latest first', async () => {
    const id = await copyEdition(app, {
      year: 2022,
      startsAt: '2022-04-07T09:00:00-04:00',
      endsAt: '2022-04-10T23:00:00-04:00',
    });
    expect(await pastEditions(app)).toEqual([
      { year: 2025, name },
      { year: 2022, name },
    ]);
    expect(
      (await organiserPost(app, `/api/organiser/editions/${id}`, { name: 'Grid Gathering Classic' })).status,
    ).toBe(200);
    expect(await pastEditions(app)).toEqual([
      { year: 2025, name },
      { year: 2022, name: 'Grid Gathering Classic' },
    ]);
    expect(await pastStreamLinks(app)).toEqual([
      `${name} 2025 highlights → /editions/2025`,
      'Grid Gathering Classic 2022 highlights → /editions/2022',
      ...handWritten,
    ]);
  });

  it('sends an unknown year and the current one as the site’s not-found page, rendered, with 404', async () => {
    for (const url of ['/editions/1999', '/editions/2026']) {
      const { status, html } = await send(app, url);
      expect(status, url).toBe(404);
      expect(html, url).toContain('There is no page at this address.');
      expect(html, url).not.toContain('Loading');
      expect(html, url).not.toContain('Past edition');
    }
  });
});
