import { cellMarksResponseSchema, twitchStatusSchema } from '../../contracts/twitch';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import { activeMarks } from './cell-marks';
import { cheerStatus } from './twitch-messages';

export interface MarkCellRoutesOptions {
  database: DatabaseHandle;
  twitchConfigured: boolean;
  now: () => number;
}

/**
 * Public reads of the bits pieces (docs/product/donations-and-incentives.md, "Bits"): the marks still
 * glowing, which the /markcell overlay reads on every (re)connect, and whether cheers are connected.
 */
export default async function markCellRoutes(app: RouteScope, options: MarkCellRoutesOptions) {
  const now = options.now;
  const { db } = options.database;

  app.get(
    '/api/markcell',
    { config: { public: true }, schema: { response: { 200: cellMarksResponseSchema } } },
    async (_request, reply) => {
      // Read again on every reconnect: never from a cache on the way.
      void reply.header('cache-control', 'no-store');
      return { marks: await activeMarks(db, now()) };
    },
  );

  app.get(
    '/api/twitch/status',
    { config: { public: true }, schema: { response: { 200: twitchStatusSchema } } },
    async () => ({
      cheers: await cheerStatus(db, options.twitchConfigured),
    }),
  );
}
