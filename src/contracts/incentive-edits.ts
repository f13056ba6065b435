// The organiser's edits of an incentive (docs/product/organisers.md); answers are the incentive as
// incentives.ts writes it, 201 for a new one. In zod/mini, as every shape the browser reads
// (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';
import { donationLimits } from '../domain/incentives/donation-limits';
import { isReservedPromptName } from '../domain/incentives/donation-rules';
import type { Incentive, IncentiveFields } from '../domain/incentives/incentive';
import { incentiveToWire } from './incentive-conversion';
import { incentiveSchema } from './incentives';
import { dollarsSchema } from './money';
import { passBodySchema } from './organiser';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * The fields an organiser sets, with the limits the editor and the route share; `raised` is never set by
 * hand, it is the sum of donations. Parsed into the domain's names and units.
 */
const editableSchema = z.strictObject({
  type: incentiveSchema.shape.type,
  title: text(200).check(z.minLength(1)),
  name: text(200),
  author: text(200),
  description: text(2_000),
  image: text(500),
  link: text(500),
  goal: z.nullable(dollarsSchema),
  expires: z.pipe(
    incentiveSchema.shape.expires,
    z.transform((iso: string | null) => (iso === null ? null : Date.parse(iso))),
  ),
  min_donation: z.nullable(dollarsSchema),
  // As long as a donation's answer key may be, or the incentive could never be chosen.
  info_needed: z
    .array(
      text(donationLimits.maxPromptLength).check(
        z.minLength(1),
        z.refine((prompt) => !isReservedPromptName(prompt), {
          message: 'This prompt name is reserved; please word the question differently.',
        }),
      ),
    )
    .check(z.maxLength(5)),
  disabled: z.boolean(),
  hidden: z.boolean(),
  // A new incentive without it takes no suggestions; an edit without it keeps what is set.
  accepts_suggestions: z.optional(z.boolean()),
});

type EditableFields = z.output<typeof editableSchema>;

/**
 * An edit's fields under the domain's names (its money already cents, its time epoch ms); a field the edit
 * leaves out stays out.
 */
function changesFromWire(changes: Partial<EditableFields>): Partial<IncentiveFields> {
  // In the schema's order, which the audit log's sentence follows.
  const { goal, expires, min_donation, info_needed, disabled, hidden, accepts_suggestions, ...sameName } =
    changes;
  const fields: Partial<IncentiveFields> = { ...sameName };
  if (goal !== undefined) fields.goalCents = goal;
  if (expires !== undefined) fields.expiresMs = expires;
  if (min_donation !== undefined) fields.minDonationCents = min_donation;
  if (info_needed !== undefined) fields.infoNeeded = info_needed;
  if (disabled !== undefined) fields.disabled = disabled;
  if (hidden !== undefined) fields.hidden = hidden;
  if (accepts_suggestions !== undefined) fields.acceptsSuggestions = accepts_suggestions;
  return fields;
}

export const incentiveFieldsSchema = z.pipe(
  editableSchema,
  z.transform(
    ({
      goal,
      expires,
      min_donation,
      info_needed,
      disabled,
      hidden,
      accepts_suggestions,
      ...sameName
    }: EditableFields): IncentiveFields => ({
      ...sameName,
      goalCents: goal,
      expiresMs: expires,
      minDonationCents: min_donation,
      infoNeeded: info_needed,
      disabled,
      hidden,
      acceptsSuggestions: accepts_suggestions ?? false,
    }),
  ),
);
/** The editor's form sends this: the wire's names, dollars and ISO times. */
export type IncentiveFieldsBody = z.input<typeof incentiveFieldsSchema>;

/** An incentive's fields as the edit body carries them, for a form that starts from it. */
export function incentiveFieldsOf(incentive: Incentive): IncentiveFieldsBody {
  const { id, raised, ...fields } = incentiveToWire(incentive);
  return fields;
}

/** Lower-case letters, digits and dashes: it is part of a child's id and of donors' saved choices. */
const incentiveKeySchema = z.string().check(
  z.trim(),
  z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
    message: 'An id is 1 to 40 lower-case letters, digits and dashes, starting with a letter or digit.',
  }),
);

/** POST /api/organiser/incentives: a new incentive, or a new option of `parent` (id `parent:key`). */
export const incentiveCreateSchema = z.object({
  ...passBodySchema.shape,
  parent: z._default(z.nullable(z.string().check(z.maxLength(100))), null),
  key: incentiveKeySchema,
  incentive: incentiveFieldsSchema,
});

/** POST /api/organiser/incentives/:id: the fields given are changed, the others kept. */
export const incentiveUpdateSchema = z.object({
  ...passBodySchema.shape,
  changes: z.pipe(z.partial(editableSchema), z.transform(changesFromWire)),
});
export type IncentiveUpdateBody = z.input<typeof incentiveUpdateSchema>;
