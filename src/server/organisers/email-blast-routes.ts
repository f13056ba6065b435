import {
  blastAudienceSchema,
  blastRecipientCountSchema,
  emailBlastResponseSchema,
  emailBlastSchema,
} from '../../contracts/organiser';
import type { DatabaseHandle } from '../db';
import type { Outbox } from '../mail';
import type { RouteScope } from '../plugins';
import { countBlastRecipients, sendEmailBlast } from './email-blast';

export interface EmailBlastRoutesOptions {
  database: DatabaseHandle;
  outbox: Outbox;
}

/**
 * POST /emailblast (docs/product/organisers.md, "Email blast"): 200 once every message is queued; and
 * POST /api/organiser/blast-recipients, how many a blast to the chosen audiences would reach, which the
 * form asks before it sends. Both guarded by organiser-guard.
 */
export default async function emailBlastRoutes(app: RouteScope, options: EmailBlastRoutesOptions) {
  app.post(
    '/emailblast',
    {
      config: { roles: ['organiser'] },
      schema: { body: emailBlastSchema, response: { 200: emailBlastResponseSchema } },
    },
    async (request) =>
      sendEmailBlast({ db: options.database.db, outbox: options.outbox }, request.body, request.crew.name),
  );
  app.post(
    '/api/organiser/blast-recipients',
    {
      config: { roles: ['organiser'] },
      schema: { body: blastAudienceSchema, response: { 200: blastRecipientCountSchema } },
    },
    async (request) => countBlastRecipients(options.database.db, request.body),
  );
}
