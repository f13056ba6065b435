import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, formatUsd } from './money';

describe('money', () => {
  it('turns dollars into whole cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(140)).toBe(14000);
  });

  it('shows cents as dollars with two decimals', () => {
    expect(formatCents(14000)).toBe('140.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatUsd(123456)).toBe('$1234.56');
    expect(formatUsd(-250)).toBe('-$2.50');
  });
});
