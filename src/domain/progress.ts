import type { Cents } from './money';

// The stream overlay's numbers (docs/product/donations-and-incentives.md, "The progress overlay"). The
// server counts them, and sends the whole summary with a revision after every change (the 'progress'
// event) and on every load. Events can arrive late or out of order (two instances, two payments committing
// at once), so a page keeps the summary with the highest revision and adds nothing itself
// (docs/decisions/069-totals-with-a-revision.md).

export interface LastDonation {
  id: number;
  /** As the donor gave it; the page shows an empty name as the anonymous name. */
  name: string;
  amountCents: Cents;
}

/** What the server counted at one revision of its totals. */
export interface ProgressSummary {
  lastDonation: LastDonation | null;
  ticketsSold: number;
  /** Donations plus tickets, net of refunds. */
  totalRaisedCents: Cents;
  /** The database's revision of the totals: higher is newer. */
  revision: number;
  /**
   * The milestones this revision's change crossed, lowest first: announced with it, once
   * (docs/decisions/072-milestones-announced-once.md). Empty in a summary that was only read.
   */
  milestonesReached: Cents[];
}

/**
 * Of the summary shown and one that came in (an event or a load), the one to show: the newer by revision.
 * At the same revision the numbers are the same, and the one that came in is taken.
 */
export function newestProgress(shown: ProgressSummary, incoming: ProgressSummary): ProgressSummary {
  return incoming.revision >= shown.revision ? incoming : shown;
}

/** Width of the ticket bar in percent of the goal, from 0 to 100 (with a goal of 100: the count). */
export function ticketBarPercent(ticketsSold: number, goal: number): number {
  if (goal <= 0) return ticketsSold > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (ticketsSold / goal) * 100));
}
