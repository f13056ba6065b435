import { describe, expect, it } from 'vitest';
import { tooLongMessage } from './form-problems';
import { formatWholeNumber } from './whole-numbers';

describe('whole numbers as people read them', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, -4200]) {
      expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('drops fractions rather than rounding them up', () => {
    expect(formatWholeNumber(1999.9)).toBe('1,999');
  });

  it('writes the limit of a too-long field with its thousands', () => {
    expect(tooLongMessage('Message', 1000)).toBe('Message is too long (at most 1,000 characters).');
  });
});
