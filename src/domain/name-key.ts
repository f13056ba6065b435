// Two names a reader cannot tell apart get one key (docs/product/organisers.md, "Crew passes"): the change
// log names people by their pass, so "Dana", "ＤＡＮＡ" (full-width), "Da\u200Bna" (a zero-width space inside)
// and "DANA " must not be two working passes. Compatibility forms are folded (NFKC: full-width letters,
// ligatures, superscripts), characters drawn as nothing dropped, letter case folded, white space
// collapsed. Letters of other scripts that look alike (a Cyrillic "а") are the word filter's confusables
// skeleton's to fold; this key is meant to take that fold in too (docs/decisions/059-password-tries-logs-and-names.md).

const drawnAsNothing = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** The key under which two look-alike names are the same name. */
export function nameKey(name: string): string {
  return (
    name
      .normalize('NFKC')
      .replace(drawnAsNothing, '')
      // Upper then lower reaches full case folding where lower alone does not: "ß" and "SS", "ſ" and "s".
      .toUpperCase()
      .toLowerCase()
      .normalize('NFKC')
      .replace(/\s+/gu, ' ')
      .trim()
  );
}
