import { describe, expect, it } from 'vitest';
import { closingSoonWeight, formatMilestone, nextMilestone, weightedTurn } from './ticker';

const minute = 60_000;
const hour = 60 * minute;

describe('closingSoonWeight', () => {
  it('shows an incentive more often the closer it is to closing', () => {
    const weights = [23 * hour, 5 * hour, 50 * minute, 10 * minute].map(closingSoonWeight);
    expect(weights).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < weights.length; i++) expect(weights[i]).toBeGreaterThan(weights[i - 1]!);
  });

  it('leaves out an incentive a day or more away, and one already closed', () => {
    expect(closingSoonWeight(24 * hour)).toBe(0);
    expect(closingSoonWeight(3 * 24 * hour)).toBe(0);
    expect(closingSoonWeight(0)).toBe(0);
    expect(closingSoonWeight(-minute)).toBe(0);
  });

  it('moves up at the edges, not before', () => {
    expect(closingSoonWeight(15 * minute)).toBe(4);
    expect(closingSoonWeight(15 * minute + 1)).toBe(3);
    expect(closingSoonWeight(hour)).toBe(3);
    expect(closingSoonWeight(6 * hour)).toBe(2);
    expect(closingSoonWeight(6 * hour + 1)).toBe(1);
  });
});

describe('weightedTurn', () => {
  it('shows each item as often as its weight, and none of weight 0', () => {
    const turn = weightedTurn([
      { item: 'run', weight: 1 },
      { item: 'closing', weight: 3 },
      { item: 'gone', weight: 0 },
      { item: 'donation', weight: 1 },
    ]);
    expect(turn).toHaveLength(5);
    expect(turn.filter((item) => item === 'closing')).toHaveLength(3);
    expect(turn).not.toContain('gone');
  });

  it('spreads a heavy item through the turn instead of showing it twice in a row', () => {
    const turn = weightedTurn([
      { item: 'a', weight: 1 },
      { item: 'b', weight: 1 },
      { item: 'c', weight: 2 },
    ]);
    expect(turn).toEqual(['c', 'a', 'b', 'c']);
    for (let i = 1; i < turn.length; i++) expect(turn[i]).not.toBe(turn[i - 1]);
  });

  it('is the same every time, and empty without items', () => {
    const items = [
      { item: 1, weight: 2 },
      { item: 2, weight: 1 },
    ];
    expect(weightedTurn(items)).toEqual(weightedTurn(items));
    expect(weightedTurn([])).toEqual([]);
  });
});

describe('nextMilestone', () => {
  it('is the lowest milestone above the total', () => {
    expect(nextMilestone([500_000, 100_000], 120_000)).toBe(500_000);
    expect(nextMilestone([500_000, 100_000], 50_000)).toBe(100_000);
    expect(nextMilestone([100_000], 100_000)).toBeUndefined();
  });
});

describe('formatMilestone', () => {
  it('says whole dollars without cents', () => {
    expect(formatMilestone(100_000)).toBe('$1,000');
    expect(formatMilestone(123_450)).toBe('$1,234.50');
  });
});
