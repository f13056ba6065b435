import { describe, expect, it } from 'vitest';
import { erasePurchasesUpToMs, erasureDueMs } from './retention';

const day = 86_400_000;
const end = Date.UTC(2025, 3, 7);

describe('when personal data is erased', () => {
  it('counts the days from the event’s end, or from a purchase made after it', () => {
    expect(erasureDueMs(end - 30 * day, end, 60)).toBe(end + 60 * day);
    expect(erasureDueMs(end + 5 * day, end, 60)).toBe(end + 65 * day);
  });

  it('erases nothing before the event’s own days are over, then every purchase old enough', () => {
    expect(erasePurchasesUpToMs(end + 59 * day, end, 60)).toBeNull();
    expect(erasePurchasesUpToMs(end + 60 * day, end, 60)).toBe(end);
    const cutoff = erasePurchasesUpToMs(end + 70 * day, end, 60);
    expect(cutoff).toBe(end + 10 * day);
    // A purchase is due exactly when the cutoff reaches it: the same rule as erasureDueMs.
    expect(erasureDueMs(end + 10 * day, end, 60)).toBe(end + 70 * day);
  });
});
