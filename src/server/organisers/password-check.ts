import { createHash, timingSafeEqual } from 'node:crypto';

// Both sides are hashed first: timingSafeEqual needs equal lengths, and comparing fixed-size digests
// means neither the time taken nor an early length check tells a guesser anything about the password.
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** True only when `given` is a string equal to the organiser password; compared in constant time. */
export function passwordMatches(given: unknown, expected: string): boolean {
  const candidate = typeof given === 'string' ? given : '';
  const same = timingSafeEqual(digest(candidate), digest(expected));
  // An empty or missing password never matches, even if the configured one were somehow empty.
  return same && candidate.length > 0;
}
