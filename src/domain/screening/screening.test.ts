import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameAndMessageShown, parseScreeningWords, screenDonation, uniqueWords } from './screening';

const words = uniqueWords(['zonkwort', 'Blorp']);
/** What the filter mode makes of a donation with this message and no name. */
const filtered = (message: string, list: readonly string[] = words) =>
  screenDonation('filter', list, { name: '', message });
const heldForAWord = { state: 'held', reason: 'word' };
const heldForALink = { state: 'held', reason: 'link' };
const published = { state: 'published' };

describe('the word filter', () => {
  it('finds a listed word whatever its case, accents, invisible characters or punctuation', () => {
    for (const typed of [
      'ZONKWORT',
      'zonk\u200bwort',
      'Zönk-Wört',
      'z o n k w o r t',
      'ｚｏｎｋｗｏｒｔ',
      'I love zonkworts',
    ]) {
      // With "zonkwort" the only word listed, a hold for a word is a hold for that one.
      expect(filtered(typed, uniqueWords(['zonkwort'])), typed).toEqual(heldForAWord);
      expect(filtered(typed, uniqueWords(['Blorp'])), typed).toEqual(published);
    }
  });

  it('lets ordinary text through', () => {
    for (const typed of ['Good luck with the 16x16!', 'Ada Solver', 'zonk wart', '']) {
      expect(filtered(typed), typed).toEqual(published);
    }
  });

  it('reads an organiser-typed list split by commas or lines, each word once', () => {
    expect(parseScreeningWords('Zonkwort, blorp\nZONK-WORT,, \n')).toEqual(['zonkwort', 'blorp']);
  });

  it('finds every listed word inside any text around it (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...words), fc.string(), (before, word, after) => {
        expect(filtered(`${before}${word.toUpperCase()}${after}`)).toEqual(heldForAWord);
      }),
    );
  });

  it('compares letters only: the result holds nothing but lower-case letters and digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        for (const letters of uniqueWords([text])) {
          expect(letters).toBe(letters.toLowerCase());
          expect(/[^\p{L}\p{N}]/u.test(letters)).toBe(false);
        }
      }),
    );
  });
});

describe('links', () => {
  it('holds what a viewer could follow', () => {
    for (const typed of [
      'https://scam.example',
      'visit www.puzzles.test',
      'go to free-prizes.com now',
      'bit.ly/abc',
      'HTTP://X.Y',
    ]) {
      expect(filtered(typed, []), typed).toEqual(heldForALink);
    }
  });

  it('lets names and sentences with dots through', () => {
    for (const typed of ['Sudoku.Champ', 'Good luck. Have fun.', 'v2.0 solver', 'J.R.R. Solver']) {
      expect(filtered(typed, []), typed).toEqual(published);
    }
  });
});

describe('the screening modes', () => {
  const typed = (name: string, message = '') => ({ name, message });

  it('off shows everything at once', () => {
    expect(screenDonation('off', words, typed('zonkwort', 'www.x.com'))).toEqual({ state: 'published' });
  });

  it('filter holds a listed word in the name or the message, or a link, and nothing else', () => {
    expect(screenDonation('filter', words, typed('Blorp'))).toEqual({ state: 'held', reason: 'word' });
    expect(screenDonation('filter', words, typed('Ada', 'zonkwort!'))).toEqual({
      state: 'held',
      reason: 'word',
    });
    expect(screenDonation('filter', words, typed('Ada', 'see https://x.io'))).toEqual({
      state: 'held',
      reason: 'link',
    });
    expect(screenDonation('filter', words, typed('Ada', 'Good luck'))).toEqual({ state: 'published' });
  });

  it('filter does not join a name and a message into a word', () => {
    expect(screenDonation('filter', words, typed('zonk', 'wort'))).toEqual({ state: 'published' });
  });

  it('screen holds every donation with a name or a message, and none without', () => {
    expect(screenDonation('screen', words, typed('Ada'))).toEqual({ state: 'held', reason: 'screen' });
    expect(screenDonation('screen', words, typed('', 'hi'))).toEqual({ state: 'held', reason: 'screen' });
    expect(screenDonation('screen', words, typed('', ''))).toEqual({ state: 'published' });
  });

  it('shows a name and message only when never held or approved', () => {
    expect(
      ['published', 'held', 'approved', 'denied'].map((state) => nameAndMessageShown(state as never)),
    ).toEqual([true, false, true, false]);
  });
});
