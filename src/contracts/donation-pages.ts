// GET /api/donations/recent: the /donations page reads the history a page at a time, newest first, so
// its first load stays small however many donations there are (docs/product/donations-and-incentives.md,
// "Recent donations"). POST /api/donations, the published whole-history call, stays as it was.
// In zod/mini, like the donation record, because the page reads it
// (docs/decisions/066-what-a-phone-loads-first.md).
import * as z from 'zod/mini';
import { donationRecordSchema } from './donation-record';

/** Donations per page. */
export const recentDonationsPageSize = 100;

/** Where a page ends: the last donation's time (epoch ms) and id, opaque to the page. */
const cursorPattern = /^\d{1,15}-\d{1,15}$/;

export const recentDonationsQuerySchema = z.object({
  before: z.optional(
    z
      .string()
      .check(z.regex(cursorPattern, 'before must be the "older" value of a page of recent donations.')),
  ),
});

export const recentDonationsPageSchema = z.object({
  /** Newest first; refunded-in-full donations are left out, as in the history. */
  donations: z.array(donationRecordSchema),
  /** The `before` of the next older page; null when this page reaches the history date. */
  older: z.nullable(z.string().check(z.regex(cursorPattern))),
});

export const donationCursor = (donation: { timeMs: number; id: number }) =>
  `${donation.timeMs}-${donation.id}`;

export function readDonationCursor(cursor: string): { timeMs: number; id: number } {
  const [timeMs, id] = cursor.split('-').map(Number) as [number, number];
  return { timeMs, id };
}
