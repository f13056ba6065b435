import { donateCardTexts as texts } from '../../../../content/donate-card';
import type { PublicEdition } from '../../../contracts/public-edition';
import type { IncentiveNode } from '../../../domain/incentives/incentive-tree';
import { formatClock } from '../../../domain/schedule';
import { localParts } from '../../../domain/time-zone';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Ends Apr 12, 2025, 6:00 PM Boston time': in the convention's zone, like the schedule. */
export function expiryText(
  expiresMs: number,
  edition: Pick<PublicEdition, 'timeZone' | 'timeZoneLabel'>,
): string {
  const { year, month, day } = localParts(expiresMs, edition.timeZone);
  const clock = formatClock(Math.floor(expiresMs / 1000), edition.timeZone);
  return `${texts.ends} ${months[month - 1]} ${day}, ${year}, ${clock} ${edition.timeZoneLabel}`;
}

/**
 * Whether a row asks for more than the donor typed (such rows are red:
 * docs/product/donations-and-incentives.md, "The incentive picker"). Only once an amount is typed: an empty
 * field is not yet a choice, and a page full of red rows on arrival would read as an error the donor never
 * made.
 */
export function isBelowMinimum(node: IncentiveNode, amountCents: number, amountTyped: boolean): boolean {
  return amountTyped && node.minDonationCents !== null && amountCents < node.minDonationCents;
}

export function categoryKind(node: IncentiveNode): string {
  return node.type === 'bidwar' ? 'Bid war' : 'Selection';
}

export function optionCount(node: IncentiveNode): string {
  return node.options.length === 1 ? '1 option' : `${node.options.length} options`;
}
