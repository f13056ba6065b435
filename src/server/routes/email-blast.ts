import { emailBlastResponseSchema, emailBlastSchema } from '../../contracts/organiser';
import type { DatabaseHandle } from '../db/connect';
import type { Outbox } from '../mail/outbox-worker';
import { sendEmailBlast } from '../organisers/email-blast';
import type { RouteScope } from '../plugins/route-schemas';

export interface EmailBlastRoutesOptions {
  database: DatabaseHandle;
  outbox: Outbox;
}

/**
 * POST /emailblast (docs/product/organisers.md, "Email blast"): 200 once every message is queued. Guarded
 * by organiser-guard.
 */
export default async function emailBlastRoutes(app: RouteScope, options: EmailBlastRoutesOptions) {
  app.post(
    '/emailblast',
    { schema: { body: emailBlastSchema, response: { 200: emailBlastResponseSchema } } },
    async (request) => sendEmailBlast({ db: options.database.db, outbox: options.outbox }, request.body),
  );
}
