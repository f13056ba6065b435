import { describeZodError } from '../../../contracts/errors';
import {
  type IncentiveFieldsBody,
  incentiveFieldsOf,
  incentiveFieldsSchema,
} from '../../../contracts/incentive-edits';
import {
  blankIncentive,
  type Incentive,
  type IncentiveType,
  parentIdOf,
} from '../../../domain/incentives/incentive';
import { dollarsToCents, formatCents } from '../../../domain/money';
import { fromZoneInputValue, toZoneInputValue } from '../../../domain/zone-input';

// The incentive editor's form: the edit body's fields as their inputs hold them. Money is typed in
// dollars ('' for none), the expiry as a wall-clock time of the edition's zone ('' for never), and the
// prompts one per line.

type InputValue<T> = T extends boolean ? boolean : T extends IncentiveType ? IncentiveType : string;

export type IncentiveDraft = {
  [Field in keyof IncentiveFieldsBody]-?: InputValue<Exclude<IncentiveFieldsBody[Field], undefined>>;
} & {
  /** null: a new incentive (or option, when `parent` is set). */
  id: string | null;
  parent: string | null;
  key: string;
};
type DraftFields = Omit<IncentiveDraft, 'id' | 'parent' | 'key'>;

const money = (dollars: number | null) => (dollars === null ? '' : formatCents(dollarsToCents(dollars)));

function draftFieldsOf(fields: IncentiveFieldsBody, timeZone: string): DraftFields {
  const { goal, expires, min_donation, info_needed, accepts_suggestions, ...same } = fields;
  return {
    ...same,
    accepts_suggestions: accepts_suggestions ?? false,
    goal: money(goal),
    expires: expires === null ? '' : toZoneInputValue(Date.parse(expires) / 1000, timeZone),
    min_donation: money(min_donation),
    info_needed: info_needed.join('\n'),
  };
}

// A blank incentive has no expiry, so no time zone plays a part.
const blankDraft = draftFieldsOf(incentiveFieldsOf({ ...blankIncentive, id: '' }), 'UTC');

export function newIncentiveDraft(parent: Incentive | null = null): IncentiveDraft {
  return { ...blankDraft, id: null, parent: parent?.id ?? null, key: '' };
}

export function draftOfIncentive(incentive: Incentive, timeZone: string): IncentiveDraft {
  return {
    ...draftFieldsOf(incentiveFieldsOf(incentive), timeZone),
    id: incentive.id,
    parent: parentIdOf(incentive.id),
    key: incentive.id,
  };
}

function dollars(text: string, label: string): number | null | { error: string } {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed))
    return { error: `${label} must be an amount in dollars, like 25 or 12.50.` };
  return Number(trimmed);
}

const trimmed = <T extends object>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  ) as T;

/** The fields as the server takes them, or the first thing the organiser must fix. */
export function fieldsOfDraft(
  draft: IncentiveDraft,
  timeZone: string,
): { fields: IncentiveFieldsBody } | { error: string } {
  const { id, parent, key, goal, expires, min_donation, info_needed, ...same } = draft;
  if (same.title.trim() === '') return { error: 'Give the incentive a title.' };
  const goalDollars = dollars(goal, 'The goal');
  if (goalDollars !== null && typeof goalDollars === 'object') return goalDollars;
  const minDonation = dollars(min_donation, 'The minimum donation');
  if (minDonation !== null && typeof minDonation === 'object') return minDonation;
  let expiresIso: string | null = null;
  if (expires.trim() !== '') {
    const seconds = fromZoneInputValue(expires, timeZone);
    if (seconds === null) return { error: 'The expiry must be a date and time, or empty for never.' };
    expiresIso = new Date(seconds * 1000).toISOString();
  }
  const fields: IncentiveFieldsBody = {
    ...trimmed(same),
    goal: goalDollars,
    expires: expiresIso,
    min_donation: minDonation,
    info_needed: info_needed
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  };
  // The route's own schema, so every limit (lengths, prompts) is the one the server applies.
  const checked = incentiveFieldsSchema.safeParse(fields);
  return checked.success ? { fields } : { error: describeZodError(checked.error) };
}
