// The slow phone's baseline (docs/benchmark.md): each page exactly as the built app's server renders it,
// with the app's scripts taken out and a few lines of plain script put in their place, so a tap counts
// the moment its control shows. It is the most this markup can do on that phone. Every other request
// (styles, images, the icon) goes to the app, so both pages load the same CSS and assets.
// Run as its own process by the benchmark (node scripts/bench/baseline-page.mjs): PORT, APP_URL, and
// PLAIN_PAGES, a JSON object from a page's path to the plain script that replaces the app's.
import http from 'node:http';
import { brotliCompressSync } from 'node:zlib';

const appUrl = new URL(process.env.APP_URL);
const plainScripts = JSON.parse(process.env.PLAIN_PAGES);

/** The rendered page without a script or a module preload, the plain script at the end of its head. */
function plainPage(html, script) {
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
  return withoutScripts.replace('</head>', () => `<script>${script}</script></head>`);
}

const pages = new Map();
for (const [path, script] of Object.entries(plainScripts)) {
  const answer = await fetch(new URL(path, appUrl));
  if (!answer.ok) throw new Error(`${path}: the app answered ${answer.status}`);
  const html = plainPage(await answer.text(), script);
  // Compressed as the app sends its pages: the slow connection is what the page waits on.
  pages.set(path, { html, brotli: brotliCompressSync(html) });
}

http
  .createServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/ready') return response.end('ok');
    const page = pages.get(path);
    if (page) {
      const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
      const body = brotli ? page.brotli : Buffer.from(page.html);
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
      });
      return response.end(body);
    }
    const upstream = http.request(
      new URL(request.url, appUrl),
      { method: request.method, headers: { ...request.headers, host: appUrl.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
