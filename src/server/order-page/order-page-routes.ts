import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { orderPageTexts } from '../../../content/order-page';
import { apiErrorSchema } from '../../contracts/errors';
import {
  changesRefusal,
  orderChangesAnswerSchema,
  orderChangesRefusalSchema,
  orderChangesSchema,
  orderEmailsAnswerSchema,
  orderTransferAnswerSchema,
  orderTransferSchema,
  orderViewSchema,
} from '../../contracts/order-page';
import { changeNotice } from '../../contracts/organiser-edits';
import type { Database } from '../db';
import type { RequestLimits } from '../limits';
import { type RateLimit, rateLimiter, rateLimitHook } from '../limits';
import type { Outbox } from '../mail';
import type { RouteScope } from '../plugins';
import { emitToCrew, type RealtimeServer } from '../realtime';
import { mailsFor, orderOfToken, queueMails, tokenHash } from '../tickets';
import { applyChanges } from './apply-changes';
import { orderDownload } from './order-download';
import { dateText, type OrderPageSettings } from './order-settings';
import { changesCloseMs, changesOpen, orderView } from './order-view';
import { openOrder, readStoredOrder, type StoredOrder } from './stored-order';
import { transferTicket } from './transfer-ticket';

export interface OrderPageRoutesOptions extends OrderPageSettings {
  db: Kysely<Database>;
  outbox: Outbox;
  realtime: RealtimeServer;
  publicUrl: string;
  /** "Send my emails again" counts per client with /tickets/resend (TICKET_RESEND_CLIENT_LIMIT)... */
  limits: Pick<RequestLimits, 'ticketResendClient'>;
  /** ... and per link as /tickets/resend counts per address (TICKET_RESEND_LIMIT). */
  resendPerLink: RateLimit;
}

const tokenParams = z.object({ token: z.string() });
const notFound = { error: orderPageTexts.notFound };

/**
 * The buyer's order page calls (docs/product/order-page-and-retention.md, "Calls"), all under the token
 * of a link from a ticket email. The routes are logged by their pattern (/api/order/:token), never with
 * the token; a wrong token is a plain 404 that says nothing more.
 */
