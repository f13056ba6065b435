import { describe, expect, it } from 'vitest';
import { isLateRegistrant } from './late-registration';

describe('late registrants (food not guaranteed)', () => {
  const cutoff = Date.UTC(2025, 2, 25, 4) / 1000;

  it('are those who paid at or after the cutoff', () => {
    expect(isLateRegistrant(cutoff * 1000, cutoff)).toBe(true);
    expect(isLateRegistrant(cutoff * 1000 + 60_000, cutoff)).toBe(true);
  });

  it('are not those who paid before it', () => {
    expect(isLateRegistrant(cutoff * 1000 - 1, cutoff)).toBe(false);
  });
});
