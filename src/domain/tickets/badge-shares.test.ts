import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeRefundCents, badgeShares } from './badge-shares';

describe('a badge’s share of its order', () => {
  it('is its list price when the order was paid in full', () => {
    expect(badgeShares(15_000, [14_000, 1_000])).toEqual([14_000, 1_000]);
  });

  it('carries its part of a discount', () => {
    // 20% off $150: each badge pays 80% of its price.
    expect(badgeShares(12_000, [14_000, 1_000])).toEqual([11_200, 800]);
  });

  it('gives the cents a split leaves over to the largest remainders, the earlier badge on a tie', () => {
    expect(badgeShares(1_000, [3_000, 3_000, 3_000])).toEqual([334, 333, 333]);
    expect(badgeShares(200, [1_000, 1_000, 1_000])).toEqual([67, 67, 66]);
  });

  it('is equal for every badge when none cost anything', () => {
    expect(badgeShares(0, [0, 0])).toEqual([0, 0]);
    expect(badgeShares(101, [0, 0])).toEqual([51, 50]);
  });

  it('always sums to what was paid, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 50 }),
        (paid, prices) => {
          const shares = badgeShares(paid, prices);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(paid);
          expect(shares.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('the amount refunded for chosen badges', () => {
  const shares = [11_200, 800, 800];
  it('is the chosen badges’ shares', () => {
    expect(
      badgeRefundCents({ shares, refunded: [false, false, false], selected: [1], leftCents: 12_800 }),
    ).toBe(800);
  });

  it('is all that is left when the last badges standing are chosen', () => {
    expect(
      badgeRefundCents({ shares, refunded: [false, true, false], selected: [0, 2], leftCents: 11_900 }),
    ).toBe(11_900);
  });

  it('never passes what is left after an earlier refund of an amount', () => {
    expect(
      badgeRefundCents({ shares, refunded: [false, false, false], selected: [0], leftCents: 5_000 }),
    ).toBe(5_000);
  });
});
