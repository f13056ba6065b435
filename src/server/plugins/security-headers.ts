import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Third parties the product needs and nothing else (docs/product/site-and-pages.md, "Third parties"):
// PayPal's JS SDK (buttons, card fields, its frames) and the Twitch embed of the event channel.
const paypal = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const twitch = ['https://embed.twitch.tv', 'https://player.twitch.tv', 'https://www.twitch.tv'];

export interface SecurityHeadersOptions {
  /** Behind HTTPS the browser is told to upgrade any stray http:// subresource and to stay on HTTPS. */
  https: boolean;
  /**
   * Paths, besides `/api/` and `/healthz`, whose answers are JSON rather than pages: the built-in PayPal
   * emulator's REST API (app.ts passes its prefix, which this plugin does not own).
   */
  jsonPrefixes?: readonly string[];
  /** The hashes of the pages' own inline scripts (web/), the only inline scripts the policy allows. */
  inlineScriptHashes?: readonly string[];
}

function contentSecurityPolicy(https: boolean, inlineScriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the check-in page compile the QR reader's WebAssembly (served from this site;
    // docs/product/organisers.md, "Check-in at the door"). It allows no eval() of JavaScript.
    // The inline scripts are the rendered pages' early-input guard and app start (src/server/web/), by hash.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes, ...paypal, ...twitch],
    // PayPal's SDK injects style elements; styles cannot run code, so this is the usual trade-off.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...paypal, 'https://static-cdn.jtvnw.net'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...paypal],
    'frame-src': [...paypal, ...twitch],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/**
 * The headers helmet's defaults would send, with our CSP, computed once: they are the same on every
 * page answer (pages, errors, 404s), and rebuilding them per request cost more than half of a small
 * answer's time (see docs/benchmark.md).
 */
function securityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options.https, options.inlineScriptHashes ?? []),
    // PayPal opens its checkout in a popup that must talk back to this window.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=15552000' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * A JSON answer is never shown as a document, so it needs no sources at all: the strictest policy,
 * never framed, never sniffed into something else, readable by this site's pages only. A page's list of
 * PayPal and Twitch sources (700 bytes) on each of them was an eighth of the history call's bytes
 * (docs/decisions/026-api-answer-headers-and-fair-rush.md). No referrer policy: a JSON answer loads
 * nothing and links nowhere, so it has no referrer to protect, and each header is about 2% of a small
 * answer's cost (docs/decisions/031-json-answer-headers-and-fairer-rounds.md).
 */
function apiSecurityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=15552000' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** The security headers for an answer to `url`: a JSON answer's, or (anything else may be) a page's. */
export function securityHeadersFor(options: SecurityHeadersOptions): (url: string) => Record<string, string> {
  const page = securityHeaderValues(options);
  const api = apiSecurityHeaderValues(options);
  const jsonPrefixes = ['/api/', ...(options.jsonPrefixes ?? [])];
  const isJson = (url: string) => url === '/healthz' || jsonPrefixes.some((prefix) => url.startsWith(prefix));
  // The order page's address is its key (src/server/order-page/): no link on it may tell another site.
  const privatePage = { ...page, 'referrer-policy': 'no-referrer' };
  return (url) => (isJson(url) ? api : url.startsWith('/order/') ? privatePage : page);
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headersFor = securityHeadersFor(options);
  // onRequest, so error answers and 404s carry them as well.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
