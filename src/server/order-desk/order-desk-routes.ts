import type { Kysely } from 'kysely';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  deskChangeAnswerSchema,
  deskChangeSchema,
  deskEmailsAnswerSchema,
  deskTransferAnswerSchema,
  deskTransferSchema,
} from '../../contracts/order-desk';
import { changesRefusal, orderChangesRefusalSchema } from '../../contracts/order-page';
import { changeNotice } from '../../contracts/organiser-edits';
import { type Database, recordAudit } from '../db';
import type { Outbox } from '../mail';
import { changeHolder, deskTransfer } from '../order-page';
import type { RouteScope } from '../plugins';
import { emitToCrew, type RealtimeServer } from '../realtime';
import { mailsFor, queueMails } from '../tickets';

export interface OrderDeskOptions {
  db: Kysely<Database>;
  outbox: Outbox;
  realtime: RealtimeServer;
  publicUrl: string;
  now: () => number;
}

const params = z.object({ orderID: z.string().max(64) });

/**
 * The desk's work on one order (docs/product/organisers.md, "Orders"), for organisers only: correct a
 * badge's name or a viewer's address (the buyer's page's own change, written to the order's history and
 * the change log), and send the order's emails again.
 */
export default async function orderDeskRoutes(app: RouteScope, options: OrderDeskOptions) {
  const { db } = options;
  /**
   * What a change made at the desk needs: the order page's own path, as the desk, with the change log's
   * line for it (`what`, given the fields changed) under the organiser's name.
   */
  const deskChange = (crewName: string, what: (fields: string[]) => string) => ({
    db,
    outbox: options.outbox,
    publicUrl: options.publicUrl,
    now: options.now,
    by: 'desk' as const,
    audit: (trx: Kysely<Database>, fields: string[], nowMs: number) =>
      recordAudit(trx, what(fields), crewName, nowMs),
  });

  app.post(
    '/api/organiser/orders/:orderID/holder',
    {
      config: { roles: ['organiser'] },
      schema: {
        params,
        body: deskChangeSchema,
        response: {
          200: deskChangeAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: orderChangesRefusalSchema,
        },
      },
    },
    async (request, reply) => {
      const { orderID } = request.params;
      const outcome = await changeHolder(
        // The fields, not their values: the change log outlives the order's personal data.
        deskChange(
          request.crew.name,
          (fields) => `Changed ticket order ${orderID} at the desk: ${fields.join('; ')}`,
        ),
        orderID,
        request.body.code,
        request.body.holder,
      );
      if (outcome.kind === 'not-found') return reply.status(404).send({ error: outcome.error });
      if (outcome.kind === 'wrong-shape') return reply.status(400).send({ error: outcome.error });
      if (outcome.kind === 'refused') return reply.status(422).send(changesRefusal(outcome.problems));
      if (outcome.changed.length > 0)
        emitToCrew(options.realtime, ['door', 'organiser'], 'order-changed', changeNotice());
      return { changed: outcome.changed };
    },
  );

  app.post(
    '/api/organiser/orders/:orderID/transfer',
    {
      config: { roles: ['organiser'] },
      schema: {
        params,
        body: deskTransferSchema,
        response: {
          200: deskTransferAnswerSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
          422: orderChangesRefusalSchema,
        },
      },
    },
    async (request, reply) => {
      const { orderID } = request.params;
      const { code, name, email } = request.body;
      const outcome = await deskTransfer(
        // Which ticket, not to whom: the change log outlives the order's personal data.
        deskChange(
          request.crew.name,
          () => `Passed ticket ${code} of order ${orderID} to another person at the desk`,
        ),
        orderID,
        { code, name, email },
      );
      if (outcome.kind === 'not-found') return reply.status(404).send({ error: outcome.error });
      if (outcome.kind === 'conflict') return reply.status(409).send({ error: outcome.error });
      if (outcome.kind === 'gone') return reply.status(410).send({ error: outcome.error });
      if (outcome.kind === 'refused') return reply.status(422).send(changesRefusal(outcome.problems));
      emitToCrew(options.realtime, ['door', 'organiser'], 'order-changed', changeNotice());
      return { transferred: outcome.sentence };
    },
  );

  app.post(
    '/api/organiser/orders/:orderID/emails',
    {
      config: { roles: ['organiser'] },
      schema: { params, response: { 202: deskEmailsAnswerSchema, 404: apiErrorSchema, 409: apiErrorSchema } },
    },
    async (request, reply) => {
      const { orderID } = request.params;
      const known = await db
        .selectFrom('tickets')
        .select('order_id')
        .where('order_id', '=', orderID)
        .executeTakeFirst();
      if (!known) return reply.status(404).send({ error: 'There is no ticket order with this id.' });
      const mails = await mailsFor(options, { orderId: orderID });
      if (mails.length === 0)
        return reply.status(409).send({
          error:
            'Nothing of this order still stands (refunded, or its personal data erased): no email was sent.',
        });
      let addresses: string[] = [];
      await queueMails(options, mails, async (trx, queued, nowMs) => {
        addresses = [...new Set(queued.map((mail) => mail.to))];
        await recordAudit(
          trx,
          `Sent the emails of ticket order ${orderID} again (${queued.length})`,
          request.crew.name,
          nowMs,
        );
      });
      const count = mails.length === 1 ? '1 email' : `${mails.length} emails`;
      return reply.status(202).send({ message: `Sent ${count} again, to ${addresses.join(', ')}.` });
    },
  );
}
