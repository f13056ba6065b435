import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { everyPageData, type PageData, type PageDataPath, pageDataPaths } from '../../contracts/page-data';
import type { PageRenderer, RenderedPage } from '../../contracts/page-render';
import type { PublicEnv } from '../../contracts/public-env';
import { findPageRoute, normalisePath } from '../../contracts/routes';
import { type BuildManifest, entryStyles, pageAssets } from './page-assets';

// Public pages are sent rendered (docs/decisions/024-own-router-and-server-rendering.md). The web app's
// server build renders them; this keeps its answers. A page's HTML depends only on its path, the build
// and the configuration, except for the time and the API answers it shows (contracts/page-data.ts), so
// each is rendered at most once every few seconds (and again at once when the current edition changed):
// rendering on every request would cost far more than the request; a page keeps its data fresh once it
// runs. The browser's first render uses the time written in the page, then its own.

const freshForMs = 5_000;
// Whether a rebuild replaced the render module is asked at most once a second, like the page files.
const buildCheckEveryMs = 1_000;

export interface RenderedPageParts {
  /** Goes inside #root. */
  root: string;
  /** The time the page shows, for the browser's first render. */
  renderedAtMs: number;
  /** The API answers it was rendered with, for the browser's first render (contracts/page-data.ts). */
  data: PageData;
  /**
   * The entry's styles and the page's, in the order the browser build applies them, to be written into
   * the page: a first paint then waits for no stylesheet request.
   */
  styles: { href: string; css: string }[];
  /** The page's own scripts, for <link rel="modulepreload">. */
  preloads: string[];
  layout: RenderedPage['layout'];
}

interface Build {
  renderer: PageRenderer;
  manifest: BuildManifest;
  /** Style files read so far, by URL. */
  styleText: Map<string, Promise<string>>;
  moduleMtimeMs: number;
  checkedAtMs: number;
}

export interface RenderedPagesOptions {
  /** The web app's server build (dist/render), or undefined to send every page empty for the browser to render. */
  renderDir: string | undefined;
  /** The browser build (dist/web), whose manifest names each page's files. */
  webRoot: string;
  publicEnv: PublicEnv;
  /**
   * An API answer a page is rendered with, as the API sends it; `pagePath` is the page's own path, for
   * an answer of a page matched by its pattern (a past edition's year).
   */
  pageData(path: PageDataPath, pagePath: string): Promise<unknown>;
  /**
   * The current edition's answer as JSON text: a rendering made for another edition is not sent again
   * (docs/decisions/082-the-public-site-follows-the-current-edition.md).
   */
  editionText(): Promise<string>;
  log: FastifyBaseLogger;
  /** The app's clock (epoch ms): the time a page shows, and how old a kept rendering or build check is. */
  now: () => number;
}

export function renderedPages(options: RenderedPagesOptions) {
  let build: Build | undefined;
  let loading: Promise<Build | undefined> | undefined;
  let warned = false;
  // Each page's rendering, by route path ('*' for the not-found page), with when it was started.
  const pages = new Map<
    string,
    { rendering: Promise<RenderedPageParts | null>; atMs: number; edition: string }
  >();

  async function loadBuild(): Promise<Build | undefined> {
    if (!options.renderDir) return undefined;
    const modulePath = path.join(options.renderDir, 'server-render.js');
    try {
      const { mtimeMs } = await fs.stat(modulePath);
      if (build && build.moduleMtimeMs === mtimeMs) {
        build.checkedAtMs = options.now();
        return build;
      }
      // A build output, not a source file: the server never imports the web app's code. A new URL per
      // build, since Node keeps the module of each URL it imported.
      const renderer: PageRenderer = await import(
        /* @vite-ignore */ `file://${pathToFileURL(modulePath).pathname}?build=${mtimeMs}`
      );
      const manifestText = await fs.readFile(path.join(options.webRoot, '.vite/manifest.json'), 'utf8');
      pages.clear();
      return {
        renderer,
        manifest: JSON.parse(manifestText),
        styleText: new Map(),
        moduleMtimeMs: mtimeMs,
        checkedAtMs: options.now(),
      };
    } catch (error) {
      if (!warned)
        options.log.warn({ err: error }, 'Pages are sent unrendered: the server render could not load');
      warned = true;
      return undefined;
    }
  }

  async function currentBuild(): Promise<Build | undefined> {
    if (build && options.now() - build.checkedAtMs < buildCheckEveryMs) return build;
    loading ??= loadBuild().finally(() => {
      loading = undefined;
    });
    build = await loading;
    return build;
  }

  /** The answers a page shows at once; one that cannot be read is left for the page to load. */
  async function dataFor(routePath: string, pagePath: string): Promise<PageData> {
    const data: PageData = {};
    for (const apiPath of [...everyPageData, ...(pageDataPaths[routePath] ?? [])]) {
      try {
        data[apiPath] = await options.pageData(apiPath, pagePath);
      } catch (error) {
        options.log.error({ err: error, path: apiPath }, 'A page is rendered without data it shows');
      }
    }
    return data;
  }

  async function render(
    current: Build,
    routePath: string,
    requestPath: string,
  ): Promise<RenderedPageParts | null> {
    const nowMs = options.now();
    const data = await dataFor(routePath, requestPath);
    const page = await current.renderer.renderPage({
      path: requestPath,
      publicEnv: options.publicEnv,
      nowMs,
      data,
    });
    if (!page) return null;
    const assets = pageAssets(current.manifest, page.pageFile);
    const hrefs = [...entryStyles(current.manifest), ...assets.styles];
    const styles = await Promise.all(
      hrefs.map(async (href) => {
        let text = current.styleText.get(href);
        if (!text) {
          text = fs.readFile(path.join(options.webRoot, href), 'utf8');
          current.styleText.set(href, text);
        }
        return { href, css: await text };
      }),
    );
    return {
      root: page.html,
      renderedAtMs: nowMs,
      data,
      styles,
      preloads: assets.scripts,
      layout: page.layout,
    };
  }

  /** The rendered parts of the page at `requestPath`, or null if it is sent for the browser to render. */
  async function partsFor(requestPath: string): Promise<RenderedPageParts | null> {
    const current = await currentBuild();
    if (!current) return null;
    // Every unknown path renders the same not-found page. A page matched by its pattern renders the same
    // for every key (the order page), unless it is sent with data of its own address (a past edition's).
    const routePath = findPageRoute(requestPath)?.path ?? '*';
    const ownData = routePath.includes(':') && (pageDataPaths[routePath]?.length ?? 0) > 0;
    const key = ownData ? normalisePath(requestPath) : routePath;
    const edition = await options.editionText().catch(() => '');
    const cached = pages.get(key);
    if (cached && cached.edition === edition && options.now() - cached.atMs < freshForMs)
      return cached.rendering;
    const path = routePath === '*' || ownData ? requestPath : routePath;
    const rendering = render(current, routePath, path).catch((error: unknown) => {
      pages.delete(key);
      // The page's pattern, never the address: an order page's address holds its token.
      options.log.error({ err: error, page: key }, 'The page could not be rendered; sent unrendered');
      return null;
    });
    pages.set(key, { rendering, atMs: options.now(), edition });
    return rendering;
  }

  return { partsFor };
}
