// Names are counted in the characters a person sees (docs/product/limits.md, "Names"): one grapheme
// cluster is one character, so an emoji, a flag, a family emoji or a letter with its accent typed apart
// each count as one. A string's length counts UTF-16 code units, in which one emoji is two and a family
// eleven: a name of 60 emoji was "too long" at 30.
//
// A cluster can also be made as long as one likes (emoji joined by U+200D chain without end, and a font
// without that sequence draws every one of them), so a cluster longer than `maxUnitsPerCharacter` code
// units counts as one character for each started run of that many: more than any emoji sequence Unicode
// names needs (a kiss with two skin tones is 15), far less than a chain that draws a crowd.

const maxUnitsPerCharacter = 16;

// Intl.Segmenter is in every browser the site supports but Firefox before 125 (2024); there each code
// point counts, which is never fewer than the clusters: such a browser may call a name of emoji sequences
// too long that the server takes, never the other way round.
// Made on first use: making one loads the browser's segmentation data, about 100 ms of a slow phone's
// start on every page with a name field, where most names are decided without it
// (docs/decisions/066-what-a-phone-loads-first.md).
let graphemes: Intl.Segmenter | undefined;

/** How many characters `text` counts as against a limit: its clusters, a very long one as several. */
function countedLength(text: string): number {
  if (typeof Intl.Segmenter !== 'function') return [...text].length;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let count = 0;
  for (const { segment } of graphemes.segment(text))
    count += Math.ceil(segment.length / maxUnitsPerCharacter);
  return count;
}

/**
 * Whether a name passes `max` characters as a person sees them. The spaces around it do not count: they
 * are never stored.
 */
export function isNameTooLong(name: string, max: number): boolean {
  const text = name.trim();
  // Every character is at least one code unit and at most maxUnitsPerCharacter: most names are decided
  // without segmenting them.
  if (text.length <= max) return false;
  if (text.length > max * maxUnitsPerCharacter) return true;
  return countedLength(text) > max;
}

/**
 * The `maxLength` of a name's field: a field counts code units, so it stops only a name far past the
 * limit, and the form's own check says when one is too long ("… is too long (at most 60 characters).").
 */
export const nameFieldMaxLength = (max: number): number => max * maxUnitsPerCharacter;
