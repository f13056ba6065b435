import { z } from 'zod';
import { incentiveToWire } from '../../contracts/incentive-conversion';
import { incentiveCreateSchema, incentiveUpdateSchema } from '../../contracts/incentive-edits';
import { incentiveListSchema, incentiveSchema } from '../../contracts/incentives';
import type { DatabaseHandle } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import { createIncentive, updateIncentive } from './incentive-edits';
import { incentivesWithTotals } from './incentive-totals';

export interface OrganiserIncentiveOptions {
  database: DatabaseHandle;
  /** After each edit: drops the public incentive list and tells open pages ('incentives-changed'). */
  announce(): void;
  /** The app's clock (epoch ms): when an edit was made. */
  now: () => number;
}

/**
 * Incentive edits and the full list (organisers only). Open donation pages
 * reload the incentives on 'incentives-changed'.
 */
export default async function organiserIncentiveRoutes(app: RouteScope, options: OrganiserIncentiveOptions) {
  const { db } = options.database;
  const { announce } = options;

  app.post(
    '/api/organiser/incentives',
    {
      config: { roles: ['organiser'] },
      schema: { body: incentiveCreateSchema, response: { 201: incentiveSchema } },
    },
    async (request, reply) => {
      const created = await createIncentive(db, request.body, request.crew.name, options.now());
      announce();
      return reply.status(201).send(incentiveToWire(created));
    },
  );

  const update = {
    params: z.object({ id: z.string() }),
    body: incentiveUpdateSchema,
    response: { 200: incentiveSchema },
  };
  app.post(
    '/api/organiser/incentives/:id',
    { config: { roles: ['organiser'] }, schema: update },
    async (request) => {
      const changed = await updateIncentive(
        db,
        request.params.id,
        request.body.changes,
        request.crew.name,
        options.now(),
      );
      announce();
      return incentiveToWire(changed);
    },
  );

  // Every incentive, hidden ones included: the public list leaves out what is not announced yet.
  organiserRead(
    app,
    '/api/organiser/incentive-list',
    { config: { roles: ['organiser'] }, answer: incentiveListSchema },
    async () => (await incentivesWithTotals(db)).map(incentiveToWire),
  );
}
