// Check-in at the door: badge codes scanned or searched, once each.
import type { FastifyInstance } from 'fastify';
import { emitToCrew } from '../realtime';
import checkInRoutes from './check-in-routes';

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(checkInRoutes, {
    database: app.database,
    // The other open check-in pages and dashboards: the door's crew and organisers only.
    announce: (event) => emitToCrew(app.realtime, ['door', 'organiser'], 'badge-checked-in', event),
    now: app.now,
  });
}

export default { organiserRoutes };
