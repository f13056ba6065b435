import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resizeNames } from './names-list';

describe('the names list follows the ticket count', () => {
  it('adds an empty entry for each new ticket and keeps the names already typed', () => {
    expect(resizeNames(['Ada'], 3)).toEqual(['Ada', '', '']);
  });

  it('drops the last entries when tickets are removed', () => {
    expect(resizeNames(['Ada', 'Grace', 'Alan'], 2)).toEqual(['Ada', 'Grace']);
  });

  it('keeps one entry when there are no tickets', () => {
    expect(resizeNames(['Ada', 'Grace'], 0)).toEqual(['Ada']);
    expect(resizeNames([], 0)).toEqual(['']);
  });

  it('always holds max(1, total) entries, starting with the names typed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (names, total) => {
          const resized = resizeNames(names, total);
          expect(resized).toHaveLength(Math.max(1, total));
          resized.forEach((name, i) => {
            expect(name).toBe(names[i] ?? '');
          });
        },
      ),
    );
  });
});
