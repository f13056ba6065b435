import type { Cents } from '../money';

// What one badge (or one livestream viewer) of an order is worth when it is refunded on its own
// (docs/product/payments.md, "Refunding single badges"; docs/decisions/056-orders-one-badge-at-a-time.md).
// The dashboard shows this figure before the organiser confirms, and the server computes it again from
// the stored order: it never takes an amount the page sent.

/**
 * Each badge's share of what the buyer paid, in integer cents: the paid total split in proportion to
 * the badges' list prices (so a discount is spread over every badge as it lowered the total), rounded
 * down, and the cents left over given one each to the badges with the largest remainders (the earlier
 * badge on a tie). The shares sum to the paid total exactly. Badges that all cost nothing share equally.
 */
export function badgeShares(paidCents: Cents, listPrices: readonly Cents[]): Cents[] {
  const count = listPrices.length;
  if (count === 0 || paidCents <= 0) return listPrices.map(() => 0);
  const listTotal = listPrices.reduce((sum, price) => sum + Math.max(0, price), 0);
  const weights = listTotal > 0 ? listPrices.map((price) => Math.max(0, price)) : listPrices.map(() => 1);
  const weightTotal = listTotal > 0 ? listTotal : count;
  const shares = weights.map((weight) => Math.floor((paidCents * weight) / weightTotal));
  let left = paidCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (paidCents * weight) % weightTotal }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface BadgeRefundInput {
  /** Each badge's share (badgeShares), in the order's badge order. */
  shares: readonly Cents[];
  /** Which badges are refunded already. */
  refunded: readonly boolean[];
  /** Positions of the badges to refund now. */
  selected: readonly number[];
  /** What can still be refunded of the payment (paid, less refunds made and pending). */
  leftCents: Cents;
}

/**
 * The amount a refund of the selected badges takes: their shares, never more than is left; and when the
 * selection takes every badge still standing, all that is left, so refunding every badge one by one or
 * all at once is a full refund (an earlier refund of an amount already took its part).
 */
export function badgeRefundCents(input: BadgeRefundInput): Cents {
  const chosen = new Set(input.selected);
  const standing = input.refunded.flatMap((refunded, index) => (refunded ? [] : [index]));
  if (standing.length > 0 && standing.every((index) => chosen.has(index)))
    return Math.max(0, input.leftCents);
  const sum = [...chosen].reduce((total, index) => total + (input.shares[index] ?? 0), 0);
  return Math.max(0, Math.min(sum, input.leftCents));
}
