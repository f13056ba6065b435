import { describe, expect, it } from 'vitest';
import { renamedFor } from './edition-wording';

describe('a text written for one edition, naming another', () => {
  const from = { year: 2025, datesText: 'April 3-6, 2025' };

  it('names the other edition’s dates and year', () => {
    expect(
      renamedFor('All four days, April 3-6, 2025. Since 2025!', from, {
        year: 2027,
        datesText: 'April 1-4, 2027',
      }),
    ).toBe('All four days, April 1-4, 2027. Since 2027!');
  });

  it('is left as written for the edition it was written for', () => {
    expect(renamedFor('April 3-6, 2025', from, from)).toBe('April 3-6, 2025');
  });
});
