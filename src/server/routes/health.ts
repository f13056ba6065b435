import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse } from '../../contracts/health';
import type { DatabaseHandle } from '../db/connect';

export default async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const { database } = options;
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ error: 'The database is not reachable.' });
    }
    const body: HealthResponse = {
      status: 'ok',
      database: { engine: database.engine, migrations: await database.appliedMigrations() },
    };
    return body;
  });
}
