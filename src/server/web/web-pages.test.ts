import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededPublicEdition } from '../../../tests/support/public-edition';
import type { ProgressSummary } from '../../domain/progress';
import webPages from './web-pages';

// The built scripts are sent compressed (the build writes .br and .gz beside them) and kept by the
// browser for a year, since their names change whenever their content does.

const script = `console.log(${JSON.stringify('Grid Gathering '.repeat(200))});`;

// What the overlay's page is sent with; a test may make reading it fail.
let summary: ProgressSummary | Error = {
  lastDonation: { id: 7, name: '<b>Ada</b> $&', amountCents: 123_450 },
  ticketsSold: 3,
  totalRaisedCents: 132_450,
  revision: 12,
  milestonesReached: [],
};
// The same summary as GET /api/progress answers it: dollars on the wire.
const wireSummary = {
  lastDonation: { id: 7, name: '<b>Ada</b> $&', amount: 1234.5 },
  ticketsSold: 3,
  totalRaised: 1324.5,
  revision: 12,
  milestonesReached: [],
};

// One built web root for every test: the shell, and a script written plain, brotli and gzip.
let app: FastifyInstance;
beforeAll(async () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><head><!--page-head--><!--public-env--></head><div id="root"></div>',
  );
  fs.writeFileSync(
    path.join(webRoot, 'donationbar.html'),
    '<!doctype html><head><!--page-head--><!--public-env--><!--progress-summary--></head><main class="donationbar"><!--donationbar--></main>',
  );
  fs.writeFileSync(
    path.join(webRoot, 'markcell.html'),
    '<!doctype html><head><!--page-head--><!--public-env--></head><main class="markcell"><!--markcell--></main>',
  );
  const file = path.join(webRoot, 'assets/main-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, gzipSync(script));
  app = Fastify();
  await app.register(webPages, {
    webRoot,
    publicEnv: { paypalClientId: null, paymentsTestMode: true, retentionDays: 60 },
    publicUrl: 'https://gridgathering.example',
    progressSummary: async () => {
      if (summary instanceof Error) throw summary;
      return summary;
    },
    // Without a server build no page is rendered, so no page asks for its data.
    pageData: async () => {
      throw new Error('not used here');
    },
    editionText: async () => {
      if (editionUnreadable) throw new Error('database away');
      return JSON.stringify(edition);
    },
    now: () => Date.now(),
  });
});
afterAll(() => app.close());

// The current edition as the API answers it; a test makes it unreadable, as with the database away.
let edition = seededPublicEdition();
let editionUnreadable = false;

describe('the head of a page', () => {
  it('names the current edition, and is still sent with the last one read when it cannot be read', async () => {
    const titleOf = async () =>
      /<title>([^<]*)<\/title>/.exec((await app.inject({ method: 'GET', url: '/about' })).body)?.[1];
    edition = { ...edition, name: 'Grid Gathering Next' };
    try {
      expect(await titleOf()).toBe('About Us · Grid Gathering Next');
      editionUnreadable = true;
      const response = await app.inject({ method: 'GET', url: '/about' });
      expect(response.statusCode).toBe(200);
      expect(await titleOf()).toBe('About Us · Grid Gathering Next');
    } finally {
      edition = seededPublicEdition();
      editionUnreadable = false;
    }
    expect(await titleOf()).toBe('About Us · Grid Gathering');
  });
});

describe('built scripts', () => {
  it('reach a browser that accepts brotli compressed, and are cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 4);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('reach a client that accepts no compression as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the page shell file', () => {
  it.each(['/index.html', '//index.html', '/./index.html', '/assets/../index.html', '/%2e/index.html'])(
    'is never sent raw at %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('<!--public-env-->');
    },
  );

  it('is sent with the public settings filled in at /', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('paymentsTestMode');
    expect(response.body).not.toContain('<!--public-env-->');
  });
});

