// Answer of GET /api/progress and payload of the socket's 'progress' event: the whole state of the
// /donationbar overlay in one small answer, so its cost is the same however many donations exist. Counts
// from the history date (docs/product/donations-and-incentives.md, "The progress overlay").
import * as z from 'zod/mini';
import { dollarsToCents } from '../domain/money';
import type { ProgressSummary } from '../domain/progress';
import { centsToWireDollars } from './money';

export const progressSummarySchema = z.object({
  /** The newest donation (its name already 'Anonymous' when left empty), or null: 'No donations yet'. */
  lastDonation: z.nullable(
    z.object({ id: z.int(), name: z.string(), amount: z.number().check(z.minimum(0)) }),
  ),
  /** In-person and livestream tickets together. */
  ticketsSold: z.int().check(z.minimum(0)),
  /** Dollars: every donation plus every ticket purchase, net of refunds. */
  totalRaised: z.number().check(z.minimum(0)),
  /**
   * Raised by every change of the totals, in the database, in commit order: of two summaries the one with
   * the higher revision is the newer, whichever arrived last (docs/decisions/069-totals-with-a-revision.md).
   */
  revision: z.int().check(z.minimum(0)),
  /**
   * Dollars: the milestones this revision's change crossed, announced with it once on the overlays; empty
   * in GET /api/progress and the served page (docs/decisions/072-milestones-announced-once.md).
   */
  milestonesReached: z.array(z.number().check(z.minimum(0))),
});
export type ProgressSummaryWire = z.infer<typeof progressSummarySchema>;

/** The summary on the wire, in dollars; progressInCentsSchema reads it back. */
export function progressSummaryToWire(summary: ProgressSummary): ProgressSummaryWire {
  const last = summary.lastDonation;
  return {
    lastDonation: last
      ? { id: last.id, name: last.name, amount: centsToWireDollars(last.amountCents) }
      : null,
    ticketsSold: summary.ticketsSold,
    totalRaised: centsToWireDollars(summary.totalRaisedCents),
    revision: summary.revision,
    milestonesReached: summary.milestonesReached.map(centsToWireDollars),
  };
}

/** A summary progressSummarySchema accepted, in cents, as the overlays count with it. */
function progressSummaryFromWire(wire: ProgressSummaryWire): ProgressSummary {
  const last = wire.lastDonation;
  return {
    lastDonation: last ? { id: last.id, name: last.name, amountCents: dollarsToCents(last.amount) } : null,
    ticketsSold: wire.ticketsSold,
    totalRaisedCents: dollarsToCents(wire.totalRaised),
    revision: wire.revision,
    milestonesReached: wire.milestonesReached.map(dollarsToCents),
  };
}

/** GET /api/progress and the 'progress' event as the overlays count with them: in cents. */
export const progressInCentsSchema = z.pipe(progressSummarySchema, z.transform(progressSummaryFromWire));
