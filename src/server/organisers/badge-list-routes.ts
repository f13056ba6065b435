import { editionReadBodySchema } from '../../contracts/editions';
import { badgeListResponseSchema } from '../../contracts/organiser';
import type { DatabaseHandle } from '../db';
import { listedEdition } from '../editions';
import { organiserRead, type RouteScope } from '../plugins';
import { badgeList } from './badge-list';

/**
 * POST /api/badgelist {pass}, as published, and GET with the token: the current edition's badges, for
 * printing at the desk; with `edition`, that edition's (docs/product/organisers.md, "Editions").
 */
export default async function badgeListRoutes(app: RouteScope, options: { database: DatabaseHandle }) {
  organiserRead(
    app,
    '/api/badgelist',
    { config: { roles: ['organiser'] }, body: editionReadBodySchema, answer: badgeListResponseSchema },
    async (input) => {
      const { db } = options.database;
      return badgeList(db, await listedEdition(db, input.edition));
    },
  );
}
