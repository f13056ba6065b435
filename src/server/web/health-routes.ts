import { sql } from 'kysely';
import { apiErrorSchema } from '../../contracts/errors';
import { healthResponseSchema } from '../../contracts/health';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';

export default async function healthRoutes(app: RouteScope, options: { database: DatabaseHandle }) {
  const { database } = options;
  app.get(
    '/healthz',
    { config: { public: true }, schema: { response: { 200: healthResponseSchema, 503: apiErrorSchema } } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        // For the load balancer: this instance cannot serve, send the traffic elsewhere.
        return reply.status(503).send({ error: 'The database is not reachable.' });
      }
      return {
        status: 'ok' as const,
        database: { engine: database.engine, migrations: await database.appliedMigrations() },
      };
    },
  );
}
