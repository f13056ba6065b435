// Limits that protect the site: per-address rate limits, password tries, request timeouts.
import type { RequestLimits } from './request-limits';

export {
  type AttemptLimiter,
  type AttemptLimits,
  attemptLimiter,
  clientKey,
  defaultAttemptLimits,
} from './attempt-limiter';
export { giveOrderSlotBack, type OrderCreateLimit } from './order-create-limit';
export { parseRateLimit, type RateLimit } from './rate-limit';
export { type RequestLimits, type RequestLimitsConfig, requestLimits } from './request-limits';
export { parseDuration, type Timeouts, timeoutOptions } from './timeouts';
export { tryAgainLater } from './wait-text';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-address rate limits routes apply as hooks; decorated once in app.ts. */
    limits: RequestLimits;
  }
}

export { rateLimiter, rateLimitHook } from './rate-limit';
