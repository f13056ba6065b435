import { z } from 'zod';
import {
  discountCodeCreateSchema,
  discountCodeDisableSchema,
  organiserDiscountCodeSchema,
  organiserDiscountCodesSchema,
} from '../../contracts/discount-codes';
import type { DatabaseHandle } from '../db';
import { organiserRead, type RouteScope } from '../plugins';
import { createDiscountCode, organiserCodeToWire, setDiscountCodeEnabled } from './discount-code-edits';
import { listDiscountCodes } from './discount-store';

// As typed: the lookup ignores case, and an unknown code answers 404.
const params = z.object({ code: z.string() });
const body = discountCodeDisableSchema;

export interface OrganiserDiscountCodeOptions {
  database: DatabaseHandle;
  now: () => number;
}

/** Discount codes on the dashboard (in the organiser scope, behind its guard): list, add, disable and enable. */
export default async function organiserDiscountCodeRoutes(
  app: RouteScope,
  options: OrganiserDiscountCodeOptions,
) {
  const { db } = options.database;
  const now = options.now;

  organiserRead(
    app,
    '/api/organiser/discount-code-list',
    { config: { roles: ['organiser'] }, answer: organiserDiscountCodesSchema },
    async () => (await listDiscountCodes(db)).map(organiserCodeToWire),
  );

  app.post(
    '/api/organiser/discount-codes',
    {
      config: { roles: ['organiser'] },
      schema: { body: discountCodeCreateSchema, response: { 201: organiserDiscountCodeSchema } },
    },
    async (request, reply) => {
      const stored = await createDiscountCode(db, request.body.code, request.crew.name, now());
      return reply.status(201).send(organiserCodeToWire(stored));
    },
  );

  const response = { 200: organiserDiscountCodeSchema };
  app.post(
    '/api/organiser/discount-codes/:code',
    { config: { roles: ['organiser'] }, schema: { params, body, response } },
    async (request) =>
      organiserCodeToWire(
        await setDiscountCodeEnabled(
          db,
          request.params.code,
          request.body.disabled,
          request.crew.name,
          now(),
        ),
      ),
  );
}
