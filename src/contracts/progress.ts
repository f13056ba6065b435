// Answer of GET /api/progress: the whole state of the /donationbar overlay in one small answer, so its first
// load costs the same however many donations exist. Counts from the history date
// (docs/product/donations-and-incentives.md).
import { z } from 'zod';

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
export type ProgressSummary = z.infer<typeof progressSummarySchema>;
