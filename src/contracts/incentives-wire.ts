import type { Incentive, IncentiveType } from '../domain/incentives/incentive';
import { incentiveTypes } from '../domain/incentives/incentive';
import { dollarsToCents } from '../domain/money';
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
}

// The fields below are the ones whose name or unit differs between the wire and the domain; every
// other field is copied as it is, so it is never written out here.
type ConvertedOnWire = 'goal' | 'raised' | 'expires' | 'min_donation' | 'info_needed';
type ConvertedInDomain = 'goalCents' | 'raisedCents' | 'expiresMs' | 'minDonationCents' | 'infoNeeded';
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : never;
// A field added to one side only would be copied unconverted (or dropped): it fails to compile here.
true satisfies SameKeys<Omit<Incentive, ConvertedInDomain>, Omit<IncentiveWire, ConvertedOnWire>>;

const nullable =
  <From, To>(convert: (value: From) => To) =>
  (value: From | null): To | null =>
    value === null ? null : convert(value);
const copyList = (list: readonly string[]) => [...list];

/**
 * Each converted field once, with both directions side by side, so a rename or a unit is written in one
 * place; `satisfies` checks each pair against the two types.
 */
const converted = {
  goalCents: { wire: 'goal', out: nullable(centsToWireDollars), in: nullable(dollarsToCents) },
  raisedCents: { wire: 'raised', out: centsToWireDollars, in: dollarsToCents },
  expiresMs: {
    wire: 'expires',
    out: nullable((ms: number) => new Date(ms).toISOString()),
    in: nullable(Date.parse),
  },
  minDonationCents: { wire: 'min_donation', out: nullable(centsToWireDollars), in: nullable(dollarsToCents) },
  infoNeeded: { wire: 'info_needed', out: copyList, in: copyList },
} as const satisfies {
  [Domain in ConvertedInDomain]: {
    wire: ConvertedOnWire;
    out(value: Incentive[Domain]): IncentiveWire[ConvertedOnWire];
    in(value: never): Incentive[Domain];
  };
};
type Converted = typeof converted;
// Each pair's wire name and its reading from the wire must match the wire's own field: a mismatch names
// the domain field here and fails to compile.
type MismatchedPair = {
  [Domain in ConvertedInDomain]: Converted[Domain]['in'] extends (
    value: IncentiveWire[Converted[Domain]['wire']],
  ) => Incentive[Domain]
    ? ReturnType<Converted[Domain]['out']> extends IncentiveWire[Converted[Domain]['wire']]
      ? never
      : Domain
    : Domain;
}[ConvertedInDomain];
true satisfies [MismatchedPair] extends [never] ? true : never;
// ...and every converted wire field is written by one of them.
true satisfies [Exclude<ConvertedOnWire, Converted[ConvertedInDomain]['wire']>] extends [never]
  ? true
  : never;

const convertedFields = Object.entries(converted) as [
  ConvertedInDomain,
  { wire: ConvertedOnWire; out(value: unknown): unknown; in(value: unknown): unknown },
][];

export function incentiveToWire(incentive: Incentive): IncentiveWire {
  const wire: Record<string, unknown> = { ...incentive };
  for (const [domain, field] of convertedFields) {
    delete wire[domain];
    wire[field.wire] = field.out(incentive[domain]);
  }
  return wire as unknown as IncentiveWire;
}

export function incentiveFromWire(wire: IncentiveWire): Incentive {
  const incentive: Record<string, unknown> = { ...wire };
  for (const [domain, field] of convertedFields) {
    delete incentive[field.wire];
    incentive[domain] = field.in(wire[field.wire]);
  }
  return incentive as unknown as Incentive;
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
  if (typeof id !== 'string' || id === '' || !isType(type)) return undefined;
  if (!textFields.every((field) => typeof value[field] === 'string')) return undefined;
  if (!isNullableAmount(goal) || !isNonNegative(raised) || !isExpiry(expires)) return undefined;
  if (!isNullableAmount(min_donation) || !isStringList(info_needed)) return undefined;
  if (typeof disabled !== 'boolean' || typeof hidden !== 'boolean') return undefined;
  const text = Object.fromEntries(textFields.map((field) => [field, value[field] as string])) as Pick<
    IncentiveWire,
    (typeof textFields)[number]
  >;
  return { id, type, ...text, goal, raised, expires, min_donation, info_needed, disabled, hidden };
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
