// Screening (docs/product/screening.md): which donations wait for an organiser before their name and
// message are shown. Pure, so the dashboard's preview of the word list and the server agree. The money
// is never held: only what a stranger typed.

export const screeningModes = ['off', 'filter', 'screen'] as const;
export type ScreeningMode = (typeof screeningModes)[number];

/** 'published' was never held; 'held' waits; 'approved' and 'denied' are an organiser's decision. */
export const screeningStates = ['published', 'held', 'approved', 'denied'] as const;
export type ScreeningState = (typeof screeningStates)[number];

type HeldReason = 'word' | 'link' | 'screen';

export type ScreeningVerdict = { state: 'published' } | { state: 'held'; reason: HeldReason };

export const isScreeningMode = (value: unknown): value is ScreeningMode =>
  typeof value === 'string' && (screeningModes as readonly string[]).includes(value);

/** Whether a donation's own name and message may be shown publicly. */
export const nameAndMessageShown = (state: ScreeningState): boolean =>
  state === 'published' || state === 'approved';

/**
 * What a word filter compares: compatibility-decomposed, lower case, accents and everything that is
 * not a letter or digit dropped. So "ZONKWORT", "zonk\u200bwort", "Zönk-Wort" and "z o n k w o r t" all
 * read "zonkwort": the filter cannot be stepped around with case, accents, invisible characters or
 * punctuation. It also means a word can match inside a longer one; a held donation only waits for a
 * person, so a false alarm costs a click, a miss costs the stream.
 */
function screeningLetters(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A word list as organisers type it (commas or new lines), compared as screeningLetters. */
export function parseScreeningWords(typed: string): string[] {
  return uniqueWords(typed.split(/[,\n]/));
}

/** The words that mean anything to the filter, each once, in the order first given. */
export function uniqueWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const word of words) {
    const letters = screeningLetters(word);
    if (letters !== '') seen.add(letters);
  }
  return [...seen];
}

// A scheme, "www.", or a name ending in a top-level domain people paste into chats. Not every domain:
// "Sudoku.Champ" is a fine name; a held message waits for a person anyway.
const linkPattern =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|gg|tv|co|me|ly|gl|xyz|info|biz|link|app|dev|site|live|shop|click|top|ru|cn|uk|de|us)\b(?:\/|$|[\s?#:]))/i;

/**
 * Whether the text holds something a viewer could follow as a link.
 */
function holdsLink(text: string): boolean {
  return linkPattern.test(text.normalize('NFKC'));
}

/**
 * The first listed word found in the text, or undefined.
 */
function matchedWord(text: string, words: readonly string[]): string | undefined {
  const letters = screeningLetters(text);
  if (letters === '') return undefined;
  return words.find((word) => word !== '' && letters.includes(word));
}

export interface ScreenedText {
  /** The name as stored; '' is shown as "Anonymous". */
  name: string;
  message: string;
}

/** Whether a new donation is shown at once or waits for an organiser. `words` as uniqueWords gives. */
export function screenDonation(
  mode: ScreeningMode,
  words: readonly string[],
  donation: ScreenedText,
): ScreeningVerdict {
  if (mode === 'off') return { state: 'published' };
  const typed = `${donation.name}\n${donation.message}`;
  if (mode === 'screen') {
    return donation.name.trim() === '' && donation.message.trim() === ''
      ? { state: 'published' }
      : { state: 'held', reason: 'screen' };
  }
  // The name and the message are compared one by one, so a word is not made across the two.
  if (matchedWord(donation.name, words) !== undefined || matchedWord(donation.message, words) !== undefined) {
    return { state: 'held', reason: 'word' };
  }
  if (holdsLink(typed)) return { state: 'held', reason: 'link' };
  return { state: 'published' };
}
