// The organisers' milestones (docs/product/donations-and-incentives.md, "Milestones"): totals raised that
// the overlays celebrate once each when the total crosses them. In zod/mini, as every shape the browser
// reads (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';
import { MAX_WIRE_DOLLARS } from './money';
import { passBodySchema } from './organiser';

const dollars = z.number().check(z.minimum(0));

export const milestoneSchema = z.object({
  id: z.int(),
  /** Dollars. */
  amount: dollars,
  /** The total has crossed it: it was announced, or it was already passed when it was added. */
  reached: z.boolean(),
});

/** POST /api/organiser/milestones/list {pass}: every milestone, lowest first, and the total now. */
export const organiserMilestonesSchema = z.object({
  milestones: z.array(milestoneSchema),
  totalRaised: dollars,
});

/** POST /api/organiser/milestones {pass, amount}: a new milestone, in whole dollars. */
export const milestoneAddSchema = z.extend(passBodySchema, {
  amount: z
    .number({ error: 'The milestone must be an amount in dollars, such as 1000.' })
    .check(
      z.int('A milestone is a whole number of dollars, such as 1000.'),
      z.minimum(1, 'A milestone must be at least $1.'),
      z.maximum(MAX_WIRE_DOLLARS, `A milestone can be at most $${MAX_WIRE_DOLLARS.toLocaleString('en-US')}.`),
    ),
});

/** POST /api/organiser/milestones/:id/delete {pass}. */
export const milestoneRemovedSchema = z.object({ removed: z.int() });
