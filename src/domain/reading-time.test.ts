import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingSeconds } from './reading-time';
import { spokenNumberWords, wordCount } from './spoken-words';

// Even a donation with no words is shown for 3 seconds (docs/product/read-page.md).
const minimumReadingSeconds = 3;

const donation = (overrides: Partial<Parameters<typeof readingSeconds>[0]> = {}) => ({
  name: 'Ada Solver',
  amountCents: 2000,
  bits: null,
  message: '',
  incentive: null,
  ...overrides,
});

describe('how long a host needs to read a donation aloud', () => {
  it('counts words as they are said', () => {
    expect(wordCount('  Good luck,   Ada!  ')).toBe(3);
    expect(wordCount('🎉 — 🎉')).toBe(0);
    expect(spokenNumberWords(0)).toBe(1);
    expect(spokenNumberWords(20)).toBe(1); // twenty
    expect(spokenNumberWords(34)).toBe(2); // thirty four
    expect(spokenNumberWords(500)).toBe(2); // five hundred
    expect(spokenNumberWords(1250)).toBe(5); // one thousand two hundred fifty
    expect(spokenNumberWords(2_000_000)).toBe(2); // two million
  });

  it('never says a short donation takes less than a few seconds', () => {
    expect(readingSeconds(donation({ name: '' }))).toBe(minimumReadingSeconds);
  });

  it('reads a long message at about 150 words a minute', () => {
    const message = Array.from({ length: 150 }, () => 'word').join(' ');
    // 150 words of message, 2 of name, "donated twenty dollars": 155 words.
    expect(readingSeconds(donation({ message }))).toBe(Math.ceil((155 * 60) / 150));
  });

  it('counts the cents, the incentive and a cheer’s bits as they would be read', () => {
    const plain = readingSeconds(donation({ message: 'x '.repeat(40) }));
    expect(readingSeconds(donation({ message: 'x '.repeat(40), amountCents: 2050 }))).toBeGreaterThan(plain);
    expect(
      readingSeconds(donation({ message: 'x '.repeat(40), incentive: 'Name a puzzle after you' })),
    ).toBeGreaterThan(plain);
    // "cheered one hundred bits": four words, like "donated twenty dollars" and one more.
    expect(readingSeconds(donation({ message: 'x '.repeat(43), bits: 100, amountCents: 100 }))).toBe(
      readingSeconds(donation({ message: 'x '.repeat(44) })),
    );
  });

  it('is a whole number of seconds that grows with the message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), fc.string({ maxLength: 200 }), (first, more) => {
        const shorter = readingSeconds(donation({ message: first }));
        const longer = readingSeconds(donation({ message: `${first} ${more}` }));
        expect(Number.isInteger(shorter)).toBe(true);
        expect(shorter).toBeGreaterThanOrEqual(minimumReadingSeconds);
        expect(longer).toBeGreaterThanOrEqual(shorter);
      }),
    );
  });
});
