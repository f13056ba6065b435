// GET /api/editions/:year: what a past edition did, for its highlights page /editions/:year
// (docs/product/site-and-pages.md, "Past editions";
// docs/decisions/080-incentives-totals-and-retention-per-edition.md). In zod/mini like every shape a
// public page reads (docs/decisions/070-one-validator-per-wire-shape.md). Money in dollars, net of refunds.
import * as z from 'zod/mini';

const dollars = z.number().check(z.minimum(0));
const count = z.int().check(z.minimum(0));

/** One incentive of the edition, as it ended. */
const incentiveResultSchema = z.object({
  title: z.string(),
  /** Dollars; null when it had no goal. */
  goal: z.nullable(dollars),
  raised: dollars,
  /** It had a goal and reached it. */
  met: z.boolean(),
  /** A bid war's winning option (most raised); null for any other, or when nothing was raised. */
  winner: z.nullable(z.string()),
});
export type IncentiveResultWire = z.infer<typeof incentiveResultSchema>;

export const editionHighlightsSchema = z.object({
  year: z.int(),
  name: z.string(),
  datesText: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** Tickets and donations together: everything the edition raised for charity. */
  raised: dollars,
  /** Donations (cheers too) that still count. */
  donations: count,
  /** Badges and stream links sold. */
  tickets: count,
  incentives: z.array(incentiveResultSchema),
});
export type EditionHighlightsWire = z.infer<typeof editionHighlightsSchema>;

/** The year a highlights page's path names; null for any other path. */
export function highlightsYearOf(path: string): number | null {
  const match = /^\/editions\/(\d{4})$/.exec(path);
  return match ? Number(match[1]) : null;
}
