import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicEditionSchema } from './public-edition';
import { readPublicEdition } from './public-edition-wire';
import { answerRecord, expectReadsAsSchema, mostly } from './test-wire-readers';

// Every page's layout reads the current edition by hand, without zod (wire-checks.ts).

const seconds = fc.integer({ min: 0, max: 2_000_000_000 });

describe('the hand reader of GET /api/edition', () => {
  it('reads what publicEditionSchema reads and refuses what it refuses', () => {
    const answers = answerRecord({
      id: mostly(fc.integer({ min: 1, max: 50 })),
      year: mostly(fc.integer({ min: 2000, max: 2200 })),
      name: mostly(fc.string()),
      datesText: mostly(fc.string()),
      timeZone: mostly(fc.string()),
      timeZoneLabel: mostly(fc.string()),
      dates: mostly(
        answerRecord({
          start: mostly(seconds),
          end: mostly(seconds),
          fundraiserBlockFrom: mostly(seconds),
          fundraiserBlockUntil: mostly(seconds),
          fundraiserStreamStart: mostly(seconds),
          fundraiserStreamEnd: mostly(seconds),
        }),
      ),
      venue: mostly(
        answerRecord({
          name: mostly(fc.string()),
          address: mostly(fc.string()),
          area: mostly(fc.string()),
          nearestStation: mostly(fc.string()),
          walkFromStation: mostly(fc.string()),
        }),
      ),
      pastEditions: mostly(
        fc.array(
          mostly(
            answerRecord({
              year: mostly(fc.integer({ min: 2000, max: 2200 })),
              name: mostly(fc.string()),
            }),
          ),
          { maxLength: 3 },
        ),
      ),
    });
    expectReadsAsSchema(answers, publicEditionSchema, readPublicEdition, (parsed) => parsed);
  });

  it('reads an edition and refuses one with a date that is not whole seconds or a past year that is not a number', () => {
    const answer = {
      id: 2,
      year: 2027,
      name: 'Grid Gathering',
      datesText: 'April 1-4, 2027',
      timeZone: 'America/New_York',
      timeZoneLabel: 'Boston time',
      dates: {
        start: 1806930000,
        end: 1807275600,
        fundraiserBlockFrom: 1804510800,
        fundraiserBlockUntil: 1808485200,
        fundraiserStreamStart: 1807740000,
        fundraiserStreamEnd: 1807826400,
      },
      venue: {
        name: 'Hall',
        address: '1 Main St',
        area: 'Boston',
        nearestStation: 'X',
        walkFromStation: '5 min',
      },
      pastEditions: [
        { year: 2026, name: 'Grid Gathering' },
        { year: 2025, name: 'Grid Gathering' },
      ],
    };
    expect(readPublicEdition(answer)).toEqual(answer);
    expect(readPublicEdition({ ...answer, dates: { ...answer.dates, end: 1.5 } })).toBeUndefined();
    expect(
      readPublicEdition({ ...answer, pastEditions: [{ year: '2025', name: 'Grid Gathering' }] }),
    ).toBeUndefined();
    expect(readPublicEdition({ ...answer, pastEditions: undefined })).toBeUndefined();
  });
});
