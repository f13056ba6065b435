// Check-in at the door: badge codes scanned or searched, once each.
import type { FastifyInstance } from 'fastify';
import { emitToCrew } from '../realtime';
import checkInRoutes from './check-in-routes';

export default async function checkIn(app: FastifyInstance) {
  await app.register(checkInRoutes, {
    database: app.database,
    // The other open check-in pages and dashboards: the door's crew and organisers only.
    announce: (event) => emitToCrew(app.realtime, ['door', 'organiser'], 'badge-checked-in', event),
    now: app.now,
  });
}
