import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { donateInfo } from '../../../content/donate';
import { edition } from '../../../content/edition';
import { donationbarMarkup, progressSummaryElementId } from '../../contracts/donationbar-markup';
import { markcellMarkup } from '../../contracts/markcell-markup';
import type { PageDataPath } from '../../contracts/page-data';
import { progressSummaryToWire } from '../../contracts/progress';
import type { PublicEdition } from '../../contracts/public-edition';
import { type PublicEnv, publicEnvElementId } from '../../contracts/public-env';
import {
  findPageRoute,
  isOwnEntryPage,
  isPublicPage,
  normalisePath,
  ownEntryPages,
  type PageRoute,
  pageRoutes,
} from '../../contracts/routes';
import { readGridLayout } from '../../domain/markcell-layout';
import type { ProgressSummary } from '../../domain/progress';
import { allPublic } from '../plugins';
import { jsonBlock } from './json-block';
import { PageAnswer } from './page-answer';
import { pageHead } from './page-head';
import { withRendered } from './rendered-html';
import { type RenderedPageParts, renderedPages } from './rendered-pages';

export interface WebPagesOptions {
  /** The Vite build output (dist/web). */
  webRoot: string;
  publicEnv: PublicEnv;
  /** The site's own address, for the absolute URLs link previews need. */
  publicUrl: string;
  /** What GET /api/progress answers: put into the overlay's page, so its first paint shows the numbers. */
  progressSummary(): Promise<ProgressSummary>;
  /**
   * The API answers rendered pages are sent with (contracts/page-data.ts), as the API sends them; a page
   * matched by its pattern may be sent with data of its own path (`pagePath`).
   */
  pageData(path: PageDataPath, pagePath: string): Promise<unknown>;
  /** GET /api/edition's answer as JSON text: the current edition, which names every page's title. */
  editionText(): Promise<string>;
  /** The web app's server build (dist/render); without it, pages are sent for the browser to render. */
  renderDir?: string;
  /**
   * Pages whose address is a key (the order page): the same page whatever the key, answered 404 when
   * `exists` says the key opens nothing. With `missingIsNotFound` (a past edition's year), such an address
   * is the site's not-found page, head and all: its page renders the not-found page when its data says
   * there is none (contracts/page-data.ts).
   */
  keyedPages?: {
    route: PageRoute;
    exists(request: FastifyRequest): Promise<boolean>;
    missingIsNotFound?: boolean;
  }[];
  /** The app's clock (epoch ms): the time rendered pages show, and when a page file was last checked. */
  now: () => number;
}

// Paths that are never pages: a miss there is a plain 404, not the app shell.
const nonPagePrefixes = ['/api/', '/assets/', '/files/', '/socket.io/', '/paypal-emulator/'];

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (nonPagePrefixes.some((prefix) => pathname.startsWith(prefix))) return false;
  // '/favicon.ico', '/foo.js': a missing file, not a page.
  return !/\.[a-z0-9]{1,5}$/i.test(pathname);
}

// The page files the server fills in before sending: never sent as they are.
const templateFiles = new Set(['/index.html', ...Object.values(ownEntryPages).map((file) => `/${file}`)]);

function isTemplateFile(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: @fastify/static answers it with an error of its own.
  }
  return templateFiles.has(path.posix.normalize(`/${decoded}`).replace(/\/{2,}/g, '/'));
}

