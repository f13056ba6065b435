import { randomInt } from 'node:crypto';
import { BADGE_CODE_ALPHABET, BADGE_CODE_LENGTH } from '../../domain/tickets/badge-lookup';

// Why the alphabet leaves letters out: src/domain/tickets/badge-lookup.ts. The badges table's unique
// constraint still refuses the rare clash.

function newBadgeCode(): string {
  let code = '';
  for (let i = 0; i < BADGE_CODE_LENGTH; i++)
    code += BADGE_CODE_ALPHABET[randomInt(BADGE_CODE_ALPHABET.length)];
  return code;
}

/** `count` distinct codes. */
export function newBadgeCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newBadgeCode());
  return [...codes];
}
