import { holdsLink } from './link-finder';
import type { ScreeningMode } from './screening';
import { wordMatcher } from './word-match';

// Which donations wait for an organiser before their name and message are shown
// (docs/product/screening.md). The server's alone: the filter reads text with Unicode's confusables
// data, which no page needs (docs/decisions/062-screening-reads-what-a-person-reads.md).

/** 'suggestion': it brings an option for a bid war, which a moderator reads before it is shown. */
type HeldReason = 'word' | 'link' | 'screen' | 'suggestion';

export type ScreeningVerdict = { state: 'published' } | { state: 'held'; reason: HeldReason };

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
  if (mode === 'screen') {
    return donation.name.trim() === '' && donation.message.trim() === ''
      ? { state: 'published' }
      : { state: 'held', reason: 'screen' };
  }
  // The name and the message are read one by one, so a word is not made across the two.
  const matchedWord = wordMatcher(words);
  if (matchedWord(donation.name) !== undefined || matchedWord(donation.message) !== undefined) {
    return { state: 'held', reason: 'word' };
  }
  if (holdsLink(donation.name) || holdsLink(donation.message)) return { state: 'held', reason: 'link' };
  return { state: 'published' };
}

/**
 * A donation that brings a new option for a bid war always waits: the option is shown only once a
 * moderator approves it (docs/decisions/074-suggested-options.md). The reason says what the moderator
 * should look at first: the name or message, a listed word or a link in the option, or the option itself.
 */
export function screenSuggestingDonation(
  mode: ScreeningMode,
  words: readonly string[],
  donation: ScreenedText,
  suggestion: string,
): ScreeningVerdict {
  const own = screenDonation(mode === 'off' ? 'filter' : mode, words, donation);
  if (own.state === 'held') return own;
  if (wordMatcher(words)(suggestion) !== undefined) return { state: 'held', reason: 'word' };
  if (holdsLink(suggestion)) return { state: 'held', reason: 'link' };
  return { state: 'held', reason: 'suggestion' };
}
