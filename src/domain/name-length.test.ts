import { describe, expect, it } from 'vitest';
import { isNameTooLong, nameFieldMaxLength } from './name-length';

describe('a name’s length, as a person sees it', () => {
  it('lets 60 emoji through a 60-character limit and stops 61', () => {
    expect(isNameTooLong('🧩'.repeat(60), 60)).toBe(false);
    expect(isNameTooLong('🧩'.repeat(61), 60)).toBe(true);
  });

  it('counts a flag, a family, a skin tone and a letter with its accent typed apart as one each', () => {
    for (const character of ['🇨🇦', '👨‍👩‍👧‍👦', '👩🏽‍💻', '🧑🏻‍❤️‍💋‍🧑🏼', 'e\u0301']) {
      expect(isNameTooLong(character.repeat(60), 60), character).toBe(false);
      expect(isNameTooLong(character.repeat(61), 60), character).toBe(true);
    }
  });

  it('does not count the spaces around a name', () => {
    expect(isNameTooLong(`  ${'a'.repeat(60)}  `, 60)).toBe(false);
    expect(isNameTooLong('a'.repeat(61), 60)).toBe(true);
  });

  it('counts a chain of joined emoji that draws a crowd as more than one', () => {
    const crowd = Array.from({ length: 40 }, () => '👩').join('\u200D');
    expect(isNameTooLong(crowd, 5)).toBe(true);
    expect(isNameTooLong(crowd, 8)).toBe(false);
  });

  it('gives a name’s field room for 60 of the longest emoji', () => {
    expect(nameFieldMaxLength(60)).toBeGreaterThanOrEqual('🧑🏻‍❤️‍💋‍🧑🏼'.length * 60);
  });
});
