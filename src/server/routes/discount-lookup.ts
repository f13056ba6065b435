import type { FastifyInstance } from 'fastify';
import { discountLookupSchema, ruleToWire } from '../../contracts/discounts';
import { describeZodError } from '../../contracts/errors';
import type { DatabaseHandle } from '../db/connect';
import { lookUpDiscountCode } from '../discounts/discount-lookup';
import type { RequestLimits } from '../limits/request-limits';

export interface DiscountLookupOptions {
  database: DatabaseHandle;
  limits: RequestLimits;
}

/** The page asks what a typed code does; limited per address so codes cannot be found by guessing. */
export default async function discountLookupRoutes(app: FastifyInstance, options: DiscountLookupOptions) {
  const { db } = options.database;
  app.post('/api/tickets/discount', { preHandler: options.limits.discountCheck }, async (request, reply) => {
    // A code's answer changes when organisers edit it; no cache may keep one.
    reply.header('cache-control', 'no-store');
    const parsed = discountLookupSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const outcome = await lookUpDiscountCode(db, parsed.data.code);
    if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
    return ruleToWire(outcome.rule);
  });
}
