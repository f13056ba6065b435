import { badgeListResponseSchema, passBodySchema } from '../../contracts/organiser';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import { badgeList } from './badge-list';

/** POST /api/badgelist {pass}: every badge, for printing at the desk. Guarded by organiser-guard. */
export default async function badgeListRoutes(app: RouteScope, options: { database: DatabaseHandle }) {
  app.post(
    '/api/badgelist',
    {
      config: { roles: ['organiser'] },
      schema: { body: passBodySchema, response: { 200: badgeListResponseSchema } },
    },
    async () => badgeList(options.database.db),
  );
}
