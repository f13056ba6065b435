// An incentive between the wire (incentives.ts's incentiveSchema, the published field names) and the domain,
// both ways. Apart from incentives.ts because this takes no zod: /donate/card converts the list it was
// rendered with before its schemas have loaded (docs/decisions/085-form-pages-read-with-zod-loaded-on-first-read.md).
import type { Incentive } from '../domain/incentives/incentive';
import { type Cents, dollarsToCents } from '../domain/money';
import type { IncentiveWire } from './incentives';
import { centsToWireDollars } from './wire-dollars';

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
    accepts_suggestions: incentive.acceptsSuggestions,
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
    acceptsSuggestions: wire.accepts_suggestions,
  };
}
