// Options donors suggest for a bid war (docs/product/donations-and-incentives.md, "Suggested options";
// docs/decisions/074-suggested-options.md). Two suggestions are the same option when they fold to the
// same key: case, accents and spacing do not make a new option ("Star  Battle", "star battle" and
// "Stär Battle" are one). The page and the server judge a suggestion with the same rules.
import { cleanDisplayName } from '../display-text';
import { isNameTooLong } from '../name-length';

/** A suggested option's longest title, in characters as a person sees them (name-length.ts). */
export const maxSuggestionLength = 40;

/** The suggestion as it will be shown once approved: cleaned like a display name (one line, spaces collapsed). */
export function cleanSuggestion(text: string): string {
  return cleanDisplayName(text);
}

/**
 * The key two suggestions are compared by: compatibility-decomposed (so 'ﬁ' is 'fi' and a full-width
 * letter its plain one), accents and other combining marks dropped, lower-cased, every run of spaces and
 * punctuation one space.
 */
export function foldOption(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

/** Why this suggestion cannot be sent, or null when it can (the text as typed). */
export function suggestionProblem(text: string): string | null {
  const cleaned = cleanSuggestion(text);
  if (foldOption(cleaned) === '') return 'Type the option you suggest, or choose one of the options.';
  if (isNameTooLong(cleaned, maxSuggestionLength))
    return `A suggested option is at most ${maxSuggestionLength} characters.`;
  return null;
}
