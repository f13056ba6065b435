// Discount codes: the public check, their uses by orders, and the organisers' list.
import type { FastifyInstance } from 'fastify';
import discountCodeRoutes from './discount-code-routes';
import discountLookupRoutes from './discount-lookup-routes';

export { createRefusal } from './discount-refusals';
export {
  countDiscountCodes,
  findDiscountCodeRow,
  findEarlierEditionCode,
  insertDiscountCode,
  whyUnusable,
} from './discount-store';
export { discountUses } from './discount-uses';

async function publicRoutes(app: FastifyInstance) {
  await app.register(discountLookupRoutes, { database: app.database, limits: app.limits, now: app.now });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(discountCodeRoutes, { database: app.database, now: app.now });
}

export default { publicRoutes, organiserRoutes };
