import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { type RateLimit, rateLimiter, rateLimitHook } from './rate-limit';

// The per-address limit on payment orders counts the orders left unpaid
// (docs/decisions/063-order-limit-counts-unpaid-orders.md): every order an address starts takes a slot of
// its window, as before, and a paid order gives its slot back. Many people behind one address (a venue's
// Wi-Fi) who pay are never turned away; a script starting orders it never pays still is.

const bucket = 'order-create';

export interface OrderCreateLimit {
  /** preValidation: counts the order against its address's window; 429 once the window is used up. */
  hook: preValidationHookHandler;
  /** Once PayPal's order is made: remembers which window counted it, so paying it gives the slot back. */
  placed(request: FastifyRequest, orderId: string): Promise<void>;
}

export function orderCreateLimit(
  db: Kysely<Database>,
  limit: RateLimit,
  now: () => number,
): OrderCreateLimit {
  // The hook and the handler see the same request object; nothing of it outlives the request.
  const counted = new WeakMap<FastifyRequest, { address: string; windowStartMs: number }>();
  const hook = rateLimitHook(
    rateLimiter(db, bucket, limit, now),
    'Too many orders from your address',
    undefined,
    (request, address, windowStartMs) => counted.set(request, { address, windowStartMs }),
  );
  let lastSweepMs = Number.NEGATIVE_INFINITY;
  return {
    hook,
    async placed(request, orderId) {
      const slot = counted.get(request);
      if (!slot) return;
      await db
        .insertInto('order_limit_slots')
        .values({
          order_id: orderId,
          bucket,
          address: slot.address,
          window_start_ms: slot.windowStartMs,
          limit_count: limit.count,
        })
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .execute();
      // A slot whose window ended can give nothing back: forgotten now and then, with the address in it.
      const nowMs = now();
      if (nowMs - lastSweepMs >= limit.windowMs) {
        lastSweepMs = nowMs;
        await db
          .deleteFrom('order_limit_slots')
          .where('window_start_ms', '<=', nowMs - limit.windowMs)
          .execute();
      }
    },
  };
}

/**
 * In the transaction that records an order as paid: its address gets back the slot the order took, if
 * the window that counted it is still the address's (a later window never gets more than it counted).
 */
export async function giveOrderSlotBack(trx: Kysely<Database>, orderId: string): Promise<void> {
  const slot = await trx
    .deleteFrom('order_limit_slots')
    .where('order_id', '=', orderId)
    .returning(['bucket', 'address', 'window_start_ms', 'limit_count'])
    .executeTakeFirst();
  if (!slot) return;
  // Requests refused once the window was full are counted past the limit too; they took no slot, so
  // the one given back is counted from the limit.
  const full = Number(slot.limit_count);
  await trx
    .updateTable('rate_limits')
    .set((eb) => ({
      count: eb
        .case()
        .when('count', '>', full)
        .then(full - 1)
        .else(eb('count', '-', 1))
        .end(),
    }))
    .where('bucket', '=', slot.bucket)
    .where('address', '=', slot.address)
    .where('window_start_ms', '=', Number(slot.window_start_ms))
    .where('count', '>', 0)
    .execute();
}
