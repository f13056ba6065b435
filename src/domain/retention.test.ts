import { describe, expect, it } from 'vitest';
import { eraseDatedUpToMs, erasureDueMs, retentionCutoffMs } from './retention';

const day = 86_400_000;
const end = Date.UTC(2025, 3, 7);
const nextEnd = Date.UTC(2026, 3, 6);

describe('when personal data is erased', () => {
  it('counts the days from the edition’s end, or from a purchase made after it', () => {
    expect(erasureDueMs(end - 30 * day, end, 60)).toBe(end + 60 * day);
    expect(erasureDueMs(end + 5 * day, end, 60)).toBe(end + 65 * day);
    // A purchase is due exactly when the cutoff reaches both it and its edition's end.
    expect(retentionCutoffMs(end + 70 * day, 60)).toBe(end + 10 * day);
  });

  it('erases nothing dated before an edition’s own days are over, then everything old enough', () => {
    expect(eraseDatedUpToMs(end + 59 * day, [end], 60)).toBeNull();
    expect(eraseDatedUpToMs(end + 60 * day, [end], 60)).toBe(end);
    expect(eraseDatedUpToMs(end + 70 * day, [end], 60)).toBe(end + 10 * day);
  });

  it('keeps what was dated after an edition’s end until the next edition’s days are over', () => {
    // Sent while the next edition sold tickets: it belongs to the next edition.
    expect(eraseDatedUpToMs(end + 200 * day, [end, nextEnd], 60)).toBe(end);
    expect(eraseDatedUpToMs(nextEnd + 60 * day, [end, nextEnd], 60)).toBe(nextEnd);
    expect(eraseDatedUpToMs(nextEnd + 61 * day, [nextEnd, end], 60)).toBe(nextEnd + day);
  });
});
