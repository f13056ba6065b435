import {
  blastReachBodySchema,
  blastReachSchema,
  dashboardBlastResponseSchema,
  dashboardBlastSchema,
} from '../../contracts/dashboard-blast';
import {
  blastAudienceSchema,
  blastRecipientCountSchema,
  emailBlastResponseSchema,
  emailBlastSchema,
} from '../../contracts/organiser';
import type { DatabaseHandle } from '../db';
import type { Outbox } from '../mail';
import { organiserRead, type RouteScope } from '../plugins';
import { blastReach } from './blast-audiences';
import { countBlastRecipients, sendDashboardBlast, sendEmailBlast } from './email-blast';

export interface EmailBlastRoutesOptions {
  database: DatabaseHandle;
  outbox: Outbox;
  /** The app's clock (epoch ms): when a blast was sent. */
  now: () => number;
}

/**
 * POST /emailblast (docs/product/organisers.md, "Email blast"): 200 once every message is queued; and
 * POST /api/organiser/blast-recipients, how many a blast to the chosen audiences would reach, which the
 * form asks before it sends; and the signed-in dashboard's own pair ("Email blast from the dashboard"):
 * POST /api/organiser/blast-reach, whom a blast to one kind of people reaches, and
 * POST /api/organiser/blasts, which sends it. All in the organiser scope, behind its guard.
 */
export default async function emailBlastRoutes(app: RouteScope, options: EmailBlastRoutesOptions) {
  app.post(
    '/emailblast',
    {
      config: { roles: ['organiser'] },
      schema: { body: emailBlastSchema, response: { 200: emailBlastResponseSchema } },
    },
    async (request) =>
      sendEmailBlast(
        { db: options.database.db, outbox: options.outbox },
        request.body,
        request.crew.name,
        options.now(),
      ),
  );
  app.post(
    '/api/organiser/blast-recipients',
    {
      config: { roles: ['organiser'] },
      schema: { body: blastAudienceSchema, response: { 200: blastRecipientCountSchema } },
    },
    async (request) => countBlastRecipients(options.database.db, request.body),
  );
  organiserRead(
    app,
    '/api/organiser/blast-reach',
    {
      config: { roles: ['organiser'] },
      body: blastReachBodySchema,
      answer: blastReachSchema,
    },
    async ({ kind }) => {
      const { to: _addresses, ...reach } = await blastReach(options.database.db, kind);
      return reach;
    },
  );
  app.post(
    '/api/organiser/blasts',
    {
      config: { roles: ['organiser'] },
      schema: { body: dashboardBlastSchema, response: { 200: dashboardBlastResponseSchema } },
    },
    async (request) =>
      sendDashboardBlast(
        { db: options.database.db, outbox: options.outbox },
        request.body,
        request.crew.name,
        options.now(),
      ),
  );
}