export default async function orderPageRoutes(app: RouteScope, options: OrderPageRoutesOptions) {
  const { db } = options;
  const noStore = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  /**
   * The order (or the one viewer's ticket) `token` opens; otherwise the answer is sent here: 404 for no
   * order, 410 with what happened for a viewer's ticket that was moved to another address.
   */
  async function orderOf(token: string, reply: FastifyReply): Promise<StoredOrder | undefined> {
    const link = await orderOfToken(db, token);
    const opened = link && (await openOrder(db, link));
    if (!opened) {
      await reply.status(404).send(notFound);
      return undefined;
    }
    if (opened.kind === 'moved') {
      const said = opened.what === 'badge' ? orderPageTexts.badgeMoved : orderPageTexts.moved;
      await reply.status(410).send({ error: said(dateText(opened.movedMs), opened.orderId) });
      return undefined;
    }
    return opened.order;
  }

  /** Why the order cannot be changed now (its changes closed, or its data erased); null: it can. */
  function closedText(order: StoredOrder): string | null {
    if (changesOpen(order, options)) return null;
    return order.erasedMs === null
      ? orderPageTexts.changesClosed(dateText(changesCloseMs(order, options), order.paid.edition))
      : orderPageTexts.erased(dateText(order.erasedMs, order.paid.edition));
  }

  /**
   * The token's order while it can still be changed (BADGE_EDITS_CLOSE: the badges are printed then);
   * otherwise its answer is sent (404, 410, or 403 with why) and undefined returned.
   */
  async function changeableOrder(token: string, reply: FastifyReply): Promise<StoredOrder | undefined> {
    const order = await orderOf(token, reply);
    if (!order) return undefined;
    const closed = closedText(order);
    if (closed === null) return order;
    await reply.status(403).send({ error: closed });
    return undefined;
  }

  /** What every change on this page may answer besides its own success. */
  const changeRefusals = {
    403: apiErrorSchema,
    404: apiErrorSchema,
    410: apiErrorSchema,
    422: orderChangesRefusalSchema,
  };

  app.get(
    '/api/order/:token',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        params: tokenParams,
        response: { 200: orderViewSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await orderOf(request.params.token, reply);
      if (!order) return reply;
      return orderView(db, order, options);
    },
  );

  /** What a change made on this page needs; `by`: the buyer, or the holder of the one ticket the link opens. */
  const changeDeps = (by: 'buyer' | 'viewer') => ({
    db,
    outbox: options.outbox,
    publicUrl: options.publicUrl,
    now: options.now,
    by,
  });

  app.post(
    '/api/order/:token/changes',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        params: tokenParams,
        body: orderChangesSchema,
        response: { 200: orderChangesAnswerSchema, 400: apiErrorSchema, ...changeRefusals },
      },
    },
    async (request, reply) => {
      const order = await changeableOrder(request.params.token, reply);
      if (!order) return reply;
      if (order.badgeOnly !== null)
        return reply.status(403).send({ error: orderPageTexts.badgeOnlyChanges(order.id) });
      const outcome = await applyChanges(
        changeDeps(order.viewerOnly === null ? 'buyer' : 'viewer'),
        order,
        request.body,
      );
      if (outcome.kind === 'wrong-shape') return reply.status(400).send({ error: outcome.error });
      if (outcome.kind === 'refused') return reply.status(422).send(changesRefusal(outcome.problems));
      if (outcome.changed.length > 0)
        emitToCrew(options.realtime, ['door', 'organiser'], 'order-changed', changeNotice());
      // A viewer who gave their own ticket away is told what their link now says.
      if (order.viewerOnly !== null && outcome.changed.length > 0)
        return {
          changed: outcome.changed,
          moved: orderPageTexts.moved(dateText(options.now(), order.paid.edition), order.id),
        };
      const changed = await readStoredOrder(db, order.id);
      return { changed: outcome.changed, order: await orderView(db, changed ?? order, options) };
    },
  );

  app.post(
    '/api/order/:token/transfer',
    {
      config: { public: true },
      onRequest: noStore,
      schema: {
        params: tokenParams,
        body: orderTransferSchema,
        response: { 200: orderTransferAnswerSchema, 409: apiErrorSchema, ...changeRefusals },
      },
    },
    async (request, reply) => {
      // The same closing time as every other change.
      const order = await changeableOrder(request.params.token, reply);
      if (!order) return reply;
      const ownTicket = order.viewerOnly !== null || order.badgeOnly !== null;
      const outcome = await transferTicket(changeDeps(ownTicket ? 'viewer' : 'buyer'), order, {
        code: request.body.badge,
        name: request.body.name,
        email: request.body.email,
      });
      if (outcome.kind === 'not-found') return reply.status(404).send({ error: outcome.error });
      if (outcome.kind === 'conflict') return reply.status(409).send({ error: outcome.error });
      if (outcome.kind === 'refused') return reply.status(422).send(changesRefusal(outcome.problems));
      emitToCrew(options.realtime, ['door', 'organiser'], 'order-changed', changeNotice());
      const transferred = orderPageTexts.transferred(request.body.name.trim());
      // A holder who passed on their own ticket: this page's link now says it moved.
      if (ownTicket) {
        const said = order.badgeOnly !== null ? orderPageTexts.badgeMoved : orderPageTexts.moved;
        return { transferred, moved: said(dateText(options.now(), order.paid.edition), order.id) };
      }
      const changed = await readStoredOrder(db, order.id);
      return { transferred, order: await orderView(db, changed ?? order, options) };
    },
  );

  const perLink = rateLimitHook(
    rateLimiter(db, 'order-resend', options.resendPerLink, options.now),
    'Your ticket emails were sent again several times already',
    (request) => `order:${tokenHash(String((request.params as { token?: unknown }).token ?? ''))}`,
  );
  app.post(
    '/api/order/:token/emails',
    {
      config: { public: true },
      onRequest: noStore,
      preValidation: options.limits.ticketResendClient,
      preHandler: perLink,
      schema: {
        params: tokenParams,
        response: { 202: orderEmailsAnswerSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await orderOf(request.params.token, reply);
      if (!order) return reply;
      if (order.erasedMs !== null) return reply.status(404).send(notFound);
      const target =
        order.badgeOnly !== null
          ? { orderId: order.id, badge: order.badgeOnly }
          : order.viewerOnly === null
            ? { orderId: order.id }
            : { orderId: order.id, viewer: order.viewerOnly };
      await queueMails(options, await mailsFor(options, target));
      return reply.status(202).send({ message: orderPageTexts.emailsAnswer });
    },
  );

  app.get(
    '/api/order/:token/download',
    {
      config: { public: true },
      onRequest: noStore,
      schema: { params: tokenParams, response: { 404: apiErrorSchema, 410: apiErrorSchema } },
    },
    async (request, reply) => {
      const order = await orderOf(request.params.token, reply);
      if (!order) return reply;
      const data = await orderDownload(db, order, options.retentionDays, options.now());
      // Sent as written (indented for a person), not through a schema: the keys are sentences.
      return (reply as FastifyReply)
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="order-${order.id}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );
}
