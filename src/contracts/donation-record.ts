// One donation as the public sees it, and the /donations page's pages of them: written with zod/mini so
// the page reads its answers and events with the very schemas the server answers with, for a fraction of
// classic zod's bytes (docs/decisions/066-what-a-phone-loads-first.md). The server composes
// them into its classic schemas (donations.ts, organiser-edits.ts) like any other.
import * as z from 'zod/mini';

/**
 * One donation as the public sees it: in the answer of POST /api/donations, in the /donations page's
 * pages and in each socket 'donation' event. An empty display name arrives as 'Anonymous'; extraInfo is
 * never part of it.
 */
export const donationRecordSchema = z.object({
  id: z.int(),
  name: z.string(),
  amount: z.number().check(z.minimum(0)),
  message: z.string(),
  /** The chosen incentive's id, or null. */
  incentive: z.nullable(z.string()),
  time: z.iso.datetime(),
});
export type DonationRecordWire = z.infer<typeof donationRecordSchema>;
