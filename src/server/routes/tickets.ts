import type { FastifyInstance } from 'fastify';
import { edition } from '../../../content/edition';
import { describeZodError } from '../../contracts/errors';
import { historyRequestSchema } from '../../contracts/history';
import { ticketRecordToWire } from '../../contracts/tickets';
import type { DatabaseHandle } from '../db/connect';
import type { RequestLimits } from '../limits/request-limits';
import { type CaptureDeps, captureOrder, captureReply } from '../orders/capture-order';
import type { PayPalClient } from '../payments/paypal-client';
import { createTicketOrder } from '../tickets/create-ticket-order';
import { ticketsSince } from '../tickets/ticket-store';

export interface TicketRoutesOptions {
  database: DatabaseHandle;
  paypal: PayPalClient;
  capture: CaptureDeps;
  limits: RequestLimits;
}

export default async function ticketRoutes(app: FastifyInstance, options: TicketRoutesOptions) {
  const { db } = options.database;

  app.post('/api/tickets/create', { preHandler: options.limits.orderCreate }, async (request, reply) => {
    const outcome = await createTicketOrder({ db, paypal: options.paypal }, request.body);
    if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
    return reply.status(201).send({ id: outcome.id });
  });

  app.post<{ Params: { orderID: string } }>('/api/tickets/:orderID/capture', async (request, reply) => {
    const outcome = await captureOrder(options.capture, 'ticket', request.params.orderID);
    return reply.status(outcome.status).send(captureReply(outcome));
  });

  app.post('/api/tickets', async (request, reply) => {
    // The SPEC's pages always ask from the history date; an empty body means the same.
    const parsed = historyRequestSchema.safeParse(
      request.body === undefined ? { after: edition.historyDate } : request.body,
    );
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const records = await ticketsSince(db, parsed.data.after);
    return records.map(ticketRecordToWire);
  });
}
