import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  milestoneAddSchema,
  milestoneRemovedSchema,
  milestoneSchema,
  organiserMilestonesSchema,
} from '../../contracts/milestones';
import { centsToWireDollars } from '../../contracts/money';
import { passBodySchema } from '../../contracts/organiser';
import { tickerStateSchema } from '../../contracts/ticker';
import { dollarsToCents } from '../../domain/money';
import { organiserRead, type RouteScope } from '../plugins';
import { progressSummary } from '../progress';
import { addMilestone, listMilestones, type MilestoneRow, removeMilestone } from './milestone-store';
import { type TickerStateSources, tickerState } from './ticker-state';

export interface TickerRoutesOptions extends TickerStateSources {
  now(): number;
  /** After organisers change the milestones: open tickers read their state again. */
  milestonesChanged(): void;
}

const milestoneToWire = (milestone: MilestoneRow) => ({
  id: milestone.id,
  amount: centsToWireDollars(milestone.amountCents),
  reached: milestone.reached,
});

// Milestone ids are whole numbers; any other id names none and answers 404, as an unknown number does.
const milestoneParams = z.object({
  id: z.string().transform((raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null)),
});

/** GET /api/ticker, for everyone (docs/product/donations-and-incentives.md, "The ticker"). */
export async function publicTickerRoutes(app: RouteScope, options: TickerStateSources & { now(): number }) {
  app.get('/api/ticker', { config: { public: true }, schema: { response: { 200: tickerStateSchema } } }, () =>
    tickerState(options, options.now()),
  );
}

/** The organisers' milestones (docs/product/donations-and-incentives.md, "Milestones"). */
export async function milestoneRoutes(app: RouteScope, options: TickerRoutesOptions) {
  const { db, now, milestonesChanged } = options;

  organiserRead(
    app,
    '/api/organiser/milestones/list',
    { config: { roles: ['organiser'] }, answer: organiserMilestonesSchema },
    async () => {
      const [milestones, progress] = await Promise.all([listMilestones(db), progressSummary(db)]);
      return {
        milestones: milestones.map(milestoneToWire),
        totalRaised: centsToWireDollars(progress.totalRaisedCents),
      };
    },
  );

  app.post(
    '/api/organiser/milestones',
    {
      config: { roles: ['organiser'] },
      schema: { body: milestoneAddSchema, response: { 201: milestoneSchema, 409: apiErrorSchema } },
    },
    async (request, reply) => {
      const cents = dollarsToCents(request.body.amount);
      const result = await addMilestone(db, cents, request.crew.name, now());
      if (result.kind === 'exists')
        return reply.status(409).send({ error: 'There is already a milestone at this amount.' });
      milestonesChanged();
      return reply.status(201).send(milestoneToWire(result.milestone));
    },
  );

  app.post(
    '/api/organiser/milestones/:id/delete',
    {
      config: { roles: ['organiser'] },
      schema: {
        params: milestoneParams,
        body: passBodySchema,
        response: { 200: milestoneRemovedSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const removed = id === null ? 0 : await removeMilestone(db, id, request.crew.name, now());
      if (removed === 0) return reply.status(404).send({ error: 'There is no such milestone any more.' });
      milestonesChanged();
      return { removed };
    },
  );
}