async function webPages(app: FastifyInstance, options: WebPagesOptions) {
  const envBlock = jsonBlock(publicEnvElementId, options.publicEnv);

  // A page file is read once and read again only when a rebuild changed it. Whether it changed is asked
  // at most once a second: a stat on every page answer was a quarter of the CPU they cost (npm run bench).
  const cache = new Map<string, { mtimeMs: number; html: string; checkedAtMs: number }>();
  async function pageFile(name: string): Promise<string> {
    const cached = cache.get(name);
    if (cached && options.now() - cached.checkedAtMs < 1_000) return cached.html;
    const file = path.join(options.webRoot, name);
    const { mtimeMs } = await fs.stat(file);
    const html =
      cached?.mtimeMs === mtimeMs
        ? cached.html
        : (await fs.readFile(file, 'utf8')).replace('<!--public-env-->', envBlock);
    cache.set(name, { mtimeMs, html, checkedAtMs: options.now() });
    return html;
  }
  const shell = () => pageFile('index.html');

  // Each page's head tags are made once per edition; the not-found page shares one set. A public page
  // matched by its pattern (a past edition's) has its own address in them, so each address has its own.
  const heads = new Map<string, string>();
  let headsOf = '';
  const ownAddress = (route: PageRoute | undefined, request: FastifyRequest) =>
    route && isPublicPage(route) && route.path.includes(':')
      ? normalisePath(request.url.split('?', 1)[0] ?? '/')
      : undefined;
  // A page is still sent when the edition cannot be read (the database away): with the last one read, or
  // before any, the edition the build was made with.
  const builtEdition = { name: edition.product, year: edition.year, datesText: edition.datesText };
  async function headOf(route: PageRoute | undefined, path?: string): Promise<string> {
    const editionText = await options.editionText().catch((error: unknown) => {
      app.log.error({ err: error }, 'The current edition could not be read for a page head');
      return headsOf;
    });
    if (editionText !== headsOf) {
      heads.clear();
      headsOf = editionText;
    }
    const key = path ?? route?.path ?? '';
    let head = heads.get(key);
    if (head === undefined) {
      const shown = editionText === '' ? builtEdition : (JSON.parse(editionText) as PublicEdition);
      head = pageHead(route, options.publicUrl, shown, path);
      heads.set(key, head);
    }
    return head;
  }

  /**
   * The overlay (docs/product/donations-and-incentives.md, "The progress overlay"), its own entry: sent
   * with the numbers already in its markup and the summary they came from, which its script keeps live.
   * If the summary cannot be read, the page is sent without it and its script loads it, retrying.
   */
  async function overlayPage(request: FastifyRequest): Promise<string> {
    let summary: ProgressSummary | undefined;
    try {
      summary = await options.progressSummary();
    } catch (error) {
      request.log.error({ err: error }, 'Could not read the progress summary for /donationbar');
    }
    const markup = donationbarMarkup({
      progress: summary ?? null,
      ticketGoal: edition.ticketGoal,
      paymentsTestMode: options.publicEnv.paymentsTestMode,
      stale: false,
      milestonesReached: [],
    });
    const summaryBlock = summary ? jsonBlock(progressSummaryElementId, progressSummaryToWire(summary)) : '';
    return (await pageFile(ownEntryPages.donationbar))
      .replace('<!--progress-summary-->', () => summaryBlock)
      .replace('<!--donationbar-->', () => markup);
  }

  /**
   * The mark-a-cell overlay (docs/product/donations-and-incentives.md, "The mark-a-cell overlay"), its own
   * entry: sent with its grid drawn where the address puts it; its script loads the glowing marks.
   */
  async function markcellPage(request: FastifyRequest): Promise<string> {
    const query = request.url.indexOf('?');
    const layout = readGridLayout(query < 0 ? '' : request.url.slice(query), donateInfo.markCellGridSize);
    const markup = markcellMarkup({ layout, byCell: new Map(), stale: false });
    return (await pageFile(ownEntryPages.markcell)).replace('<!--markcell-->', () => markup);
  }

  const rendered = renderedPages({
    renderDir: options.renderDir,
    webRoot: options.webRoot,
    publicEnv: options.publicEnv,
    pageData: options.pageData,
    editionText: options.editionText,
    log: app.log,
    now: options.now,
  });

  // The answer for each page, kept while its shell and its rendering stay the same (a few seconds), so a
  // visitor costs neither a rendering nor a compression. Unknown paths share the not-found page's.
  const appAnswers = new Map<
    string,
    { shell: string; parts: RenderedPageParts | null; head: string; answer: PageAnswer }
  >();

  /** The app's page: rendered by the server when it is public, then taken over by the app's script. */
  async function appPage(
    request: FastifyRequest,
    route: PageRoute | undefined,
    notFoundHead = false,
  ): Promise<PageAnswer> {
    const shellHtml = await shell();
    const parts = await rendered.partsFor(request.url.split('?', 1)[0] ?? '/');
    const own = ownAddress(route, request);
    const head = notFoundHead ? await headOf(undefined) : await headOf(route, own);
    const key = own ?? route?.path ?? '*';
    const kept = appAnswers.get(key);
    if (kept && kept.shell === shellHtml && kept.parts === parts && kept.head === head) return kept.answer;
    const html = parts ? withRendered(shellHtml, parts) : shellHtml;
    const answer = new PageAnswer(html.replace('<!--page-head-->', () => head));
    appAnswers.set(key, { shell: shellHtml, parts, head, answer });
    return answer;
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply, route: PageRoute | undefined) {
    if (!route || !isOwnEntryPage(route.page))
      return (await appPage(request, route)).send(reply, request, route ? 200 : 404);
    const html =
      route.page === 'markcell'
        ? await markcellPage(request)
        : route.page === 'ticker'
          ? // The ticker loads what it rotates through itself (docs/product/donations-and-incentives.md).
            await pageFile(ownEntryPages.ticker)
          : await overlayPage(request);
    const head = await headOf(route);
    const answer = new PageAnswer(html.replace('<!--page-head-->', () => head));
    return answer.send(reply, request, 200);
  }

  // The built files are public, as the pages are; @fastify/static makes their routes, in a scope of their own
  // that says so (plugins/public-mark.ts).
  await app.register(async (files) => {
    allPublic(files);
    await files.register(fastifyStatic, {
      root: options.webRoot,
      // Keep the default wildcard mode: a file list snapshotted at start breaks after a rebuild.
      wildcard: true,
      index: false,
      // The page files are only served through sendShell, filled in; '//index.html' and '/./index.html'
      // name the same file, so the path is compared as the file system will resolve it.
      allowedPath: (pathname) => !isTemplateFile(pathname),
      // The build writes .br and .gz beside each script, style and image (vite.config.ts, precompress).
      preCompressed: true,
      // Otherwise send's own 'public, max-age=0' replaces the cache-control set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so they never change under the same URL.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // The same URL is sent compressed or not, by the request's accept-encoding.
        if (/\.(js|css|svg)(\.br|\.gz)?$/.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
  });

  // A route per page: otherwise a page path reaches @fastify/static's wildcard first, which looks for a
  // file of that name on disk before giving up, and that lookup cost more than the page itself.
  for (const route of pageRoutes)
    app.get(route.path, { config: { public: true } }, (request, reply) => sendShell(request, reply, route));
  for (const keyed of options.keyedPages ?? []) {
    app.get(keyed.route.path, { config: { public: true } }, async (request, reply) => {
      const found = await keyed.exists(request);
      const answer = await appPage(request, keyed.route, !found && keyed.missingIsNotFound === true);
      return answer.send(reply, request, found ? 200 : 404);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) {
      return reply
        .status(404)
        .send({ error: `Nothing is at ${request.method} ${request.url.split('?', 1)[0]}.` });
    }
    // Unknown page paths get the shell too (it renders the '404' text) but with a real 404 status.
    return sendShell(request, reply, findPageRoute(request.url));
  });
}

export default fp(webPages, { name: 'web-pages' });
