// Finding a badge at the door (docs/product/organisers.md, "Check-in at the door"): by the code its QR
// code holds, typed from paper, or by part of the name. The server's search and the check-in page's
// offline search use these same rules.

/**
 * Badge codes are read aloud and typed from paper: no 0/O, 1/I/L, 2/Z, 5/S, 8/B. 25^6 is about 244
 * million codes, so a clash among a convention's badges is vanishingly rare.
 */
export const BADGE_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const BADGE_CODE_LENGTH = 6;

const codePattern = new RegExp(`^[${BADGE_CODE_ALPHABET}]{${BADGE_CODE_LENGTH}}$`);

/** What a volunteer typed or a camera read, as codes are stored: no surrounding spaces, upper case. */
export function normaliseBadgeCode(text: string): string {
  return text.trim().toUpperCase();
}

/** True when the text (once normalised) could be a badge code at all. */
export function looksLikeBadgeCode(text: string): boolean {
  return codePattern.test(normaliseBadgeCode(text));
}

/** Lower case, accents dropped, spaces collapsed: 'Zoë  QUILL' and 'zoe quill' read the same. */
function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface FindableBadge {
  code: string;
  name: string;
}

/**
 * A badge matches when its code holds the query, or its name holds every word of the query in any
 * order ('quill zo' finds 'Zoë Quill'). An empty query matches every badge.
 */
export function badgeMatches(query: string, badge: FindableBadge): boolean {
  const words = searchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  if (badge.code.includes(normaliseBadgeCode(query))) return true;
  const name = searchText(badge.name);
  return words.every((word) => name.includes(word));
}
