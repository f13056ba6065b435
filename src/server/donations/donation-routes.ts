import type { FastifyInstance } from 'fastify';
import {
  readDonationCursor,
  recentDonationsPageSchema,
  recentDonationsQuerySchema,
} from '../../contracts/donation-pages';
import {
  createDonationSchema,
  donationHistoryResponseSchema,
  donationRecordToWire,
} from '../../contracts/donations';
import { incentiveListSchema } from '../../contracts/incentives';
import { progressSummarySchema, progressSummaryToWire } from '../../contracts/progress';
import type { DatabaseHandle } from '../db';
import type { RequestLimits } from '../limits';
import type { CaptureDeps } from '../orders';
import { captureRoute, createOrderRoute } from '../orders';
import type { PayPalClient } from '../payments';
import type { RouteScope } from '../plugins';
import { historyRoute, sendCached } from '../plugins';
import { progressSummary } from '../progress';
import { createDonationOrder } from './create-donation-order';
import { donationsSince } from './donation-store';
import { recentDonationsPage } from './recent-donations';

export interface DonationRoutesOptions {
  database: DatabaseHandle;
  paypal: PayPalClient;
  capture: CaptureDeps;
  limits: RequestLimits;
  /** The app's clock: an incentive's window is judged by it. */
  now: () => number;
  /** The kept public answers (public-answers/). */
  answers: FastifyInstance['answers'];
}

export default async function donationRoutes(app: RouteScope, options: DonationRoutesOptions) {
  const { db } = options.database;

  // Hidden incentives are not announced yet (an option of a hidden one neither): the public list leaves
  // them out; organisers see them through /api/organiser/incentive-list.
  app.get(
    '/api/incentives',
    { config: { public: true }, schema: { response: { 200: incentiveListSchema } } },
    (_request, reply) => sendCached(reply, options.answers.incentives),
  );

  createOrderRoute(app, '/api/orders/create', {
    body: createDonationSchema,
    limit: options.limits.orderCreate,
    place: (donation) => createDonationOrder({ db, paypal: options.paypal, now: options.now }, donation),
  });

  // A held donor is told on the thank-you screen that names and messages are read before they are shown.
  captureRoute(app, '/api/orders/:orderID/capture', 'donation', options.capture, async (orderId) => {
    const row = await db
      .selectFrom('donations')
      .select('screening')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return { held: row?.screening === 'held' };
  });

  historyRoute(
    app,
    '/api/donations',
    donationHistoryResponseSchema,
    async (afterMs) => (await donationsSince(db, afterMs)).map(donationRecordToWire),
    options.answers.donationHistory,
  );

  // The /donations page's pages, newest first: the first one is the same for every visitor.
  app.get(
    '/api/donations/recent',
    {
      config: { public: true },
      schema: { querystring: recentDonationsQuerySchema, response: { 200: recentDonationsPageSchema } },
    },
    (request, reply) => {
      const { before } = request.query;
      if (before === undefined) return sendCached(reply, options.answers.recentDonations, request);
      return recentDonationsPage(db, readDonationCursor(before));
    },
  );

  // The overlay's whole state in one small answer, counted from the history date like its events.
  app.get(
    '/api/progress',
    { config: { public: true }, schema: { response: { 200: progressSummarySchema } } },
    async () => progressSummaryToWire(await progressSummary(db)),
  );
}
