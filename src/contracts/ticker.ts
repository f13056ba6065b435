// GET /api/ticker: what the /ticker overlay rotates through (docs/product/donations-and-incentives.md, "The
// ticker"), in zod/mini like every shape a public page reads (docs/decisions/070-one-validator-per-wire-shape.md).
// Only what is public already: the schedule, announced incentives, milestones, and the newest donation
// whose name and message may be shown (docs/product/screening.md); never a held one. The overlay reads it
// with ticker-wire.ts, which takes no zod (its budget, docs/decisions/023-overlay-entry.md).
import * as z from 'zod/mini';

const dollars = z.number().check(z.minimum(0));
const time = z.iso.datetime({ offset: true });

export const tickerStateSchema = z.object({
  /** The server's clock, so the overlay counts down to closing times from it rather than from its own. */
  now: time,
  /** The next schedule entry to start, or null when none is ahead. `start` in epoch seconds. */
  nextRun: z.nullable(z.object({ title: z.string(), location: z.string(), start: z.int() })),
  /** Announced, open incentives (not options of one) with a closing time still ahead, soonest first. */
  closingIncentives: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      expires: time,
      raised: dollars,
      goal: z.nullable(dollars),
    }),
  ),
  /** The newest donation still standing whose name and message may be shown; the name is never empty. */
  latestDonation: z.nullable(
    z.object({ id: z.int(), name: z.string(), amount: dollars, message: z.string() }),
  ),
  /** Every milestone, lowest first, and whether the total has reached it. */
  milestones: z.array(z.object({ amount: dollars, reached: z.boolean() })),
  /** Dollars: as GET /api/progress says it. */
  totalRaised: dollars,
  /**
   * The current edition's zone and its label ('Boston time'), in which the next run's time is said
   * (docs/decisions/082-the-public-site-follows-the-current-edition.md).
   */
  zone: z.object({ timeZone: z.string(), label: z.string() }),
});
export type TickerStateWire = z.infer<typeof tickerStateSchema>;
