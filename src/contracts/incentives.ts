// An incentive on the wire: the entries of GET /api/incentives (docs/product/donations-and-incentives.md,
// "Calls", with its published field names), in zod/mini as /donate/card reads them
// (docs/decisions/070-one-validator-per-wire-shape.md), and the conversion both ways between the wire and
// the domain. Money is dollars and times are ISO 8601 strings on the wire; cents and epoch ms in the domain
// (src/domain/incentives/incentive.ts). The organiser's edits are incentive-edits.ts. A field added to the
// incentive changes this file and the domain's type; the compiler then finds the rest (the stored row, the
// editor's draft).
import * as z from 'zod/mini';
import { type Incentive, incentiveTypes } from '../domain/incentives/incentive';
import { type Cents, dollarsToCents } from '../domain/money';
import { centsToWireDollars } from './money';

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
});
/** One entry of GET /api/incentives. */
export type IncentiveWire = z.infer<typeof incentiveSchema>;

export const incentiveListSchema = z.array(incentiveSchema);

// ---- Between the wire and the domain ----
// Every field written out, both ways: a field added to both types and forgotten here fails to compile.
const wireDollars = (cents: Cents | null) => (cents === null ? null : centsToWireDollars(cents));
const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

export function incentiveToWire(incentive: Incentive): IncentiveWire {
  return {
    id: incentive.id,
    type: incentive.type,
    title: incentive.title,
    name: incentive.name,
    author: incentive.author,
    description: incentive.description,
    image: incentive.image,
    link: incentive.link,
    goal: wireDollars(incentive.goalCents),
    raised: centsToWireDollars(incentive.raisedCents),
    expires: incentive.expiresMs === null ? null : new Date(incentive.expiresMs).toISOString(),
    min_donation: wireDollars(incentive.minDonationCents),
    info_needed: [...incentive.infoNeeded],
    disabled: incentive.disabled,
    hidden: incentive.hidden,
  };
}

export function incentiveFromWire(wire: IncentiveWire): Incentive {
  return {
    id: wire.id,
    type: wire.type,
    title: wire.title,
    name: wire.name,
    author: wire.author,
    description: wire.description,
    image: wire.image,
    link: wire.link,
    goalCents: cents(wire.goal),
    raisedCents: dollarsToCents(wire.raised),
    expiresMs: wire.expires === null ? null : Date.parse(wire.expires),
    minDonationCents: cents(wire.min_donation),
    infoNeeded: [...wire.info_needed],
    disabled: wire.disabled,
    hidden: wire.hidden,
  };
}
