import { describe, expect, it } from 'vitest';
import { foldOption, suggestionProblem } from './suggested-option';

describe('suggested options', () => {
  it('folds case, spacing, accents and punctuation into one option', () => {
    const one = foldOption('Star Battle');
    for (const spelling of [
      'star battle',
      '  STAR   battle ',
      'Stär Bättle',
      'star-battle',
      'Ｓｔａｒ Battle',
    ])
      expect(foldOption(spelling)).toBe(one);
    expect(foldOption('Star Battles')).not.toBe(one);
  });

  it('counts characters as a person sees them, and wants something typed', () => {
    expect(suggestionProblem('🧩'.repeat(40))).toBeNull();
    expect(suggestionProblem('🧩'.repeat(41))).toContain('at most 40');
    expect(suggestionProblem('   ')).not.toBeNull();
  });
});
