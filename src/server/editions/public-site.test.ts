import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edition as contentEdition } from '../../../content/edition';
import {
  inPersonPrices,
  inPersonTicketText,
  livestreamPrices,
  livestreamTicketText,
} from '../../../content/tickets';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { sourceRenderDir } from '../../../tests/support/page-render';
import { seededPublicEdition } from '../../../tests/support/public-edition';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import { editionPreviewSchema } from '../../contracts/edition-preview';
import { editionListSchema } from '../../contracts/editions';
import { publicEditionSchema } from '../../contracts/public-edition';
import { ticketSalesSchema } from '../../contracts/ticket-sales';

// The public site follows the current edition (docs/decisions/082-the-public-site-follows-the-current-
// edition.md; docs/product/site-and-pages.md, "The edition a page shows"): GET /api/edition and every
// rendered page name the seeded 2025 edition, then the one organisers made current; the organisers'
// preview of another edition is theirs alone.

const renderDir = sourceRenderDir();

/** A page as sent, rendered, with React's text separators taken out so sentences read whole. */
async function page(app: TestApp, url: string) {
  const response = await app.server.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body.replaceAll('<!-- -->', '');
}

async function currentEdition(app: TestApp) {
  const response = await app.server.inject({ method: 'GET', url: '/api/edition' });
  expect(response.statusCode).toBe(200);
  return publicEditionSchema.parse(response.json());
}

/** The answers a rendered page carries for the browser's first render. */
function pageData(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(block ?? '{}');
}

