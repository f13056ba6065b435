import { z } from 'zod';
import { changeNotice } from '../../contracts/organiser-edits';
import {
  readItemSchema,
  readListRequestSchema,
  readListSchema,
  readMarkSchema,
} from '../../contracts/read-page';
import type { DatabaseHandle } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import { emitToCrew, type RealtimeServer } from '../realtime';
import { readList } from './read-list';
import { markDonation } from './read-marks';

export interface ReadPageRoutesOptions {
  database: DatabaseHandle;
  realtime: RealtimeServer;
  now: () => number;
}

/**
 * The hosts' read page (in the organiser scope, behind its guard; docs/product/read-page.md). A mark that changed
 * something tells every open read page at once, so two hosts never read the same donation twice.
 */
export default async function readPageRoutes(app: RouteScope, options: ReadPageRoutesOptions) {
  const { db } = options.database;
  const now = options.now;

  organiserRead(
    app,
    '/api/organiser/read-list',
    {
      config: { roles: ['host', 'moderator', 'organiser'] },
      body: readListRequestSchema,
      answer: readListSchema,
    },
    async (query) => readList(db, query),
  );

  app.post(
    '/api/organiser/read-list/:id',
    {
      config: { roles: ['host', 'moderator', 'organiser'] },
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        body: readMarkSchema,
        response: { 200: readItemSchema },
      },
    },
    async (request) => {
      const { read, pinned } = request.body;
      const outcome = await markDonation(db, request.params.id, { read, pinned }, request.crew.name, now());
      if (outcome.changed)
        emitToCrew(options.realtime, ['host', 'moderator', 'organiser'], 'read-list-changed', changeNotice());
      return outcome.item;
    },
  );
}
