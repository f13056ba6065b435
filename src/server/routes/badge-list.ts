import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import { badgeList } from '../organisers/badge-list';

/** POST /api/badgelist {pass}: every badge, for printing at the desk. Guarded by organiser-guard. */
export default async function badgeListRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.post('/api/badgelist', async () => badgeList(options.database.db));
}
