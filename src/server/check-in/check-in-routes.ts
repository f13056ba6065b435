import { z } from 'zod';
import {
  alreadyCheckedInSchema,
  badgeSearchRequestSchema,
  badgeSearchResponseSchema,
  type CheckInEvent,
  checkInRefusedSchema,
  checkInRequestSchema,
  checkInResponseSchema,
  checkInSummarySchema,
} from '../../contracts/check-in';
import type { DatabaseHandle } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import { checkIn, checkInCounts, checkInSummary, searchBadges } from './check-ins';

export interface OrganiserCheckInOptions {
  database: DatabaseHandle;
  /** After each check-in: tells the other open check-in pages and dashboards (organiser room only). */
  announce(event: CheckInEvent): void;
  now: () => number;
}

/**
 * Check-in at the door (in the organiser scope, behind its guard; docs/product/organisers.md, "Check-in at the door"):
 * 200 the first time, 409 with the first time after that, 404 for a code that admits nobody, 409 for
 * another edition's badge.
 */
export default async function organiserCheckInRoutes(app: RouteScope, options: OrganiserCheckInOptions) {
  const { db } = options.database;
  const now = options.now;

  app.post(
    '/api/organiser/check-in',
    {
      config: { roles: ['door', 'organiser'] },
      schema: {
        body: checkInRequestSchema,
        response: {
          200: checkInResponseSchema,
          404: checkInRefusedSchema,
          409: z.union([alreadyCheckedInSchema, checkInRefusedSchema]),
        },
      },
    },
    async (request, reply) => {
      const outcome = await checkIn(db, request.body.code, request.body.device ?? null, now());
      switch (outcome.kind) {
        case 'unknown':
          return reply.status(404).send({ error: outcome.message, reason: 'unknown' });
        case 'transferred':
          return reply.status(404).send({ error: outcome.message, reason: 'transferred' });
        case 'refunded':
          return reply.status(404).send({ error: outcome.message, reason: 'refunded', badge: outcome.badge });
        case 'disputed':
          return reply.status(404).send({ error: outcome.message, reason: 'disputed', badge: outcome.badge });
        case 'other-edition':
          // Found, but for another year's convention: a conflict with the current edition, not unknown.
          return reply.status(409).send({ error: outcome.message, reason: 'other-edition' });
        case 'already':
          return reply
            .status(409)
            .send({ error: outcome.message, badge: outcome.badge, device: outcome.device });
        case 'checked-in':
          options.announce({ checkIn: outcome.checkIn, ...(await checkInCounts(db)) });
          return { badge: outcome.badge };
      }
    },
  );

  organiserRead(
    app,
    '/api/organiser/check-in/search',
    {
      config: { roles: ['door', 'organiser'] },
      body: badgeSearchRequestSchema,
      answer: badgeSearchResponseSchema,
    },
    async ({ query }) => searchBadges(db, query),
  );

  organiserRead(
    app,
    '/api/organiser/check-in/summary',
    { config: { roles: ['door', 'organiser'] }, answer: checkInSummarySchema },
    async () => checkInSummary(db),
  );
}
