// An incentive as the system holds it (SPEC section 3), money in cents and time in epoch ms. The wire
// form (SPEC field names, dollars, ISO dates) is in src/contracts/incentives.ts.
import type { Cents } from '../money';

export const incentiveTypes = ['bidwar', 'selection', 'puzzle', 'others'] as const;
export type IncentiveType = (typeof incentiveTypes)[number];

/** The two types whose children are options a donor picks between. */
export const categoryTypes: readonly IncentiveType[] = ['bidwar', 'selection'];

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
}

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
