// The incentive picker's tree (docs/product/donations-and-incentives.md), built from the flat list the API
// answers. The page draws it and the server checks a chosen incentive against the same rules.
import type { Cents } from '../money';
import { type Incentive, isCategory, parentIdOf } from './incentive';

export interface IncentiveNode extends Incentive {
  /** Effective minimum: a child's is the larger of its own and its parent's (see hide_min_donation). */
  minDonationCents: Cents | null;
  /** A child's prompts include its parent's, parent's first. */
  infoNeeded: string[];
  /** A bid war parent's raised is the sum of its shown and hidden options alike. */
  raisedCents: Cents;
  parentId: string | null;
  /**
   * 0..1 for drawing a bar: raised over goal for a goal (capped at 1 once reached), raised over the top
   * option's for a bid war option; null when there is nothing to measure against.
   */
  progress: number | null;
  /** A bid war or selection: a collapsible group of options. */
  category: boolean;
  options: IncentiveNode[];
  /** Categories start collapsed. */
  expanded: boolean;
  categoryOption: boolean;
  bidwarOption: boolean;
  /** The child inherited a larger minimum from its parent, which shows it; the child does not repeat it. */
  hide_min_donation: boolean;
}

export interface TreeOptions {
  /** When given, incentives expired at this moment (and their options) are left out as well. */
  nowMs?: number;
}

export function isExpired(incentive: Pick<Incentive, 'expiresMs'>, nowMs: number): boolean {
  return incentive.expiresMs !== null && incentive.expiresMs <= nowMs;
}

const isShown = (incentive: Incentive, options: TreeOptions) =>
  !incentive.disabled &&
  !incentive.hidden &&
  (options.nowMs === undefined || !isExpired(incentive, options.nowMs));

/** Soonest expiry first, those without expiry last, then by id. */
function compareByExpiry(a: Incentive, b: Incentive): number {
  const ea = a.expiresMs ?? Number.POSITIVE_INFINITY;
  const eb = b.expiresMs ?? Number.POSITIVE_INFINITY;
  if (ea !== eb) return ea < eb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Most raised first; equal amounts by id, so the order is stable. */
function compareByRaised(
  a: Pick<Incentive, 'id' | 'raisedCents'>,
  b: Pick<Incentive, 'id' | 'raisedCents'>,
): number {
  if (a.raisedCents !== b.raisedCents) return b.raisedCents - a.raisedCents;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A bid war's options, most raised first, each with its share of the top option's amount (0 to 1). */
export function bidWarStandings<T extends Pick<Incentive, 'id' | 'raisedCents'>>(
  options: readonly T[],
): { option: T; progress: number }[] {
  const sorted = [...options].sort(compareByRaised);
  const top = sorted[0]?.raisedCents ?? 0;
  return sorted.map((option) => ({ option, progress: top > 0 ? option.raisedCents / top : 0 }));
}

/** The larger of two optional minimums. */
export function largerMinimum(a: Cents | null, b: Cents | null): Cents | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/**
 * A bid war's total: the sum of all its options, whether shown or not, and its own row's amount, which
 * holds the money of suggested options that were denied (its unallocated money,
 * docs/decisions/074-suggested-options.md).
 */
export function raisedOfParent(parent: Incentive, all: readonly Incentive[]): Cents {
  if (parent.type !== 'bidwar') return parent.raisedCents;
  return all
    .filter((i) => parentIdOf(i.id) === parent.id)
    .reduce((sum, i) => sum + i.raisedCents, parent.raisedCents);
}

/**
 * A bid war's total as the tree shows it. The list GET /api/incentives answers already carries the
 * total (raisedOfParent, unallocated money included), which is never below its options' sum; a list of
 * stored rows carries only the unallocated part, and its options' sum is then the larger.
 */
function listedTotal(parent: Incentive, all: readonly Incentive[]): Cents {
  if (parent.type !== 'bidwar') return parent.raisedCents;
  const options = all
    .filter((i) => parentIdOf(i.id) === parent.id)
    .reduce((sum, i) => sum + i.raisedCents, 0);
  return Math.max(parent.raisedCents, options);
}

/**
 * The part of a bid war's total that is on none of its listed options: denied suggestions' money, and
 * suggestions still waiting for a moderator (docs/decisions/074-suggested-options.md).
 */
export function unallocatedOf(bidWar: Pick<IncentiveNode, 'raisedCents' | 'options'>): Cents {
  return bidWar.raisedCents - bidWar.options.reduce((sum, option) => sum + option.raisedCents, 0);
}

function goalProgress(incentive: Incentive): number | null {
  if (incentive.goalCents === null || incentive.goalCents <= 0) return null;
  return Math.min(1, incentive.raisedCents / incentive.goalCents);
}

function childNode(child: Incentive, parent: IncentiveNode): IncentiveNode {
  const own = child.minDonationCents;
  const inherited = parent.minDonationCents !== null && (own === null || parent.minDonationCents > own);
  return {
    ...child,
    parentId: parent.id,
    minDonationCents: largerMinimum(own, parent.minDonationCents),
    infoNeeded: [...new Set([...parent.infoNeeded, ...child.infoNeeded])],
    progress: goalProgress(child),
    category: false,
    options: [],
    expanded: false,
    categoryOption: parent.category,
    bidwarOption: parent.type === 'bidwar',
    hide_min_donation: inherited,
  };
}

/**
 * The shown incentives as a tree: top-level ones sorted by expiry then id; bid war options by raised,
 * with progress relative to the top option; other options (a selection's) in the order the organisers
 * gave them, which is the order of `incentives` (6x6, 9x9, 12x12 rather than '12x12' first by id).
 * Disabled and hidden incentives are left out, and so are the options of a parent that is left out.
 */
export function buildIncentiveTree(
  incentives: readonly Incentive[],
  options: TreeOptions = {},
): IncentiveNode[] {
  const childrenOf = new Map<string, Incentive[]>();
  for (const incentive of incentives) {
    const parentId = parentIdOf(incentive.id);
    if (parentId === null) continue;
    childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), incentive]);
  }
  return incentives
    .filter((incentive) => parentIdOf(incentive.id) === null && isShown(incentive, options))
    .sort(compareByExpiry)
    .map((incentive) => {
      const node: IncentiveNode = {
        ...incentive,
        raisedCents: listedTotal(incentive, incentives),
        parentId: null,
        progress: null,
        category: isCategory(incentive),
        options: [],
        expanded: false,
        categoryOption: false,
        bidwarOption: false,
        hide_min_donation: false,
      };
      node.progress = goalProgress(node);
      const children = (childrenOf.get(incentive.id) ?? []).filter((child) => isShown(child, options));
      node.options =
        incentive.type === 'bidwar'
          ? bidWarStandings(children).map(({ option, progress }) => ({
              ...childNode(option, node),
              progress,
            }))
          : children.map((child) => childNode(child, node));
      return node;
    });
}

/** Every node of the tree, parents before their options (for finding the chosen one by id). */
export function flattenTree(nodes: readonly IncentiveNode[]): IncentiveNode[] {
  return nodes.flatMap((node) => [node, ...node.options]);
}
