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
    expect(formatUsd(-250)).toBe('-$2.50');
  });

  it('shows amounts of a thousand dollars and more with thousands separators', () => {
    expect(formatUsd(99_999)).toBe('$999.99');
    expect(formatUsd(100_000)).toBe('$1,000.00');
    expect(formatUsd(123_456)).toBe('$1,234.56');
    expect(formatUsd(1_000_000)).toBe('$10,000.00');
    expect(formatUsd(123_456_789_01)).toBe('$123,456,789.01');
    expect(formatUsd(-1_000_000)).toBe('-$10,000.00');
    // Inputs and the wire keep plain digits, which a number parser reads back.
    expect(formatCents(1_000_000)).toBe('10000.00');
  });
});
