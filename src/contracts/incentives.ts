// Every wire shape of an incentive lives here, derived from one schema: the entries of GET /api/incentives
// (docs/product/donations-and-incentives.md, "Calls", with its published field names) and the bodies of the
// organiser's edits. Money is dollars and times are ISO 8601 strings on the wire; cents and epoch ms in the
// domain (src/domain/incentives/incentive.ts). A field added to the incentive changes this file and the
// domain's type; the compiler then finds the rest (the stored row, the editor's draft).
import { z } from 'zod';
import { donationLimits } from '../domain/incentives/donation-limits';
import { isReservedPromptName } from '../domain/incentives/donation-rules';
import { type Incentive, type IncentiveFields, incentiveTypes } from '../domain/incentives/incentive';
import { dollarsToCents } from '../domain/money';
import { centsToWireDollars, dollarsSchema } from './money';
import { passBodySchema } from './organiser';

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

// ---- Between the wire and the domain ----

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
  return wire as IncentiveWire;
}

export function incentiveFromWire(wire: IncentiveWire): Incentive {
  const incentive: Record<string, unknown> = { ...wire };
  for (const [domain, field] of convertedFields) {
    delete incentive[field.wire];
    incentive[domain] = field.in(wire[field.wire]);
  }
  return incentive as unknown as Incentive;
}

// ---- The organiser's edits (answers: the incentive as above; 201 for a new one) ----

const text = (max: number) => z.string().trim().max(max);

/**
 * The fields an organiser sets, with the limits the editor and the route share; `raised` is never set by
 * hand, it is the sum of donations. Parsed into the domain's names and units.
 */
const editableSchema = incentiveSchema
  .omit({ id: true, raised: true })
  .extend({
    title: text(200).min(1),
    name: text(200),
    author: text(200),
    description: text(2_000),
    image: text(500),
    link: text(500),
    goal: dollarsSchema.nullable(),
    expires: incentiveSchema.shape.expires.transform((iso) => (iso === null ? null : Date.parse(iso))),
    min_donation: dollarsSchema.nullable(),
    // As long as a donation's answer key may be, or the incentive could never be chosen.
    info_needed: z
      .array(
        text(donationLimits.maxPromptLength)
          .min(1)
          .refine((prompt) => !isReservedPromptName(prompt), {
            message: 'This prompt name is reserved; please word the question differently.',
          }),
      )
      .max(5),
  })
  .strict();

const domainNameOf = {
  goal: 'goalCents',
  expires: 'expiresMs',
  min_donation: 'minDonationCents',
  info_needed: 'infoNeeded',
} as const;
type DomainNamed<T> = {
  [K in keyof T as K extends keyof typeof domainNameOf ? (typeof domainNameOf)[K] : K]: T[K];
};

/** Renames the fields present; an edit that leaves a field out leaves it out here too. */
function withDomainNames<T extends object>(fields: T): DomainNamed<T> {
  const named = Object.entries(fields).map(([field, value]) => [
    Object.hasOwn(domainNameOf, field) ? domainNameOf[field as keyof typeof domainNameOf] : field,
    value,
  ]);
  return Object.fromEntries(named) as DomainNamed<T>;
}

export const incentiveFieldsSchema = editableSchema.transform(
  (fields): IncentiveFields => withDomainNames(fields),
);
/** The editor's form sends this: the wire's names, dollars and ISO times. */
export type IncentiveFieldsBody = z.input<typeof incentiveFieldsSchema>;

/** An incentive's fields as the edit body carries them, for a form that starts from it. */
export function incentiveFieldsOf(incentive: Incentive): IncentiveFieldsBody {
  const { id, raised, ...fields } = incentiveToWire(incentive);
  return fields;
}

/** Lower-case letters, digits and dashes: it is part of a child's id and of donors' saved choices. */
const incentiveKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
    message: 'An id is 1 to 40 lower-case letters, digits and dashes, starting with a letter or digit.',
  });

/** POST /api/organiser/incentives: a new incentive, or a new option of `parent` (id `parent:key`). */
export const incentiveCreateSchema = passBodySchema.extend({
  parent: z.string().max(100).nullable().default(null),
  key: incentiveKeySchema,
  incentive: incentiveFieldsSchema,
});

/** POST /api/organiser/incentives/:id: the fields given are changed, the others kept. */
export const incentiveUpdateSchema = passBodySchema.extend({
  changes: editableSchema
    .partial()
    .transform((changes): Partial<IncentiveFields> => withDomainNames(changes)),
});
export type IncentiveUpdateBody = z.input<typeof incentiveUpdateSchema>;