// The stream overlay is its own entry, sent with its numbers in the markup so that its first paint shows
// them (docs/product/donations-and-incentives.md, "The progress overlay").
describe('the overlay page', () => {
  it('is sent with the numbers in its markup and the summary they came from', async () => {
    const response = await app.inject({ method: 'GET', url: '/donationbar' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(
      'Last donation: $1,234.50 by <bdi class="donationbar-name">&lt;b&gt;Ada&lt;/b&gt; $&amp;</bdi>',
    );
    expect(html).toContain('Tickets sold: 3 / 100');
    expect(html).toContain('aria-valuenow="3"');
    expect(html).toContain('Total raised: $1,324.50');
    expect(html).toContain('Test mode: payments are simulated');
    expect(html).toContain('<title>Donation bar · Grid Gathering</title>');
    expect(html).toContain('paymentsTestMode');
    const block = /<script type="application\/json" id="progress-summary">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(wireSummary);
    expect(html).not.toMatch(/<!--(page-head|public-env|progress-summary|donationbar)-->/);
    expect((await app.inject({ method: 'GET', url: '/donationbar/' })).body).toContain(
      'Tickets sold: 3 / 100',
    );
  });

  it('is sent without numbers when the summary cannot be read: its script loads them', async () => {
    const kept = summary;
    summary = new Error('database down');
    try {
      const response = await app.inject({ method: 'GET', url: '/donationbar' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Tickets sold');
      expect(response.body).not.toContain('id="progress-summary"');
      expect(response.body).toContain('Test mode: payments are simulated');
    } finally {
      summary = kept;
    }
  });

  it.each(['/donationbar.html', '//donationbar.html', '/%2e/donationbar.html'])(
    'is never sent raw at %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('<!--donationbar-->');
    },
  );
});

// The mark-a-cell overlay is its own entry too, sent with its grid drawn where the address puts it
// (docs/product/donations-and-incentives.md, "The mark-a-cell overlay").
describe('the mark-a-cell overlay page', () => {
  it('is sent with the grid the address asks for, no cell lit yet', async () => {
    const response = await app.inject({ method: 'GET', url: '/markcell?size=4&x=100&y=50&width=400' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/data-cell="r\d+c\d+"/g)).toHaveLength(16);
    expect(html).toContain('width:400px;height:400px;left:100px;top:50px');
    expect(html).not.toContain('data-marked');
    expect(html).toContain('<title>Mark a cell overlay · Grid Gathering</title>');
    expect(html).not.toMatch(/<!--(page-head|public-env|markcell)-->/);
  });

  it('is never sent raw', async () => {
    const response = await app.inject({ method: 'GET', url: '/markcell.html' });
    expect(response.body).not.toContain('<!--markcell-->');
  });
});

// What Discord, Bluesky, X and messengers read from a pasted link: the HTML as the server sends it, with
// no script run.
describe('link previews', () => {
  const tagsOf = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    const html = response.body;
    const meta = (key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    return { status: response.statusCode, html, meta, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
  };

  it('gives each page its own title, description and card, with absolute URLs', async () => {
    const tickets = await tagsOf('/tickets');
    expect(tickets.status).toBe(200);
    expect(tickets.title).toBe('Tickets · Grid Gathering');
    expect(tickets.meta('og:title')).toBe('Tickets · Grid Gathering');
    expect(tickets.meta('description')).toMatch(/In-person tickets/);
    expect(tickets.meta('og:description')).toBe(tickets.meta('description'));
    expect(tickets.meta('og:url')).toBe('https://gridgathering.example/tickets');
    expect(tickets.meta('og:image')).toBe('https://gridgathering.example/preview-card.png');
    expect(tickets.meta('twitter:card')).toBe('summary_large_image');
    expect(tickets.meta('robots')).toBeUndefined();

    const home = await tagsOf('/');
    expect(home.title).toBe('Grid Gathering');
    expect(home.meta('description')).not.toBe(tickets.meta('description'));
  });

  it('keeps the organiser tools and unknown pages out of search results', async () => {
    expect((await tagsOf('/organiser')).meta('robots')).toBe('noindex');
    const missing = await tagsOf('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Not found · Grid Gathering');
    expect(missing.meta('robots')).toBe('noindex');
  });
});
