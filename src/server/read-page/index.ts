// The hosts' read page: donations and cheers to read out on stream, and their marks.
import type { FastifyInstance } from 'fastify';
import readPageRoutes from './read-page-routes';

export default async function readPage(app: FastifyInstance) {
  await app.register(readPageRoutes, { database: app.database, realtime: app.realtime, now: app.now });
}
