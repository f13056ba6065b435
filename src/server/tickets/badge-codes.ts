import { randomInt } from 'node:crypto';

// Badge codes are read aloud at the registration desk and typed from paper: no 0/O, 1/I/L, 2/Z, 5/S,
// 8/B. 25^6 is about 244 million codes, so a clash among a convention's badges is vanishingly rare;
// the table's unique constraint still refuses one.
const alphabet = 'ACDEFGHJKMNPQRTUVWXY34679';
const length = 6;

export function newBadgeCode(): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** `count` distinct codes. */
export function newBadgeCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newBadgeCode());
  return [...codes];
}
