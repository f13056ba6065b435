import { describe, expect, it } from 'vitest';
import { sectionHref, sectionOf } from './dashboard-sections';

describe('the dashboard section in the address', () => {
  it('opens the section the address names, and the overview otherwise', () => {
    expect(sectionOf('?section=donations')).toBe('donations');
    expect(sectionOf('')).toBe('overview');
    expect(sectionOf('?section=nonsense')).toBe('overview');
  });

  it('links to each section by name', () => {
    expect(sectionOf(new URL(sectionHref('codes'), 'https://x.example').search)).toBe('codes');
    expect(sectionHref('overview')).toBe('/organiser');
  });
});
