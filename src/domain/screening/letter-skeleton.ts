import unhomoglyph from 'unhomoglyph';

// What a person reads in a donor's text, letter by letter (docs/product/screening.md, "What is matched").
// Unicode's confusables data (unhomoglyph ships confusables.txt as a table) folds a letter of another
// script onto the one it looks like: Cyrillic "о" and Greek "ο" read "o", Greek "ν" reads "v", dotless
// "ı" reads "i". Its prototypes for some letters are small capitals ("т" is "ᴛ", "к" is "ĸ"), so small
// capitals are read as the letters they are. Digits and symbols that stand for letters in disguised
// writing ("sh1t", "b1tc01n", "$lut") read as those letters. Server-side only: the table is 100 KB, and
// no page previews the filter (docs/decisions/062-screening-reads-what-a-person-reads.md).

/** A "1" or "|": read as "i" or as "l", whichever the word needs. */
export const iOrL = '\u{E001}';

// Small capitals, and the two prototypes confusables.txt gives for small capitals K and M.
const smallCapitals: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ĸ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ʍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

// Digits and symbols written for letters. Checked before the confusables table, which reads "0" as
// "O" and "1" as "l" only.
const writtenForLetters: Record<string, string> = {
  '0': 'o',
  '1': iOrL,
  '|': iOrL,
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
};

// Letters drawn from A to Z in a row of symbols: regional indicators (🇸🇭🇮🇹), negative circled (🅢)
// and negative squared (🆂) letters; NFKC leaves them alone.
const letterRows = [0x1f1e6, 0x1f150, 0x1f170];

function fromLetterRow(codePoint: number): string | undefined {
  for (const first of letterRows) {
    if (codePoint >= first && codePoint < first + 26) return String.fromCodePoint(0x61 + codePoint - first);
  }
  return undefined;
}

const isLetterOrDigit = /^[\p{L}\p{N}]$/u;

// Characters already folded or read, kept so that a long message costs one table look-up per kind of
// character; bounded, as a message can hold any character.
const folds = new Map<string, string>();
const readings = new Map<string, string>();
const remember = (kept: Map<string, string>, character: string, value: string) => {
  if (kept.size < 10_000) kept.set(character, value);
  return value;
};

const withoutAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/** One character folded to what it looks like, lower case and without accents. */
export function foldLookAlike(character: string): string {
  const known = folds.get(character);
  if (known !== undefined) return known;
  // Decomposed and without accents first, as Unicode's skeleton is taken: the table maps only base
  // letters ("ö" whole is a look-alike of an Arabic letter; its "o" is an o).
  const folded = [...unhomoglyph(withoutAccents(character))]
    .map((part) => smallCapitals[part] ?? part)
    .join('');
  return remember(folds, character, withoutAccents(folded.toLowerCase()));
}

/**
 * What a person reads for one character of NFKC, lower-case text: letters ('' for a character that
 * shows nothing, such as an accent or a zero-width space), or a separator (' ') for anything else.
 */
function readCharacter(character: string): string {
  const known = readings.get(character);
  if (known !== undefined) return known;
  const codePoint = character.codePointAt(0) ?? 0;
  let reading: string;
  if (/\p{Default_Ignorable_Code_Point}|\p{M}/u.test(character)) reading = '';
  else {
    reading =
      writtenForLetters[character] ??
      fromLetterRow(codePoint) ??
      [...foldLookAlike(character)].map((part) => (isLetterOrDigit.test(part) ? part : ' ')).join('');
  }
  return remember(readings, character, reading);
}

/**
 * The words a person reads in a text, each as its letters: look-alikes folded, digits and symbols
 * read as letters, everything else a gap between words. "Ѕh1t, ʙɪᴛᴄʜ!" reads ["sh\u{E001}t", "bitch"].
 */
export function skeletonWords(text: string): string[] {
  // "!" ends a sentence unless a letter follows it ("sh!t").
  const normal = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/!+(?=[^\p{L}\p{N}!]|$)/gu, ' ');
  let letters = '';
  for (const character of normal) letters += readCharacter(character);
  return letters.split(' ').filter((word) => word !== '');
}
