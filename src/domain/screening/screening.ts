// Screening (docs/product/screening.md): the modes, the states of a donation's name and message, and
// the word list as organisers type it. Pure, so the dashboard's word editor and the server agree. What
// holds a donation is screen-donation.ts, the server's alone (it carries Unicode's confusables data).
// The money is never held: only what a stranger typed.

export const screeningModes = ['off', 'filter', 'screen'] as const;
export type ScreeningMode = (typeof screeningModes)[number];

/**
 * 'published' was never held; 'held' waits; 'approved' and 'denied' are an organiser's decision;
 * 'approving' is an approval still inside its undo window, shown nowhere until the window ends
 * (docs/decisions/065-approval-held-on-the-server.md).
 */
export const screeningStates = ['published', 'held', 'approving', 'approved', 'denied'] as const;
export type ScreeningState = (typeof screeningStates)[number];

export const isScreeningMode = (value: unknown): value is ScreeningMode =>
  typeof value === 'string' && (screeningModes as readonly string[]).includes(value);

/** Whether a donation's own name and message may be shown publicly. */
export const nameAndMessageShown = (state: ScreeningState): boolean =>
  state === 'published' || state === 'approved';

/**
 * A listed word as it is kept and shown: compatibility-decomposed, lower case, accents and everything
 * that is not a letter or digit dropped ("Zönk-Wort" is kept as "zonkwort", "kill yourself" as
 * "killyourself"). How it is matched is word-match.ts.
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
