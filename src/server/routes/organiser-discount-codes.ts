import type { FastifyInstance } from 'fastify';
import { discountCodeCreateSchema, discountCodeDisableSchema } from '../../contracts/discounts';
import { describeZodError } from '../../contracts/errors';
import type { DatabaseHandle } from '../db/connect';
import {
  createDiscountCode,
  organiserCodeToWire,
  setDiscountCodeEnabled,
} from '../discounts/discount-code-edits';
import { listDiscountCodes } from '../discounts/discount-store';

export interface OrganiserDiscountCodeOptions {
  database: DatabaseHandle;
  now?: () => number;
}

/** Discount codes on the dashboard (guarded by organiser-guard): list, add, disable and enable. */
export default async function organiserDiscountCodeRoutes(
  app: FastifyInstance,
  options: OrganiserDiscountCodeOptions,
) {
  const { db } = options.database;
  const now = options.now ?? Date.now;

  app.post('/api/organiser/discount-code-list', async () =>
    (await listDiscountCodes(db)).map(organiserCodeToWire),
  );

  app.post('/api/organiser/discount-codes', async (request, reply) => {
    const parsed = discountCodeCreateSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const outcome = await createDiscountCode(db, parsed.data.code, now());
    if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
    return reply.status(201).send(organiserCodeToWire(outcome.code));
  });

  app.post<{ Params: { code: string } }>('/api/organiser/discount-codes/:code', async (request, reply) => {
    const parsed = discountCodeDisableSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const outcome = await setDiscountCodeEnabled(db, request.params.code, parsed.data.disabled, now());
    if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
    return organiserCodeToWire(outcome.code);
  });
}
