import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { rateLimiter, rateLimitHook } from './rate-limit';

/** The per-address limits routes put in front of their schemas and handlers (preValidation hooks). */
export interface RequestLimits {
  /** POST /api/tickets/create and POST /api/orders/create share one count: both make PayPal orders. */
  orderCreate: ReturnType<typeof rateLimitHook>;
  /** POST /api/tickets/discount: so codes cannot be guessed by trying them one after another. */
  discountCheck: ReturnType<typeof rateLimitHook>;
}

export function requestLimits(
  db: Kysely<Database>,
  limits: Config['limits'],
  now?: () => number,
): RequestLimits {
  return {
    orderCreate: rateLimitHook(
      rateLimiter(db, 'order-create', limits.orderCreate, now),
      'Too many orders from your address',
    ),
    discountCheck: rateLimitHook(
      rateLimiter(db, 'discount-check', limits.discountCheck, now),
      'Too many discount code checks from your address',
    ),
  };
}
