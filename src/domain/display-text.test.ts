import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanDisplayMessage, cleanDisplayName } from './display-text';

// A character keeps at most 3 combining marks.
const maxMarksPerCharacter = 3;

const acute = '\u0301';
const zwj = '\u200D';

describe('a display name', () => {
  it('keeps an ordinary name, accents, scripts and emoji as typed', () => {
    for (const name of ['Ada Lovelace', 'Zoë Ñúñez', 'محمد الشمري', '山田 太郎', 'नमस्ते', 'Puzzle fan 🧩🎉']) {
      expect(cleanDisplayName(name)).toBe(name);
    }
  });

  it('is composed (NFC): an accent typed as its own mark becomes the accented letter', () => {
    expect(cleanDisplayName(`Zoe${'\u0308'}`)).toBe('Zoë');
    expect(cleanDisplayName(`Zoe${'\u0308'}`)).toHaveLength(3);
  });

  it('keeps a character that NFC would write longer, so a name within its limit stays within it', () => {
    expect(cleanDisplayName('\u0958'.repeat(60))).toHaveLength(60);
  });

  it.each([
    ['the Arabic letter mark', '\u061C'],
    ['the left-to-right mark', '\u200E'],
    ['the right-to-left mark', '\u200F'],
    ['a left-to-right embedding', '\u202A'],
    ['a right-to-left embedding', '\u202B'],
    ['a pop directional formatting', '\u202C'],
    ['a left-to-right override', '\u202D'],
    ['a right-to-left override', '\u202E'],
    ['a left-to-right isolate', '\u2066'],
    ['a right-to-left isolate', '\u2067'],
    ['a first strong isolate', '\u2068'],
    ['a pop directional isolate', '\u2069'],
  ])('loses %s, so it cannot reverse the text around it', (_, control) => {
    expect(cleanDisplayName(`${control}Ada${control} Lovelace${control}`)).toBe('Ada Lovelace');
  });

  it.each([
    ['a zero-width space', '\u200B'],
    ['a zero-width non-joiner', '\u200C'],
    ['a zero-width joiner between letters', zwj],
    ['a word joiner', '\u2060'],
    ['an invisible times', '\u2062'],
    ['an invisible plus', '\u2064'],
    ['a byte order mark', '\uFEFF'],
    ['the Mongolian vowel separator', '\u180E'],
    ['a soft hyphen', '\u00AD'],
    ['the combining grapheme joiner', '\u034F'],
    ['a Hangul choseong filler', '\u115F'],
    ['a Hangul jungseong filler', '\u1160'],
    ['the Hangul filler', '\u3164'],
    ['the halfwidth Hangul filler', '\uFFA0'],
    ['a tag character', '\u{E0041}'],
    ['the cancel tag', '\u{E007F}'],
    ['another format character (the Arabic number sign)', '\u0600'],
    ['an interlinear annotation anchor', '\uFFF9'],
  ])('loses %s', (_, invisible) => {
    expect(cleanDisplayName(`A${invisible}da${invisible}`)).toBe('Ada');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['joiners and marks of direction', '\u200D\u200E\u200F\u2060'],
    ['Hangul fillers', '\u3164\u115F\uFFA0'],
    ['blank braille cells', '\u2800\u2800'],
    ['spaces and line breaks', ' \n\u00A0\u3000\t'],
    ['combining marks alone', `${acute}\u0308\u034F`],
    ['tag characters', '\u{E0041}\u{E0042}'],
  ])('made only of %s is empty, so it shows as Anonymous', (_, name) => {
    expect(cleanDisplayName(name)).toBe('');
  });

  it('keeps the joiner and presentation selector of emoji sequences', () => {
    for (const emoji of ['👩‍💻', '👨‍👩‍👧', '🏳️‍🌈', '❤️‍🔥', '👩🏽‍🚀', '🧔‍♂️', '1️⃣', '☺︎']) {
      expect(cleanDisplayName(`Fan ${emoji}`)).toBe(`Fan ${emoji}`);
    }
  });

  it('drops a joiner that does not join two emoji', () => {
    expect(cleanDisplayName(`🧩${zwj}${zwj}🎉`)).toBe(`🧩${zwj}🎉`);
    expect(cleanDisplayName(`🧩${zwj}`)).toBe('🧩');
    expect(cleanDisplayName(`🧩${zwj} a`)).toBe('🧩 a');
  });

  it.each([
    ['a null', '\u0000'],
    ['an escape', '\u001B'],
    ['a delete', '\u007F'],
    ['a C1 control', '\u009B'],
  ])('loses %s', (_, control) => {
    expect(cleanDisplayName(`Ada${control}Lovelace`)).toBe('AdaLovelace');
  });

  it(`keeps at most ${maxMarksPerCharacter} combining marks on a character, so the text stays on its line`, () => {
    const zalgo = `Z${'\u0336\u0353\u0316\u0330\u030E\u0346'.repeat(5)}ALGO`;
    expect(cleanDisplayName(zalgo)).toBe('Z\u0336\u0353\u0316ALGO');
    // Tibetan stacks three marks on a letter.
    expect(cleanDisplayName('སྒྲུབ')).toBe('སྒྲུབ');
  });

  it('turns every line break into a space, collapses runs of white space and trims', () => {
    expect(cleanDisplayName('  Ada\r\nLovelace\u2028the\u2029Countess\u0085of\vLovelace\f ')).toBe(
      'Ada Lovelace the Countess of Lovelace',
    );
    expect(cleanDisplayName('Ada \t\u00A0\u3000  Lovelace')).toBe('Ada Lovelace');
  });

  it('can be cut to a length without splitting a character or leaving a space at the end', () => {
    expect(cleanDisplayName('Ada Lovelace', 4)).toBe('Ada');
    expect(cleanDisplayName('Ada🧩', 4)).toBe('Ada');
    expect(cleanDisplayName(`🧩${zwj}🎉`, 3)).toBe('🧩');
  });
});

