import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { screenDonation } from './screen-donation';
import { nameAndMessageShown, parseScreeningWords, uniqueWords } from './screening';

const words = uniqueWords(['zonkwort', 'Blorp']);

describe('the word list', () => {
  it('reads an organiser-typed list split by commas or lines, each word once', () => {
    expect(parseScreeningWords('Zonkwort, blorp\nZONK-WORT,, \n')).toEqual(['zonkwort', 'blorp']);
  });

  it('keeps letters only: each word holds nothing but lower-case letters and digits (property)', () => {
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
