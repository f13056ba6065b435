// An incentive on the wire: the entries of GET /api/incentives (docs/product/donations-and-incentives.md,
// "Calls", with its published field names), in zod/mini like every shape a public page reads
// (docs/decisions/070-one-validator-per-wire-shape.md), and the conversion both ways between the wire and
// the domain (incentive-conversion.ts, which takes no zod, for /donate/card). Money is dollars and times are ISO 8601 strings on the wire; cents and epoch ms in the domain
// (src/domain/incentives/incentive.ts). The organiser's edits are incentive-edits.ts. A field added to the
// incentive changes this file and the domain's type; the compiler then finds the rest (the stored row, the
// editor's draft).
import * as z from 'zod/mini';
import { incentiveTypes } from '../domain/incentives/incentive';

const dollars = z.number().check(z.minimum(0));

export const incentiveSchema = z.object({
  /** A child option's id is '<parent id>:<option>'. */
  id: z.string().check(z.minLength(1)),
  type: z.enum(incentiveTypes),
  title: z.string(),
  name: z.string(),
  author: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string(),
  goal: z.nullable(dollars),
  /** Captured donations; a bid war parent's is the sum of its options. */
  raised: dollars,
  expires: z.nullable(z.iso.datetime({ offset: true })),
  min_donation: z.nullable(dollars),
  info_needed: z.array(z.string()),
  disabled: z.boolean(),
  hidden: z.boolean(),
  /** A bid war that takes options donors suggest (shown once a moderator approves them). */
  accepts_suggestions: z.boolean(),
});

export const incentiveListSchema = z.array(incentiveSchema);

/** One entry of GET /api/incentives. */
export type IncentiveWire = z.infer<typeof incentiveSchema>;
