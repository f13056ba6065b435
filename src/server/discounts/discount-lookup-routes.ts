import { discountLookupSchema, discountRuleSchema, ruleToWire } from '../../contracts/discounts';
import type { DatabaseHandle } from '../db';
import type { RequestLimits } from '../limits';
import type { RouteScope } from '../plugins';
import { lookUpDiscountCode } from './discount-lookup';

export interface DiscountLookupOptions {
  database: DatabaseHandle;
  limits: RequestLimits;
  /** The app's clock (epoch ms): whether a code has ended. */
  now: () => number;
}

/** The page asks what a typed code does; limited per address so codes cannot be found by guessing. */
export default async function discountLookupRoutes(app: RouteScope, options: DiscountLookupOptions) {
  const { db } = options.database;
  app.post(
    '/api/tickets/discount',
    {
      config: { public: true },
      preValidation: options.limits.discountCheck,
      // A code's answer changes when organisers edit it; no cache may keep one, a refusal neither.
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
      schema: { body: discountLookupSchema, response: { 200: discountRuleSchema } },
    },
    async (request) => ruleToWire(await lookUpDiscountCode(db, request.body.code, options.now())),
  );
}
