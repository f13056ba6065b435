import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededPublicEdition } from '../../../tests/support/public-edition';
import { earlyInputElement } from './early-input';
import webPages from './web-pages';

// Public pages are sent rendered, with their own style and scripts linked, and the organiser tools are
// left to the browser (docs/decisions/024-own-router-and-server-rendering.md). The web app's server
// build is stood in for by a module written here, which renders the path it is asked for and counts
// its renders; '/donate' makes it fail.

const renderModule = `
let renders = 0;
export async function renderPage({ path, publicEnv, nowMs, data }) {
  if (path === '/organiser') return null;
  if (path === '/donate') throw new Error('render failed');
  renders += 1;
  if (path === '/schedule') {
    const titles = (data['/api/schedule'] ?? []).map((entry) => entry.title).join(', ');
    return { html: '<main><h1>Schedule</h1><p>' + (titles || 'Loading') + '</p></main>', layout: 'site', pageFile: null };
  }
  const known = ['/', '/about', '/tickets'].includes(path);
  return {
    html: '<main><h1>' + (known ? 'Page ' + path : '404') + '</h1><p>render ' + renders + ' test mode ' + publicEnv.paymentsTestMode + '</p></main>',
    layout: 'site',
    pageFile: known ? 'pages/' + (path === '/' ? 'home' : path.slice(1)) + '-page.tsx' : null,
  };
}
`;

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    css: ['assets/index-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'pages/tickets-page.tsx': {
    file: 'assets/tickets-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-1.js', '_form-1.js'],
    css: ['assets/tickets-page-1.css'],
  },
  '_form-1.js': { file: 'assets/form-1.js', css: ['assets/form-1.css'] },
  'pages/about-page.tsx': { file: 'assets/about-page-1.js', isDynamicEntry: true, imports: ['index.html'] },
};