describe.each(testEngines)('the public site’s edition on %s', (engine) => {
  let app: TestApp;
  // After the seeded 2025 edition, before the 2027 one it is copied into.
  let clock = Date.parse('2026-11-29T12:00:00Z');
  let next: number;

  beforeAll(async () => {
    app = await createTestApp(engine, {}, { now: () => clock, renderDir });
  });
  afterAll(() => app?.close());

  it('names the seeded edition, as content/ describes it, on a fresh database', async () => {
    expect(await currentEdition(app)).toEqual(seededPublicEdition());
    const home = await page(app, '/');
    expect(home).toContain(`${contentEdition.product} ${contentEdition.year} has ended.`);
    expect(home).toContain(`© ${contentEdition.year} ${contentEdition.product}`);
    expect(pageData(home)['/api/edition']).toEqual(seededPublicEdition());
    for (const url of ['/schedule', '/tickets', '/donate']) {
      const html = await page(app, url);
      expect(html, url).toContain(`© ${contentEdition.year} ${contentEdition.product}`);
      expect(html, url).not.toContain('2027');
    }
  });

  it('names the edition made current on every page at once, its prices on the ticket page', async () => {
    next = await copyEdition(app, {
      year: 2027,
      startsAt: '2027-04-01T09:00:00-04:00',
      endsAt: '2027-04-04T23:00:00-04:00',
      copySchedule: true,
    });
    const edited = await organiserPost(app, `/api/organiser/editions/${next}`, {
      prices: {
        inPerson: { adult: 175, child: 12, student: 25, unwaged: 12 },
        livestream: { adult: 35, student: 12, unwaged: 12 },
      },
    });
    expect(edited.status).toBe(200);
    // Made before the activation: the rendered pages are kept for a few seconds, but not across it.
    await page(app, '/');
    await activateEdition(app, next);

    const current = await currentEdition(app);
    expect(current).toMatchObject({ id: next, year: 2027, datesText: 'April 1-4, 2027' });
    const home = await page(app, '/');
    expect(home).toContain(`${contentEdition.product} 2027 is coming soon!`);
    expect(home).toContain('April 1-4, 2027');
    expect(home).toContain('Doors open in');
    expect(pageData(home)['/api/edition']).toEqual(current);
    const calendar = await app.server.inject({ method: 'GET', url: '/schedule.ics' });
    expect(calendar.body).toContain(`X-WR-CALNAME:${contentEdition.product} 2027`);
    expect(calendar.headers['content-disposition']).toContain('grid-gathering-2027.ics');
    const schedule = await page(app, '/schedule');
    expect(schedule).toContain(`Times are shown in <strong>${contentEdition.timeZoneLabel}`);
    const tickets = await page(app, '/tickets');
    expect(tickets).toContain('$175.00');
    expect(tickets).toContain(`In-person tickets for ${contentEdition.product} 2027`);
    expect(tickets).toContain(`All four days of ${contentEdition.product}, April 1-4, 2027.`);
    expect(tickets).not.toContain(contentEdition.datesText);
    for (const [url, html] of [
      ['/', home],
      ['/schedule', schedule],
      ['/tickets', tickets],
      ['/donate', await page(app, '/donate')],
    ] as const) {
      expect(html, url).toContain(`© 2027 ${contentEdition.product}`);
      expect(html, url).not.toContain(`© ${contentEdition.year}`);
    }
  });

  it('shows the current edition’s ticket type texts as organisers edit them, in the sales answer and on /tickets', async () => {
    const list = await organiserPost(app, '/api/organiser/editions/list');
    const shown = editionListSchema.parse(list.body).editions.find((edition) => edition.id === next);
    if (!shown) throw new Error('the current edition is not listed');
    const { texts } = shown;
    const adult = {
      label: 'Grown-up',
      ages: '18+',
      description: 'Every day of the 2027 gathering, puzzles included.',
    };
    const edited = await organiserPost(app, `/api/organiser/editions/${next}`, {
      texts: { ...texts, inPersonTypes: { ...texts.inPersonTypes, adult } },
    });
    expect(edited.status).toBe(200);

    const sales = await app.server.inject({ method: 'GET', url: '/api/tickets/sales' });
    expect(ticketSalesSchema.parse(sales.json()).typeTexts.inPerson.adult).toEqual(adult);
    // A rendered page is kept a few seconds (web/rendered-pages.ts); the organiser's edit shows after that.
    clock += 10_000;
    const tickets = await page(app, '/tickets');
    expect(tickets).toContain(adult.label);
    expect(tickets).toContain(adult.description);
    const carried = ticketSalesSchema.parse(pageData(tickets)['/api/tickets/sales']);
    expect(carried.typeTexts.inPerson.adult).toEqual(adult);
  });

  it('ignores ?edition= on the server: the page is the current edition’s, as for everyone', async () => {
    const seeded = seededPublicEdition().id;
    const asked = await page(app, `/?edition=${seeded}`);
    expect(asked).toContain(`© 2027 ${contentEdition.product}`);
    expect(asked).not.toContain('Preview of');
    expect(pageData(asked)['/api/edition']).toMatchObject({ id: next });
  });

  it('previews an edition for organisers only, with its prices and closed sentence', async () => {
    const seeded = seededPublicEdition().id;
    const url = `/api/organiser/editions/${seeded}/preview`;
    const anonymous = await app.server.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).not.toContain(contentEdition.datesText);
    const wrong = await organiserPost(app, url, {}, { pass: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.body)).not.toContain(contentEdition.datesText);

    const preview = await organiserPost(app, url);
    expect(preview.status).toBe(200);
    expect(editionPreviewSchema.parse(preview.body)).toEqual({
      edition: seededPublicEdition(),
      current: false,
      prices: {
        inPerson: { adult: inPersonPrices.adult / 100, child: 10, student: 10, unwaged: 10 },
        livestream: { adult: livestreamPrices.adult / 100, student: 10, unwaged: 10 },
      },
      closedText: `Ticket sales for ${contentEdition.product} ${contentEdition.year} are closed.`,
      typeTexts: { inPerson: inPersonTicketText, livestream: livestreamTicketText },
    });
    expect((await organiserPost(app, '/api/organiser/editions/999/preview')).status).toBe(404);
    expect((await organiserPost(app, '/api/organiser/editions/x/preview')).status).toBe(404);
  });
});
