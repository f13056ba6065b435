import { passBodySchema } from '../../contracts/organiser';
import { changeNotice } from '../../contracts/organiser-edits';
import { clearMarksResponseSchema, organiserTwitchSchema } from '../../contracts/twitch';
import type { DatabaseHandle } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import type { RealtimeServer } from '../realtime';
import { activeMarks, clearMarks } from './cell-marks';
import { cheerStatus, revocations } from './twitch-messages';

export interface OrganiserTwitchOptions {
  database: DatabaseHandle;
  realtime: RealtimeServer;
  twitchConfigured: boolean;
  now: () => number;
}

/**
 * The dashboard's Twitch panel (in the organiser scope, behind its guard; docs/product/donations-and-incentives.md,
 * "Bits"): whether cheers are connected, the subscriptions Twitch revoked, and "Clear all marks".
 */
export default async function organiserTwitchRoutes(app: RouteScope, options: OrganiserTwitchOptions) {
  const now = options.now;
  const { db } = options.database;

  organiserRead(
    app,
    '/api/organiser/twitch',
    { config: { roles: ['organiser'] }, answer: organiserTwitchSchema },
    async () => ({
      cheers: await cheerStatus(db, options.twitchConfigured),
      revocations: await revocations(db),
      activeMarks: (await activeMarks(db, now())).length,
    }),
  );

  app.post(
    '/api/organiser/markcell/clear',
    {
      config: { roles: ['organiser'] },
      schema: { body: passBodySchema, response: { 200: clearMarksResponseSchema } },
    },
    async () => {
      const cleared = await clearMarks(db, now());
      options.realtime.emit('cell-marks-cleared', changeNotice(now()));
      return { cleared };
    },
  );
}
