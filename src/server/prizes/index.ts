// Prizes and their drawings (docs/product/prizes.md): the public list and claim, the organisers' prizes.
import type { FastifyInstance } from 'fastify';
import prizeRoutes from './prize-routes';

export default async function prizes(app: FastifyInstance) {
  await app.register(prizeRoutes, {
    database: app.database,
    realtime: app.realtime,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
    claimDays: app.config.prizeClaimDays,
    now: app.now,
  });
}
