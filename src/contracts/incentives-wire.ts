import type { Incentive, IncentiveType } from '../domain/incentives/incentive';
import { incentiveTypes } from '../domain/incentives/incentive';
import { type Cents, dollarsToCents } from '../domain/money';
import { isIsoDateTime, isNonNegative, isObject, isStringList, orNull } from './wire-checks';
import { centsToWireDollars } from './wire-dollars';

// An incentive between the wire (incentives.ts's incentiveSchema, the published field names) and the
// domain, both ways, and the hand reader /donate/card reads GET /api/incentives with, without zod
// (wire-checks.ts says why); incentives-wire.test.ts holds the reader to incentiveListSchema.

/** One entry of GET /api/incentives: incentiveSchema's type (incentives.ts checks that it is). */
export interface IncentiveWire {
  id: string;
  type: IncentiveType;
  title: string;
  name: string;
  author: string;
  description: string;
  image: string;
  link: string;
  goal: number | null;
  raised: number;
  expires: string | null;
  min_donation: number | null;
  info_needed: string[];
  disabled: boolean;
  hidden: boolean;
  accepts_suggestions: boolean;
}

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

const isType = (value: unknown): value is IncentiveWire['type'] =>
  (incentiveTypes as readonly unknown[]).includes(value);
const isNullableAmount = orNull(isNonNegative);
const isExpiry = orNull((value: unknown): value is string => isIsoDateTime(value, { offset: true }));
const textFields = ['title', 'name', 'author', 'description', 'image', 'link'] as const;

/** One entry as incentiveSchema reads it, with only its own fields (zod drops the others). */
function readIncentiveWire(value: unknown): IncentiveWire | undefined {
  if (!isObject(value)) return undefined;
  const { id, type, goal, raised, expires, min_donation, info_needed, disabled, hidden } = value;
  const { accepts_suggestions } = value;
  if (typeof id !== 'string' || id === '' || !isType(type)) return undefined;
  if (!textFields.every((field) => typeof value[field] === 'string')) return undefined;
  if (!isNullableAmount(goal) || !isNonNegative(raised) || !isExpiry(expires)) return undefined;
  if (!isNullableAmount(min_donation) || !isStringList(info_needed)) return undefined;
  if (typeof disabled !== 'boolean' || typeof hidden !== 'boolean') return undefined;
  if (typeof accepts_suggestions !== 'boolean') return undefined;
  const text = Object.fromEntries(textFields.map((field) => [field, value[field] as string])) as Pick<
    IncentiveWire,
    (typeof textFields)[number]
  >;
  return {
    id,
    type,
    ...text,
    goal,
    raised,
    expires,
    min_donation,
    info_needed,
    disabled,
    hidden,
    accepts_suggestions,
  };
}

/** GET /api/incentives in the system's units (cents, epoch ms); undefined when an entry does not read. */
export function readIncentiveList(value: unknown): Incentive[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list: Incentive[] = [];
  for (const entry of value) {
    const wire = readIncentiveWire(entry);
    if (!wire) return undefined;
    list.push(incentiveFromWire(wire));
  }
  return list;
}
