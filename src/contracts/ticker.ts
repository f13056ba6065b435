// GET /api/ticker: what the /ticker overlay rotates through (docs/product/donations-and-incentives.md, "The
// ticker"), in zod/mini like every shape a public page reads (docs/decisions/070-one-validator-per-wire-shape.md).
// Only what is public already: the schedule, announced incentives, milestones, and the newest donation
// whose name and message may be shown (docs/product/screening.md); never a held one. The overlay reads it
// with this schema, then in cents and epoch ms (tickerStateFromWire).
import * as z from 'zod/mini';
import { type Cents, dollarsToCents } from '../domain/money';

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

/** GET /api/ticker as the overlay counts with it: amounts in cents, times in epoch ms. */
export interface TickerState {
  nowMs: number;
  nextRun: { title: string; location: string; startMs: number } | null;
  closingIncentives: {
    id: string;
    title: string;
    expiresMs: number;
    raisedCents: Cents;
    goalCents: Cents | null;
  }[];
  latestDonation: { id: number; name: string; amountCents: Cents; message: string } | null;
  milestones: { amountCents: Cents; reached: boolean }[];
  totalRaisedCents: Cents;
  /** The current edition's zone and its label, for the next run's time. */
  zone: { timeZone: string; label: string };
}

/** An answer tickerStateSchema accepted, in cents and epoch ms. */
export function tickerStateFromWire(wire: TickerStateWire): TickerState {
  const run = wire.nextRun;
  const donation = wire.latestDonation;
  return {
    nowMs: Date.parse(wire.now),
    nextRun: run ? { title: run.title, location: run.location, startMs: run.start * 1000 } : null,
    closingIncentives: wire.closingIncentives.map((item) => ({
      id: item.id,
      title: item.title,
      expiresMs: Date.parse(item.expires),
      raisedCents: dollarsToCents(item.raised),
      goalCents: item.goal === null ? null : dollarsToCents(item.goal),
    })),
    latestDonation: donation
      ? {
          id: donation.id,
          name: donation.name,
          amountCents: dollarsToCents(donation.amount),
          message: donation.message,
        }
      : null,
    milestones: wire.milestones.map((item) => ({
      amountCents: dollarsToCents(item.amount),
      reached: item.reached,
    })),
    totalRaisedCents: dollarsToCents(wire.totalRaised),
    zone: { timeZone: wire.zone.timeZone, label: wire.zone.label },
  };
}
