// How long a host needs to read one donation aloud on stream (docs/product/read-page.md, "Reading
// time"): the name, the amount as it is spoken, the incentive and the message, at a calm speaking pace.
// It only has to tell a ten-second shout-out from a two-minute letter, so words are counted, not syllables.
import type { Cents } from './money';

/** Words a minute of someone reading aloud to a stream: slower than conversation, for clarity. */
const speakingWordsPerMinute = 150;
/**
 * Even "Anonymous donated five dollars" takes a breath before and after.
 * @internal exported for its tests only
 */
export const minimumReadingSeconds = 3;

export interface ReadAloud {
  /** As shown: '' is read as "Anonymous". */
  name: string;
  amountCents: Cents;
  /** A cheer is read as its bits ("cheered one hundred bits"), not as dollars. */
  bits: number | null;
  message: string;
  /** The incentive's title as it would be read, or null. */
  incentive: string | null;
}

/**
 * Words in a text, counting only runs that hold a letter or digit (a lone emoji or dash is not read).
 * @internal exported for its tests only
 */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

// 'thirty-four' is two spoken words; 'twelve' and 'forty' one; 'five hundred' two.
function wordsUnderAThousand(n: number): number {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords = rest === 0 ? 0 : rest < 20 || rest % 10 === 0 ? 1 : 2;
  return (hundreds > 0 ? 2 : 0) + restWords;
}

/**
 * How many words a whole number takes when said aloud ("one thousand two hundred fifty" is five).
 * @internal exported for its tests only
 */
export function spokenNumberWords(n: number): number {
  let rest = Math.floor(Math.abs(n));
  if (rest === 0) return 1;
  let words = 0;
  // Each group of three digits is said, then its scale ("thousand", "million") if it is not the last.
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group > 0) words += wordsUnderAThousand(group) + (scale > 0 ? 1 : 0);
    rest = Math.floor(rest / 1000);
  }
  return words;
}

/** "donated twelve dollars and fifty cents", "cheered three hundred bits": the words said. */
function amountSentenceWords(amountCents: Cents, bits: number | null): number {
  if (bits !== null) return 1 + spokenNumberWords(bits) + 1;
  const dollars = Math.floor(amountCents / 100);
  const cents = amountCents % 100;
  return 1 + spokenNumberWords(dollars) + 1 + (cents > 0 ? 1 + spokenNumberWords(cents) + 1 : 0);
}

/** Whole seconds to read the donation aloud, never under minimumReadingSeconds. */
export function readingSeconds(donation: ReadAloud): number {
  const words =
    wordCount(donation.name.trim() === '' ? 'Anonymous' : donation.name) +
    amountSentenceWords(donation.amountCents, donation.bits) +
    // "for" and the title.
    (donation.incentive === null ? 0 : 1 + wordCount(donation.incentive)) +
    wordCount(donation.message);
  return Math.max(minimumReadingSeconds, Math.ceil((words * 60) / speakingWordsPerMinute));
}
