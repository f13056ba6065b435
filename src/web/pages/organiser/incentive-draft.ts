import { describeZodError } from '../../../contracts/errors';
import { type IncentiveFieldsBody, incentiveFieldsSchema } from '../../../contracts/organiser-edits';
import { type Incentive, type IncentiveType, parentIdOf } from '../../../domain/incentives/incentive';
import { formatCents } from '../../../domain/money';
import { fromZoneInputValue, toZoneInputValue } from '../../../domain/zone-input';

// The incentive editor's form. Money is typed in dollars ('' for none), the expiry as a wall-clock time
// of the edition's zone ('' for never), and the prompts one per line.

export interface IncentiveDraft {
  /** null: a new incentive (or option, when `parent` is set). */
  id: string | null;
  parent: string | null;
  key: string;
  type: IncentiveType;
  title: string;
  name: string;
  author: string;
  description: string;
  image: string;
  link: string;
  goal: string;
  expires: string;
  minDonation: string;
  prompts: string;
  disabled: boolean;
  hidden: boolean;
}

export function newIncentiveDraft(parent: Incentive | null = null): IncentiveDraft {
  return {
    id: null,
    parent: parent?.id ?? null,
    key: '',
    // The seed's options are 'others'; a new top-level incentive starts as one too.
    type: 'others',
    title: '',
    name: '',
    author: '',
    description: '',
    image: '',
    link: '',
    goal: '',
    expires: '',
    minDonation: '',
    prompts: '',
    disabled: false,
    hidden: false,
  };
}

const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));

export function draftOfIncentive(incentive: Incentive, timeZone: string): IncentiveDraft {
  return {
    id: incentive.id,
    parent: parentIdOf(incentive.id),
    key: incentive.id,
    type: incentive.type,
    title: incentive.title,
    name: incentive.name,
    author: incentive.author,
    description: incentive.description,
    image: incentive.image,
    link: incentive.link,
    goal: money(incentive.goalCents),
    expires: incentive.expiresMs === null ? '' : toZoneInputValue(incentive.expiresMs / 1000, timeZone),
    minDonation: money(incentive.minDonationCents),
    prompts: incentive.infoNeeded.join('\n'),
    disabled: incentive.disabled,
    hidden: incentive.hidden,
  };
}

function dollars(text: string, label: string): number | null | { error: string } {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed))
    return { error: `${label} must be an amount in dollars, like 25 or 12.50.` };
  return Number(trimmed);
}

/** The fields as the server takes them, or the first thing the organiser must fix. */
export function fieldsOfDraft(
  draft: IncentiveDraft,
  timeZone: string,
): { fields: IncentiveFieldsBody } | { error: string } {
  if (draft.title.trim() === '') return { error: 'Give the incentive a title.' };
  const goal = dollars(draft.goal, 'The goal');
  if (goal !== null && typeof goal === 'object') return goal;
  const minDonation = dollars(draft.minDonation, 'The minimum donation');
  if (minDonation !== null && typeof minDonation === 'object') return minDonation;
  let expires: string | null = null;
  if (draft.expires.trim() !== '') {
    const seconds = fromZoneInputValue(draft.expires, timeZone);
    if (seconds === null) return { error: 'The expiry must be a date and time, or empty for never.' };
    expires = new Date(seconds * 1000).toISOString();
  }
  const fields: IncentiveFieldsBody = {
    type: draft.type,
    title: draft.title.trim(),
    name: draft.name.trim(),
    author: draft.author.trim(),
    description: draft.description.trim(),
    image: draft.image.trim(),
    link: draft.link.trim(),
    goal,
    expires,
    min_donation: minDonation,
    info_needed: draft.prompts
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    disabled: draft.disabled,
    hidden: draft.hidden,
  };
  // The route's own schema, so every limit (lengths, prompts) is the one the server applies.
  const checked = incentiveFieldsSchema.safeParse(fields);
  return checked.success ? { fields } : { error: describeZodError(checked.error) };
}
