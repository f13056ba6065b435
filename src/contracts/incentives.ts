// Wire shape of GET /api/incentives (SPEC sections 3 and 7): the flat list, children included, with
// the SPEC's field names. Money is dollars and times are ISO 8601 strings here; cents and epoch ms in
// the domain (src/domain/incentives/incentive.ts).
import { z } from 'zod';
import { type Incentive, incentiveTypes } from '../domain/incentives/incentive';
import { dollarsToCents } from '../domain/money';
import { centsToWireDollars } from './money';

const dollars = z.number().min(0);

export const incentiveSchema = z.object({
  /** A child option's id is '<parent id>:<option>'. */
  id: z.string().min(1),
  type: z.enum(incentiveTypes),
  title: z.string(),
  name: z.string(),
  author: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string(),
  goal: dollars.nullable(),
  /** Captured donations; a bid war parent's is the sum of its options. */
  raised: dollars,
  expires: z.iso.datetime({ offset: true }).nullable(),
  min_donation: dollars.nullable(),
  info_needed: z.array(z.string()),
  disabled: z.boolean(),
  hidden: z.boolean(),
});
export type IncentiveWire = z.infer<typeof incentiveSchema>;

export const incentiveListSchema = z.array(incentiveSchema);
export type IncentiveListWire = z.infer<typeof incentiveListSchema>;

const centsOrNull = (dollarsValue: number | null) =>
  dollarsValue === null ? null : dollarsToCents(dollarsValue);
const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToWireDollars(cents));

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
    goal: dollarsOrNull(incentive.goalCents),
    raised: centsToWireDollars(incentive.raisedCents),
    expires: incentive.expiresMs === null ? null : new Date(incentive.expiresMs).toISOString(),
    min_donation: dollarsOrNull(incentive.minDonationCents),
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
    goalCents: centsOrNull(wire.goal),
    raisedCents: dollarsToCents(wire.raised),
    expiresMs: wire.expires === null ? null : Date.parse(wire.expires),
    minDonationCents: centsOrNull(wire.min_donation),
    infoNeeded: [...wire.info_needed],
    disabled: wire.disabled,
    hidden: wire.hidden,
  };
}
