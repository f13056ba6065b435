import type { FastifyInstance } from 'fastify';
import { describeZodError } from '../../contracts/errors';
import { incentiveToWire } from '../../contracts/incentives';
import { changeNotice, incentiveCreateSchema, incentiveUpdateSchema } from '../../contracts/organiser-edits';
import type { DatabaseHandle } from '../db/connect';
import { incentivesWithTotals } from '../donations/incentive-totals';
import { organiserDonations } from '../organisers/donation-list';
import { createIncentive, updateIncentive } from '../organisers/incentive-edits';
import type { RealtimeServer } from '../realtime/socket-server';

export interface OrganiserIncentiveOptions {
  database: DatabaseHandle;
  realtime: RealtimeServer;
  /** Drops the public answer this edit changes. */
  changed(): void;
}

/**
 * Incentive edits and the private donation list (guarded by organiser-guard). Open donation pages
 * reload the incentives on 'incentives-changed'.
 */
export default async function organiserIncentiveRoutes(
  app: FastifyInstance,
  options: OrganiserIncentiveOptions,
) {
  const { db } = options.database;
  const announce = () => {
    options.changed();
    options.realtime.emit('incentives-changed', changeNotice());
  };

  app.post('/api/organiser/incentives', async (request, reply) => {
    const parsed = incentiveCreateSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const outcome = await createIncentive(db, parsed.data);
    if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
    announce();
    return reply.status(201).send(incentiveToWire(outcome.value));
  });

  app.post<{ Params: { id: string } }>('/api/organiser/incentives/:id', async (request, reply) => {
    const parsed = incentiveUpdateSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
    const outcome = await updateIncentive(db, request.params.id, parsed.data.changes);
    if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
    announce();
    return incentiveToWire(outcome.value);
  });

  app.post('/api/organiser/donations', async () => organiserDonations(db));

  // Every incentive, hidden ones included: the public list leaves out what is not announced yet.
  app.post('/api/organiser/incentive-list', async () =>
    (await incentivesWithTotals(db)).map(incentiveToWire),
  );
}
