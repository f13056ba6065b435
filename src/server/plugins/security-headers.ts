import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Third parties the SPEC needs and nothing else: PayPal's JS SDK (buttons, card fields, its frames)
// and the Twitch embed of the event channel.
const paypal = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const twitch = ['https://embed.twitch.tv', 'https://player.twitch.tv', 'https://www.twitch.tv'];

export interface SecurityHeadersOptions {
  /** Behind HTTPS the browser is told to upgrade any stray http:// subresource. */
  https: boolean;
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    // Helmet's headers are set in onRequest, so error pages and 404s carry them as well.
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal, ...twitch],
        // PayPal's SDK injects style elements; styles cannot run code, so this is the usual trade-off.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...paypal, 'https://static-cdn.jtvnw.net'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...paypal],
        frameSrc: [...paypal, ...twitch],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // PayPal opens its checkout in a popup that must talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
