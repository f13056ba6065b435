// Prizes and their drawings (docs/product/prizes.md): the public list and claim, the organisers' prizes.
import type { FastifyInstance } from 'fastify';
import { organiserPrizeRoutes, publicPrizeRoutes } from './prize-routes';

export { publicPrizeList } from './prize-store';

async function publicRoutes(app: FastifyInstance) {
  await app.register(publicPrizeRoutes, {
    database: app.database,
    now: app.now,
    publicList: app.answers.prizes,
  });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(organiserPrizeRoutes, {
    database: app.database,
    realtime: app.realtime,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
    claimDays: app.config.prizeClaimDays,
    now: app.now,
    // After a change the kept public list is dropped at once, then open pages reload it.
    dropPublicList: () => app.answers.prizes.invalidate(),
  });
}

export default { publicRoutes, organiserRoutes };
