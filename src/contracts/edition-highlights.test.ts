import { describe, expect, it } from 'vitest';
import { editionHighlightsSchema, highlightsYearOf } from './edition-highlights';
import { editionHighlightsRoute, findPageRoute } from './routes';

describe('a past edition’s highlights on the wire', () => {
  const highlights = {
    year: 2025,
    name: 'Grid Gathering',
    datesText: 'April 3-6, 2025',
    startsAt: '2025-04-03T07:00:00.000Z',
    endsAt: '2025-04-07T07:00:00.000Z',
    raised: 125,
    donations: 2,
    tickets: 2,
    incentives: [{ title: 'Blindfold', goal: 2000, raised: 40, met: false, winner: null }],
  };

  it('reads the answer, and refuses negative money and counts that are not whole', () => {
    expect(editionHighlightsSchema.parse(highlights)).toEqual(highlights);
    expect(editionHighlightsSchema.safeParse({ ...highlights, raised: -1 }).success).toBe(false);
    expect(editionHighlightsSchema.safeParse({ ...highlights, tickets: 1.5 }).success).toBe(false);
  });

  it('names a year by its page’s path, and no other path', () => {
    expect(highlightsYearOf('/editions/2025')).toBe(2025);
    expect(highlightsYearOf('/editions/25')).toBeNull();
    expect(highlightsYearOf('/stream2024')).toBeNull();
    expect(findPageRoute('/editions/2025/')).toBe(editionHighlightsRoute);
    expect(findPageRoute('/editions/next')).toBeUndefined();
    expect(findPageRoute('/stream2024')?.page).toBe('stream2024');
  });
});