const shell = `<!doctype html><html><head><!--page-head--><!--public-env-->
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

// The current edition, which a test changes as an organiser making another one current would.
let edition = seededPublicEdition();

// The app's clock, which the tests move: the time a page shows and how long its rendering is kept.
let clockMs = Date.parse('2026-11-29T10:00:00Z');

async function appWith(renderDir: string | undefined): Promise<FastifyInstance> {
  const webRoot = tempDir('gg-rendered-web-');
  fs.mkdirSync(path.join(webRoot, '.vite'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), shell);
  fs.writeFileSync(path.join(webRoot, 'donationbar.html'), '<!--page-head--><!--public-env-->');
  fs.writeFileSync(path.join(webRoot, '.vite/manifest.json'), JSON.stringify(manifest));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  for (const style of ['index-1', 'tickets-page-1', 'form-1']) {
    fs.writeFileSync(path.join(webRoot, `assets/${style}.css`), `.${style}{color:red}`);
  }
  const app = Fastify();
  await app.register(webPages, {
    webRoot,
    renderDir,
    publicEnv: { paypalClientId: null, paymentsTestMode: true, retentionDays: 60 },
    publicUrl: 'https://gridgathering.example',
    progressSummary: async () => {
      throw new Error('not used here');
    },
    pageData: async (apiPath) => {
      if (apiPath === '/api/edition') return edition;
      if (scheduleFails) throw new Error('database down');
      return [{ id: 1, title: 'Opening </script><b>' }];
    },
    editionText: async () => JSON.stringify(edition),
    now: () => clockMs,
  });
  return app;
}

let scheduleFails = false;
let app: FastifyInstance;
beforeAll(async () => {
  const renderDir = tempDir('gg-render-');
  fs.writeFileSync(path.join(renderDir, 'server-render.js'), renderModule);
  app = await appWith(renderDir);
});
afterAll(() => app.close());

const rootOf = (html: string) =>
  /<div id="root"[^>]*>(.*?)<\/div>\s*(<script type="application\/json" id="page-data"|<script id="app-start"|<\/body>)/s.exec(
    html,
  )?.[1];

const renderedAtOf = (html: string) => Number(/data-rendered-at="(\d+)"/.exec(html)?.[1]);

describe('a page that shows API answers', () => {
  it('is rendered with them and sent with them, where the browser cannot mistake them for markup', async () => {
    const html = (await app.inject({ method: 'GET', url: '/schedule' })).body;
    // The stand-in renders titles as given; the real pages escape them as React does.
    expect(rootOf(html)).toContain('Opening </script><b>');
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
    expect(block).toContain('"/api/schedule":[{"id":1,"title":"Opening \\u003c/script>\\u003cb>"}]');
    expect(JSON.parse(block ?? '')).toEqual({
      '/api/edition': edition,
      '/api/schedule': [{ id: 1, title: 'Opening </script><b>' }],
    });
  });

  it('is rendered without an answer that cannot be read, and its page loads it', async () => {
    scheduleFails = true;
    const renderDir = tempDir('gg-render-');
    fs.writeFileSync(path.join(renderDir, 'server-render.js'), renderModule);
    const fresh = await appWith(renderDir);
    try {
      const html = (await fresh.inject({ method: 'GET', url: '/schedule' })).body;
      expect(rootOf(html)).toContain('<p>Loading</p>');
      expect(html).not.toContain('"/api/schedule"');
    } finally {
      scheduleFails = false;
      await fresh.close();
    }
  });

  it('is the only kind sent with answers besides the current edition, which every page carries', async () => {
    const html = (await app.inject({ method: 'GET', url: '/about' })).body;
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(block ?? '')).toEqual({ '/api/edition': edition });
  });

  it('is rendered again at once, with its title, when another edition is made current', async () => {
    const before = (await app.inject({ method: 'GET', url: '/about' })).body;
    expect(before).toContain('<title>About Us · Grid Gathering</title>');
    const renders = (html: string) => Number(/render (\d+)/.exec(rootOf(html) ?? '')?.[1]);
    const kept = await app.inject({ method: 'GET', url: '/about' });
    expect(renders(kept.body)).toBe(renders(before));
    edition = { ...edition, id: 2, year: 2027, name: 'Grid Gathering Next' };
    try {
      const after = (await app.inject({ method: 'GET', url: '/about' })).body;
      expect(renders(after)).toBe(renders(before) + 1);
      expect(after).toContain('<title>About Us · Grid Gathering Next</title>');
      expect(after).toContain('"year":2027');
    } finally {
      edition = seededPublicEdition();
    }
  });
});

describe('a public page', () => {
  it('is sent rendered, with the time it shows, the site background and its own files after the entry', async () => {
    clockMs += 60_000;
    const response = await app.inject({ method: 'GET', url: '/tickets?zone=local' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(rootOf(html)).toContain('<h1>Page /tickets</h1>');
    expect(rootOf(html)).toContain('test mode true');
    expect(renderedAtOf(html)).toBe(clockMs);
    expect(html).toContain('<body class="with-site-background">');
    expect(html).toContain('<title>Tickets · Grid Gathering</title>');
    // Its styles are written in, the entry's first and then the page's, as the browser build applies
    // them; no stylesheet request holds up the first paint. Each is followed by a disabled link to its
    // file (never fetched), so code loaded later does not add it again after the page's.
    const styles = [
      ...html.matchAll(
        /<style data-href="([^"]+)">([^<]*)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(styles).toEqual([
      ['/assets/index-1.css', '.index-1{color:red}', '/assets/index-1.css'],
      ['/assets/tickets-page-1.css', '.tickets-page-1{color:red}', '/assets/tickets-page-1.css'],
      ['/assets/form-1.css', '.form-1{color:red}', '/assets/form-1.css'],
    ]);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(3);
    // The scripts download from the start, the entry first, then what it brings and the page's own
    // scripts (not those the entry already brings), before the styles; they run after the first paint:
    // no script tag in the head, and the start element names the entry (decision 044).
    expect(html).not.toContain('<script type="module"');
    const preloads = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g),
    ];
    expect(preloads.map((link) => link[1])).toEqual([
      '/assets/index-1.js',
      '/assets/shared-1.js',
      '/assets/tickets-page-1.js',
      '/assets/form-1.js',
    ]);
    expect(preloads.at(-1)?.index).toBeLessThan(html.indexOf('<style'));
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(4);
    const start = /<script id="app-start" data-src="([^"]+)">/.exec(html);
    expect(start?.[1]).toBe('/assets/index-1.js');
    expect(html).not.toMatch(/<!--(page-head|public-env)-->/);
  });

  it('holds what is pressed before its script runs, from before its first style (decision 040)', async () => {
    const html = (await app.inject({ method: 'GET', url: '/tickets' })).body;
    const guard = html.indexOf(earlyInputElement);
    expect(guard).toBeGreaterThan(html.indexOf('<head>'));
    expect(guard).toBeLessThan(html.indexOf('<style'));
  });

  it('is sent compressed to a browser', async () => {
    const plain = await app.inject({ method: 'GET', url: '/tickets' });
    const response = await app.inject({
      method: 'GET',
      url: '/tickets',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('is rendered once and sent again as rendered for the next few seconds', async () => {
    clockMs += 60_000;
    const renderedAt = clockMs;
    const first = (await app.inject({ method: 'GET', url: '/about' })).body;
    clockMs += 4_999;
    const second = (await app.inject({ method: 'GET', url: '/about/' })).body;
    expect(rootOf(first)).toContain('<h1>Page /about</h1>');
    expect(rootOf(second)).toBe(rootOf(first));
    expect(renderedAtOf(second)).toBe(renderedAt);
    // Five seconds on, it is rendered again, with the time it shows then.
    clockMs += 1;
    const third = (await app.inject({ method: 'GET', url: '/about' })).body;
    expect(rootOf(third)).not.toBe(rootOf(first));
    expect(renderedAtOf(third)).toBe(clockMs);
  });

  it('is sent for the browser to render when the server render fails', async () => {
    const response = await app.inject({ method: 'GET', url: '/donate' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('other pages', () => {
  it('an unknown path gets the not-found page rendered, with a 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toContain('<h1>404</h1>');
  });

  it('the organiser tools are sent empty for the browser to render', async () => {
    const response = await app.inject({ method: 'GET', url: '/organiser' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('with-site-background');
    expect(response.body).not.toContain(earlyInputElement);
  });
});

describe('without the server build', () => {
  it('every page is sent for the browser to render', async () => {
    const bare = await appWith(path.join(tempDir('gg-render-missing-'), 'nothing-here'));
    try {
      const response = await bare.inject({ method: 'GET', url: '/tickets' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>Tickets · Grid Gathering</title>');
    } finally {
      await bare.close();
    }
  });
});
