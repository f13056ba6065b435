// The hosts' read page: donations and cheers to read out on stream, and their marks.
import type { FastifyInstance } from 'fastify';
import readPageRoutes from './read-page-routes';

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(readPageRoutes, { database: app.database, realtime: app.realtime, now: app.now });
}

export default { organiserRoutes };
