// An incentive as the system holds it (docs/product/donations-and-incentives.md, "Incentives"), money in
// cents and time in epoch ms. The wire form (published field names, dollars, ISO dates) is
// src/contracts/incentives.ts.
import type { Cents } from '../money';

export const incentiveTypes = ['bidwar', 'selection', 'puzzle', 'others'] as const;
export type IncentiveType = (typeof incentiveTypes)[number];

/** The two types whose children are options a donor picks between. */
const categoryTypes: readonly IncentiveType[] = ['bidwar', 'selection'];

export interface Incentive {
  /** A child option's id is its parent's id, a colon, and the option's own key: 'genre:killer'. */
  id: string;
  type: IncentiveType;
  title: string;
  /** A puzzle incentive's puzzle name and author ('' for other types). */
  name: string;
  author: string;
  description: string;
  /** Image URL or path ('' for none). */
  image: string;
  link: string;
  goalCents: Cents | null;
  /** Sum of captured donations; a bid war parent's is the sum of its options (see raisedOfParent). */
  raisedCents: Cents;
  /** Epoch ms after which no donation can choose it; null: never expires. */
  expiresMs: number | null;
  minDonationCents: Cents | null;
  /** Questions the donor must answer (the form's additional info). */
  infoNeeded: string[];
  disabled: boolean;
  hidden: boolean;
  /** A bid war whose donors may suggest a new option (docs/decisions/074-suggested-options.md). */
  acceptsSuggestions: boolean;
}

/** What an organiser sets: everything but the id and the raised total, which only donations move. */
export type IncentiveFields = Omit<Incentive, 'id' | 'raisedCents'>;

/** Every field at its plain value: nothing raised, no goal, minimum, expiry or prompts. */
export const blankIncentive: Readonly<Omit<Incentive, 'id'>> = {
  // The seed's options are 'others'; a new top-level incentive starts as one too.
  type: 'others',
  title: '',
  name: '',
  author: '',
  description: '',
  image: '',
  link: '',
  goalCents: null,
  raisedCents: 0,
  expiresMs: null,
  minDonationCents: null,
  infoNeeded: [],
  disabled: false,
  hidden: false,
  acceptsSuggestions: false,
};

const separator = ':';

/** The parent id of a child option ('genre:killer' -> 'genre'); null for a top-level incentive. */
export function parentIdOf(id: string): string | null {
  const at = id.indexOf(separator);
  return at > 0 ? id.slice(0, at) : null;
}

export function optionId(parentId: string, key: string): string {
  return `${parentId}${separator}${key}`;
}

export const isCategory = (incentive: Pick<Incentive, 'type'>) => categoryTypes.includes(incentive.type);
