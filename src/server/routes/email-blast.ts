import type { FastifyInstance } from 'fastify';
import { describeZodError } from '../../contracts/errors';
import { emailBlastSchema } from '../../contracts/organiser';
import type { DatabaseHandle } from '../db/connect';
import type { Outbox } from '../mail/outbox-worker';
import { sendEmailBlast } from '../organisers/email-blast';

export interface EmailBlastRoutesOptions {
  database: DatabaseHandle;
  outbox: Outbox;
}

/** POST /emailblast (SPEC section 7): 200 once every message is queued. Guarded by organiser-guard. */
export default async function emailBlastRoutes(app: FastifyInstance, options: EmailBlastRoutesOptions) {
  app.post('/emailblast', async (request, reply) => {
    const parsed = emailBlastSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    return sendEmailBlast({ db: options.database.db, outbox: options.outbox }, parsed.data);
  });
}
