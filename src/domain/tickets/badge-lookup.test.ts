import { describe, expect, it } from 'vitest';
import { badgeMatches, looksLikeBadgeCode, normaliseBadgeCode } from './badge-lookup';

describe('finding a badge at the door', () => {
  const zoe = { code: 'KX4MPT', name: 'Zoë Quill' };

  it('reads a scanned or typed code in lower case and with spaces around it', () => {
    expect(normaliseBadgeCode('  kx4mpt \n')).toBe('KX4MPT');
    expect(looksLikeBadgeCode(' kx4mpt ')).toBe(true);
  });

  it('does not take text with letters that badge codes never use for a code', () => {
    expect(looksLikeBadgeCode('KX4MP0')).toBe(false);
    expect(looksLikeBadgeCode('KX4MPTT')).toBe(false);
    expect(looksLikeBadgeCode('https://example.com/KX4MPT')).toBe(false);
  });

  it('finds a badge by part of its code, in any case', () => {
    expect(badgeMatches('x4m', zoe)).toBe(true);
    expect(badgeMatches(' KX4MPT ', zoe)).toBe(true);
    expect(badgeMatches('X4MPA', zoe)).toBe(false);
  });

  it('finds a badge by parts of the name, without regard to case, accents or word order', () => {
    expect(badgeMatches('zoe', zoe)).toBe(true);
    expect(badgeMatches('QUILL zo', zoe)).toBe(true);
    expect(badgeMatches('quill ada', zoe)).toBe(false);
  });

  it('matches every badge when nothing is typed', () => {
    expect(badgeMatches('   ', zoe)).toBe(true);
  });
});
