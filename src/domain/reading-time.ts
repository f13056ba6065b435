// How long a host needs to read one donation aloud on stream (docs/product/read-page.md, "Reading
// time"): the name, the amount as it is spoken, the incentive and the message, at a calm speaking pace.
// It only has to tell a ten-second shout-out from a two-minute letter, so words are counted, not syllables.
import type { Cents } from './money';
import { spokenNumberWords, wordCount } from './spoken-words';

/** Words a minute of someone reading aloud to a stream: slower than conversation, for clarity. */
const speakingWordsPerMinute = 150;
/** Even "Anonymous donated five dollars" takes a breath before and after. */
const minimumReadingSeconds = 3;

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
