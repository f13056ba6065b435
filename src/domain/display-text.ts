// What a stranger's display name and message become before they are stored and shown on stream, on
// /donations and on the dashboard (docs/product/donations-and-incentives.md, "Names and messages").
// Escaping keeps markup out; this keeps out text that fakes the layout: a name that reverses itself, is
// blank yet not "Anonymous", climbs out of its line, or a message that is one tall empty block.
// Idempotent and never longer than what it is given, so a field's maxLength also bounds the result.

const lineBreaks = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// A tab would join two words if it were dropped with the other controls; a blank braille cell is the
// usual way to type a name that looks empty, so it counts as a space.
const spaceLike = /[\t\u2800]/g;
// Controls, format characters (bidirectional controls, zero-width characters, tags...), the characters
// Unicode says to draw as nothing (Hangul fillers, the grapheme joiner...) and halves of broken pairs.
const invisible = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/u;
const combiningMark = /\p{M}/u;
const whiteSpace = /\s/u;
const pictograph = /\p{Extended_Pictographic}/u;
const skinTone = /\p{Emoji_Modifier}/u;
const zeroWidthJoiner = '\u200D';
/** Text and emoji presentation selectors: invisible, but they pick how an emoji is drawn. */
const emojiPresentation = /^[\uFE0E\uFE0F]$/;

/**
 * Marks kept on one character. Tibetan stacks and Devanagari's nukta, vowel sign and nasal need three;
 * more only piles marks above and below the line ("zalgo" text).
 */
const maxMarksPerCharacter = 3;

/** A character and the combining marks drawn on it. */
type Cluster = { base: string; marks: string[] };

function clustersOf(text: string, keepLines: boolean): Cluster[] {
  const clusters: Cluster[] = [];
  const unified = text.replace(lineBreaks, keepLines ? '\n' : ' ').replace(spaceLike, ' ');
  for (const char of unified) {
    const kept =
      char === '\n' || char === zeroWidthJoiner || emojiPresentation.test(char) || !invisible.test(char);
    if (!kept) continue;
    if (!combiningMark.test(char)) {
      clusters.push({ base: char, marks: [] });
      continue;
    }
    // A mark with nothing to sit on (at the start, after a space or a line break) is dropped.
    const last = clusters.at(-1);
    if (last && !whiteSpace.test(last.base)) last.marks.push(char);
  }
  return clusters;
}

/** The joiner of an emoji sequence (👩‍💻, 🏳️‍🌈): between an emoji, or its skin tone, and the next emoji. */
function joinsEmoji(previous: Cluster | undefined, joiner: Cluster, next: Cluster | undefined): boolean {
  if (joiner.marks.length > 0 || !previous || !next) return false;
  return (pictograph.test(previous.base) || skinTone.test(previous.base)) && pictograph.test(next.base);
}

/** A character with its first marks, up to the limit. */
function limited(text: string): string {
  const [base = '', ...marks] = text;
  return base + marks.slice(0, maxMarksPerCharacter).join('');
}

/**
 * NFC, so an accent typed as its own mark counts as one character, as the precomposed letter does. Some
 * characters (Devanagari's precomposed nukta letters among them) grow under NFC; those keep their form,
 * so cleaning never lengthens a text. NFC can also split one mark in two, hence the limit again.
 */
function composed(cluster: Cluster): string {
  const text = cluster.marks.length === 0 ? cluster.base : limited(cluster.base + cluster.marks.join(''));
  const normal = text.normalize('NFC');
  return normal.length <= text.length ? limited(normal) : text;
}

function cleanText(text: string, keepLines: boolean): string {
  // Most names and messages are plain ASCII, which only the white space rules change.
  if (/^[\x20-\x7E\n]*$/.test(text)) return keepLines ? text : text.replaceAll('\n', ' ');
  const clusters = clustersOf(text, keepLines);
  let out = '';
  let previous: Cluster | undefined;
  clusters.forEach((cluster, index) => {
    if (cluster.base === zeroWidthJoiner && !joinsEmoji(previous, cluster, clusters[index + 1])) return;
    out += composed(cluster);
    previous = cluster;
  });
  return out;
}

/** Cuts at `max` UTF-16 code units without splitting a character; the caller cleans the result again. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * A display name as it is stored: one line, white space collapsed to single spaces, trimmed. Empty
 * means the donation shows as "Anonymous". With `maxLength`, a longer name is cut to fit (a Twitch name
 * is taken as Twitch sends it, not refused).
 */
export function cleanDisplayName(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const clean = (raw: string) => cleanText(raw, false).replace(/\s+/gu, ' ').trim();
  const cleaned = clean(text);
  return cleaned.length <= maxLength ? cleaned : clean(cut(cleaned, maxLength));
}

/**
 * A message as it is stored: every line break is '\n', spaces at the end of a line go, at most two line
 * breaks follow each other (one empty line), trimmed.
 */
export function cleanDisplayMessage(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const clean = (raw: string) =>
    cleanText(raw, true)
      .replace(/[^\S\n]+\n/gu, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  const cleaned = clean(text);
  return cleaned.length <= maxLength ? cleaned : clean(cut(cleaned, maxLength));
}
