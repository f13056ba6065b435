import { badgeListResponseSchema } from '../../contracts/organiser';
import type { DatabaseHandle } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import { badgeList } from './badge-list';

/**
 * POST /api/badgelist {pass}, as published, and GET with the token: every badge, for printing at the desk.
 */
export default async function badgeListRoutes(app: RouteScope, options: { database: DatabaseHandle }) {
  organiserRead(
    app,
    '/api/badgelist',
    { config: { roles: ['organiser'] }, answer: badgeListResponseSchema },
    async () => badgeList(options.database.db),
  );
}
