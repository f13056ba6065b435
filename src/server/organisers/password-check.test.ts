import { describe, expect, it } from 'vitest';
import { passwordMatches } from './password-check';

describe('the organiser password check', () => {
  it('accepts exactly the password', () => {
    expect(passwordMatches('correct horse', 'correct horse')).toBe(true);
  });

  it('refuses a wrong, longer, shorter or differently cased password', () => {
    for (const given of ['correct hors', 'correct horse ', 'Correct horse', 'x']) {
      expect(passwordMatches(given, 'correct horse'), given).toBe(false);
    }
  });

  it('refuses a missing, empty or non-text password', () => {
    for (const given of [undefined, null, '', 42, ['correct horse'], { pass: 'correct horse' }]) {
      expect(passwordMatches(given, 'correct horse')).toBe(false);
    }
    expect(passwordMatches('', '')).toBe(false);
  });
});
