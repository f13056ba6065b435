// Answer of GET /api/progress: the whole state of the /donationbar overlay in one small answer, so its first
// load costs the same however many donations exist. Counts from the history date
// (docs/product/donations-and-incentives.md).
import { z } from 'zod';
import type { ProgressSummary } from '../domain/progress';
import { centsToWireDollars } from './money';

export const progressSummarySchema = z.object({
  /** The newest donation (its name already 'Anonymous' when left empty), or null: 'No donations yet'. */
  lastDonation: z.object({ id: z.number().int(), name: z.string(), amount: z.number().min(0) }).nullable(),
  /** In-person and livestream tickets together. */
  ticketsSold: z.number().int().min(0),
  /** Dollars: every donation plus every ticket purchase. */
  totalRaised: z.number().min(0),
  /**
   * The highest donation and ticket ids this summary counted. A 'donation' or 'ticket' event with an id
   * at or below these is already included; the overlay skips it.
   */
  lastDonationId: z.number().int().nullable(),
  lastTicketId: z.number().int().nullable(),
});
type ProgressSummaryWire = z.infer<typeof progressSummarySchema>;

/**
 * The summary on the wire: dollars, and null for a mark with nothing counted yet. Read back by
 * progress-wire.ts (readProgressSummary) in the overlay.
 */
export function progressSummaryToWire(summary: ProgressSummary): ProgressSummaryWire {
  const last = summary.lastDonation;
  return {
    lastDonation: last
      ? { id: last.id, name: last.name, amount: centsToWireDollars(last.amountCents) }
      : null,
    ticketsSold: summary.ticketsSold,
    totalRaised: centsToWireDollars(summary.totalRaisedCents),
    lastDonationId: summary.lastDonationId === 0 ? null : summary.lastDonationId,
    lastTicketId: summary.lastTicketId === 0 ? null : summary.lastTicketId,
  };
}
