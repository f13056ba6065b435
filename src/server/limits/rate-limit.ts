import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';
import { clientKey } from './attempt-limiter';
import { tryAgainLater } from './wait-text';

// Per-address limits on the calls that cost something or could be used to guess (docs/product/payments.md):
// creating payment orders, and asking what a discount code does. Counted in the database (rate_limits),
// so every instance sharing one PostgreSQL database enforces one limit, and a restart hands nobody fresh
// requests. A fixed window per address: simple, one row per address, and generous enough that a person
// never meets it while a script does.

export interface RateLimit {
  /** Requests allowed in one window. */
  count: number;
  windowMs: number;
}

const unitMs: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** '20/10m' = 20 requests per 10 minutes; units s, m, h. Undefined when the text is not one. */
export function parseRateLimit(text: string): RateLimit | undefined {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,4})\s*([smh])\s*$/i.exec(text);
  if (!match) return undefined;
  const count = Number(match[1]);
  const windowMs = Number(match[2]) * (unitMs[match[3]!.toLowerCase()] ?? 0);
  return count >= 1 && windowMs >= 1000 ? { count, windowMs } : undefined;
}

type RateDecision =
  /** `windowStartMs`: the window that counted this request (an order's payment gives its count back). */
  { allowed: true; windowStartMs: number } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one request from `address` and says whether it may go on. */
  hit(address: string): Promise<RateDecision>;
}

export function rateLimiter(
  db: Kysely<Database>,
  bucket: string,
  limit: RateLimit,
  now: () => number,
): RateLimiter {
  let lastSweepMs = Number.NEGATIVE_INFINITY;
  return {
    async hit(address) {
      const nowMs = now();
      const stale = nowMs - limit.windowMs;
      // One statement, so parallel requests from one address each get their own count on both engines.
      const row = await db
        .insertInto('rate_limits')
        .values({ bucket, address, count: 1, window_start_ms: nowMs })
        .onConflict((conflict) =>
          conflict.columns(['bucket', 'address']).doUpdateSet({
            count: sql<number>`case when rate_limits.window_start_ms <= ${stale} then 1
              else rate_limits.count + 1 end`,
            window_start_ms: sql<number>`case when rate_limits.window_start_ms <= ${stale} then ${nowMs}
              else rate_limits.window_start_ms end`,
          }),
        )
        .returning(['count', 'window_start_ms'])
        .executeTakeFirstOrThrow();

      // Windows that ended are forgotten now and then, so the table stays as small as the traffic.
      if (nowMs - lastSweepMs >= limit.windowMs) {
        lastSweepMs = nowMs;
        await db
          .deleteFrom('rate_limits')
          .where('bucket', '=', bucket)
          .where('window_start_ms', '<=', stale)
          .execute();
      }
      if (Number(row.count) <= limit.count)
        return { allowed: true, windowStartMs: Number(row.window_start_ms) };
      return {
        allowed: false,
        retryAfterMs: Math.max(1000, Number(row.window_start_ms) + limit.windowMs - nowMs),
      };
    },
  };
}

/**
 * A route hook (preValidation: before the body is checked) that answers 429 with Retry-After once the
 * address has used its window. `tooMany` is the start of the sentence: 'Too many orders from your address'.
 * `keyOf` counts by something else than the client's address (an email address from the checked body,
 * in a preHandler hook). `counted` hears of each request let through, with the key and window that
 * counted it.
 */
export function rateLimitHook(
  limiter: RateLimiter,
  tooMany: string,
  keyOf: (request: FastifyRequest) => string = (request) => clientKey(request.ip),
  counted?: (request: FastifyRequest, address: string, windowStartMs: number) => void,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const address = keyOf(request);
    const decision = await limiter.hit(address);
    if (decision.allowed) {
      counted?.(request, address, decision.windowStartMs);
      return;
    }
    request.log.warn({ client: clientKey(request.ip), path: request.routeOptions.url }, 'Rate limit reached');
    return reply
      .status(429)
      .header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)))
      .send({ error: tryAgainLater(tooMany, decision.retryAfterMs) });
  };
}
