import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { type OrderCreateLimit, orderCreateLimit } from './order-create-limit';
import { type RateLimit, rateLimiter, rateLimitHook } from './rate-limit';

/** The per-address limits routes put in front of their schemas and handlers (preValidation hooks). */
export interface RequestLimits {
  /**
   * POST /api/tickets/create and POST /api/orders/create share one count: both make PayPal orders. An
   * order paid gives its count back (order-create-limit.ts).
   */
  orderCreate: OrderCreateLimit;
  /** POST /api/tickets/discount: so codes cannot be guessed by trying them one after another. */
  discountCheck: ReturnType<typeof rateLimitHook>;
  /**
   * POST /api/tickets/create with a discount code: counted as a code check too, since whether the order
   * is taken at a discounted amount tells what the code does (the limit cannot be stepped around).
   */
  discountInOrder: ReturnType<typeof rateLimitHook>;
  /** POST /api/tickets/resend, per client (preValidation): one person does not ask for many addresses. */
  ticketResendClient: ReturnType<typeof rateLimitHook>;
  /**
   * POST /api/tickets/resend, per email address asked for (preHandler, on the checked body): nobody can
   * fill a buyer's mailbox. Counted the same whether or not the address bought anything.
   */
  ticketResend: ReturnType<typeof rateLimitHook>;
}

/** The table keeps a hash, not the address: it says nothing about who asked, even to a database reader. */
function emailKey(request: FastifyRequest): string {
  const email = String((request.body as { email?: unknown } | null)?.email ?? '');
  return `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

/** The body's discount code as sent, before the schema checks it; '' when there is none. */
function typedDiscountCode(request: FastifyRequest): string {
  const discount = (request.body as { discount?: unknown } | null)?.discount;
  return typeof discount === 'string' ? discount.trim() : '';
}

/**
 * Per-address limits: payment orders left unpaid (tickets and donations together), discount code checks;
 * ticket email resends per email address asked for (ticketResend) and per client (ticketResendClient).
 */
export interface RequestLimitsConfig {
  orderCreate: RateLimit;
  discountCheck: RateLimit;
  ticketResend: RateLimit;
  ticketResendClient: RateLimit;
}

export function requestLimits(
  db: Kysely<Database>,
  limits: RequestLimitsConfig,
  now: () => number,
): RequestLimits {
  const discountChecks = rateLimiter(db, 'discount-check', limits.discountCheck, now);
  const tooManyDiscountChecks = 'Too many discount code checks from your address';
  const discountCheck = rateLimitHook(discountChecks, tooManyDiscountChecks);
  return {
    orderCreate: orderCreateLimit(db, limits.orderCreate, now),
    discountCheck,
    discountInOrder: async (request, reply) => {
      if (typedDiscountCode(request) !== '') return discountCheck(request, reply);
    },
    ticketResendClient: rateLimitHook(
      rateLimiter(db, 'ticket-resend-client', limits.ticketResendClient, now),
      'Too many requests for ticket emails from your address',
    ),
    ticketResend: rateLimitHook(
      rateLimiter(db, 'ticket-resend', limits.ticketResend, now),
      'Ticket emails were asked for this email address several times already',
      emailKey,
    ),
  };
}
