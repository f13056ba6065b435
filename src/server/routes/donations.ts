import type { FastifyInstance } from 'fastify';
import { edition } from '../../../content/edition';
import { donationRecordToWire } from '../../contracts/donations';
import { describeZodError } from '../../contracts/errors';
import { historyRequestSchema } from '../../contracts/history';
import type { DatabaseHandle } from '../db/connect';
import { createDonationOrder } from '../donations/create-donation-order';
import { donationsSince } from '../donations/donation-store';
import { progressSummary } from '../donations/progress-summary';
import type { RequestLimits } from '../limits/request-limits';
import { type CaptureDeps, captureOrder, captureReply } from '../orders/capture-order';
import type { PayPalClient } from '../payments/paypal-client';
import type { PublicAnswers } from '../public-answers/public-answers';

export interface DonationRoutesOptions {
  database: DatabaseHandle;
  paypal: PayPalClient;
  capture: CaptureDeps;
  limits: RequestLimits;
  answers: PublicAnswers;
}

export default async function donationRoutes(app: FastifyInstance, options: DonationRoutesOptions) {
  const { db } = options.database;

  // Hidden incentives are not announced yet (an option of a hidden one neither): the public list leaves
  // them out; organisers see them through /api/organiser/incentive-list.
  app.get('/api/incentives', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await options.answers.incentives.json()),
  );

  app.post('/api/orders/create', { preHandler: options.limits.orderCreate }, async (request, reply) => {
    const outcome = await createDonationOrder({ db, paypal: options.paypal }, request.body);
    if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
    return reply.status(201).send({ id: outcome.id });
  });

  app.post<{ Params: { orderID: string } }>('/api/orders/:orderID/capture', async (request, reply) => {
    const outcome = await captureOrder(options.capture, 'donation', request.params.orderID);
    return reply.status(outcome.status).send(captureReply(outcome));
  });

  app.post('/api/donations', async (request, reply) => {
    // The SPEC's pages always ask from the history date; an empty body means the same.
    const parsed = historyRequestSchema.safeParse(
      request.body === undefined ? { after: edition.historyDate } : request.body,
    );
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const records = await donationsSince(db, parsed.data.after);
    return records.map(donationRecordToWire);
  });

  // The overlay's whole state in one small answer, counted from the history date like its events.
  app.get('/api/progress', async () => progressSummary(db));
}
