import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type PublicEnv, publicEnvElementId } from '../../contracts/public-env';
import { findPageRoute, type PageRoute } from '../../contracts/routes';
import { pageHead } from './page-head';

export interface WebPagesOptions {
  /** The Vite build output (dist/web). */
  webRoot: string;
  publicEnv: PublicEnv;
  /** The site's own address, for the absolute URLs link previews need. */
  publicUrl: string;
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

function isShellFile(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: @fastify/static answers it with an error of its own.
  }
  return path.posix.normalize(`/${decoded}`).replace(/\/{2,}/g, '/') === '/index.html';
}

/** JSON inside <script type="application/json"> must not be able to close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

async function webPages(app: FastifyInstance, options: WebPagesOptions) {
  const indexFile = path.join(options.webRoot, 'index.html');
  const envBlock = `<script type="application/json" id="${publicEnvElementId}">${inlineJson(options.publicEnv)}</script>`;

  // The shell is read once and read again only when a rebuild changed it. Whether it changed is asked
  // at most once a second: a stat on every page answer was a quarter of the CPU they cost (npm run bench).
  let cached: { mtimeMs: number; html: string } | undefined;
  let checkedAtMs = 0;
  async function shell(): Promise<string> {
    if (cached && Date.now() - checkedAtMs < 1_000) return cached.html;
    checkedAtMs = Date.now();
    const { mtimeMs } = await fs.stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const raw = await fs.readFile(indexFile, 'utf8');
      cached = { mtimeMs, html: raw.replace('<!--public-env-->', envBlock) };
    }
    return cached.html;
  }

  // Each page's head tags are made once; the not-found page shares one set.
  const heads = new Map<string, string>();
  function headOf(route: PageRoute | undefined): string {
    const key = route?.path ?? '';
    let head = heads.get(key);
    if (head === undefined) {
      head = pageHead(route, options.publicUrl);
      heads.set(key, head);
    }
    return head;
  }

  async function sendShell(reply: FastifyReply, route: PageRoute | undefined) {
    return reply
      .status(route ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send((await shell()).replace('<!--page-head-->', headOf(route)));
  }

  await app.register(fastifyStatic, {
    root: options.webRoot,
    // Keep the default wildcard mode: a file list snapshotted at start breaks after a rebuild.
    wildcard: true,
    index: false,
    // The shell is only served through sendShell, with the public env filled in; '//index.html' and
    // '/./index.html' name the same file, so the path is compared as the file system will resolve it.
    allowedPath: (pathname) => !isShellFile(pathname),
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

  app.get('/', (_request, reply) => sendShell(reply, findPageRoute('/')));

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) {
      return reply
        .status(404)
        .send({ error: `Nothing is at ${request.method} ${request.url.split('?', 1)[0]}.` });
    }
    // Unknown page paths get the shell too (it renders the '404' text) but with a real 404 status.
    return sendShell(reply, findPageRoute(request.url));
  });
}

export default fp(webPages, { name: 'web-pages' });
