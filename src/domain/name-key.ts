import { foldLookAlike } from './screening/letter-skeleton';

// Two names a reader cannot tell apart get one key (docs/product/organisers.md, "Crew passes"): the change
// log names people by their pass, so "Dana", "ＤＡＮＡ" (full-width), "Da\u200Bna" (a zero-width space inside),
// "Dаna" (a Cyrillic "а") and "DANA " must not be two working passes. Compatibility forms are folded
// (NFKC: full-width letters, ligatures, superscripts), characters drawn as nothing dropped, each letter
// of another script (or a small capital) folded onto the Latin letter it looks like with the word filter's
// confusables fold, letter case folded, white space collapsed. Latin letters keep their accents: "José"
// and "Jose" are two people (docs/decisions/059-password-tries-logs-and-names.md).

const drawnAsNothing = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
// Basic Latin and Latin-1 to Latin Extended-B letters, digits and spaces are read as they are.
const readAsItIs = /^[\s0-9a-z\u00DF-\u024F]$/u;

/** The key under which two look-alike names are the same name. */
export function nameKey(name: string): string {
  const plain = name
    .normalize('NFKC')
    .replace(drawnAsNothing, '')
    // Upper then lower reaches full case folding where lower alone does not: "ß" and "SS", "ſ" and "s".
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim();
  return [...plain]
    .map((character) => (readAsItIs.test(character) ? character : foldLookAlike(character)))
    .join('');
}