describe('a message', () => {
  it('keeps single and double line breaks, and writes each as \\n', () => {
    expect(cleanDisplayMessage('Good luck!\r\nSolvers\u2028of\u2029the\rworld\u0085!')).toBe(
      'Good luck!\nSolvers\nof\nthe\nworld\n!',
    );
    expect(cleanDisplayMessage('Para one.\n\nPara two.')).toBe('Para one.\n\nPara two.');
  });

  it('keeps at most one empty line, even when the empty lines hold spaces', () => {
    expect(cleanDisplayMessage(`Hi${'\n'.repeat(498)}there`)).toBe('Hi\n\nthere');
    expect(cleanDisplayMessage('Hi\n \n\t\n\u00A0\nthere')).toBe('Hi\n\nthere');
  });

  it('is trimmed, and a message of line breaks and invisible characters is empty', () => {
    expect(cleanDisplayMessage('\n\n  Go team!  \n\n')).toBe('Go team!');
    expect(cleanDisplayMessage('\n\u200B\n\u202E\n\u3164\n')).toBe('');
  });

  it('loses controls other than line breaks, and bidirectional controls', () => {
    expect(cleanDisplayMessage('Go\u0000 \u202Eteam\u0007!')).toBe('Go team!');
  });

  it('keeps spaces inside a line as typed', () => {
    expect(cleanDisplayMessage('a   b')).toBe('a   b');
  });
});

// Text built to reach every rule: the removed classes, marks, joiners, emoji, line breaks, characters
// that NFC composes or that grow under NFC, broken surrogate pairs, and any code point at all.
const hostileUnit = fc.oneof(
  fc.constantFrom(
    '\u202E',
    '\u2066',
    '\u200B',
    zwj,
    '\u200C',
    '\uFEFF',
    '\u00AD',
    '\u034F',
    '\u3164',
    '\u{E0041}',
    '\u0600',
    '\u0000',
    '\u001B',
    '\u0085',
    '\u2028',
    '\u2029',
    '\r',
    '\n',
    '\r\n',
    '\t',
    ' ',
    '\u00A0',
    '\u2800',
    acute,
    '\u0308',
    '\u0336',
    '\u093C',
    '\uFE0F',
    '\uFE0E',
    '\uFE00',
    '🧩',
    '👩',
    '🏽',
    '❤',
    'e',
    'A',
    'क',
    '\u0958',
    '\u0344',
    '\u0F73',
    '\u{2F800}',
    '\u1100',
    '\u1161',
    '\uD800',
    '\uDC00',
  ),
  fc.string({ unit: 'binary', maxLength: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 2 }),
);
const hostileText = fc.string({ unit: hostileUnit, maxLength: 40 });

// What never survives cleaning: controls and format characters (a joiner only inside an emoji
// sequence), invisible characters other than emoji presentation selectors, broken surrogate pairs.
const removedClass = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/u;
const emojiOrTone = /[\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;
function removedCharacters(text: string, keepLines: boolean): string[] {
  const chars = [...text];
  return chars.filter((char, i) => {
    if ((keepLines && char === '\n') || char === '\uFE0E' || char === '\uFE0F') return false;
    if (char === zwj) {
      let base = i - 1;
      while (base >= 0 && /\p{M}/u.test(chars[base] ?? '')) base--;
      return !(emojiOrTone.test(chars[base] ?? '') && /\p{Extended_Pictographic}/u.test(chars[i + 1] ?? ''));
    }
    return removedClass.test(char);
  });
}
const marksInARow = (text: string) =>
  Math.max(0, ...(text.match(/\p{M}+/gu) ?? []).map((run) => [...run].length));

describe.each([
  ['a display name', cleanDisplayName, false],
  ['a message', cleanDisplayMessage, true],
] as const)('cleaning %s, for any text', (_, clean, keepLines) => {
  it('changes nothing the second time', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(clean(clean(text))).toBe(clean(text));
      }),
    );
  });

  it('never makes it longer', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(clean(text).length).toBeLessThanOrEqual(text.length);
      }),
    );
  });

  it('leaves no removed character, nor too many marks on one character, nor white space around it', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const cleaned = clean(text);
        expect(removedCharacters(cleaned, keepLines)).toEqual([]);
        expect(marksInARow(cleaned)).toBeLessThanOrEqual(maxMarksPerCharacter);
        expect(cleaned).toBe(cleaned.trim());
        if (keepLines) expect(cleaned).not.toMatch(/\n\s*\n\s*\n|[\r\u0085\u2028\u2029]/);
        else expect(cleaned).not.toMatch(/[\n\r\u0085\u2028\u2029]|\s\s/);
      }),
    );
  });

  it('cut to a length, fits it and is still clean', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 0, max: 30 }), (text, max) => {
        const cut = clean(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(clean(cut)).toBe(cut);
      }),
    );
  });
});
