import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerRecord, expectReadsAsSchema, isoTime, mostly } from './test-wire-readers';
import { waitingListHoldSchema, waitingListJoinAnswerSchema, waitingListJoinSchema } from './waiting-list';
import { readWaitingListHold, readWaitingListJoined } from './waiting-list-wire';

// /tickets reads what an emailed waiting-list link holds by hand, without zod (wire-checks.ts).

describe('the hand reader of POST /api/tickets/waiting-list/hold', () => {
  it('reads what waitingListHoldSchema reads and refuses what it refuses', () => {
    const answers = answerRecord({
      places: mostly(fc.integer({ min: -2, max: 60 })),
      until: mostly(isoTime),
    });
    expectReadsAsSchema(answers, waitingListHoldSchema, readWaitingListHold, (parsed) => parsed);
  });

  it('reads two places held until a time', () => {
    expect(readWaitingListHold({ places: 2, until: '2025-03-01T17:00:00.000Z' })).toEqual({
      places: 2,
      until: '2025-03-01T17:00:00.000Z',
    });
    expect(readWaitingListHold({ places: 0, until: '2025-03-01T17:00:00.000Z' })).toBeUndefined();
  });
});

describe('the hand reader of POST /api/tickets/waiting-list', () => {
  it('reads what waitingListJoinAnswerSchema reads and refuses what it refuses', () => {
    const answers = answerRecord({ message: mostly(fc.string()) });
    expectReadsAsSchema(answers, waitingListJoinAnswerSchema, readWaitingListJoined, (parsed) => parsed);
  });
});

describe('the body of POST /api/tickets/waiting-list', () => {
  it('takes an address and a number of places with the page’s rules, naming the field at fault', () => {
    expect(waitingListJoinSchema.parse({ email: ' ada@example.com ', count: 2 })).toEqual({
      email: 'ada@example.com',
      count: 2,
    });
    const refused = waitingListJoinSchema.safeParse({ email: 'ada@localhost', count: 51 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Must enter a valid email address.'],
      ['count', 'Places must be a whole number from 1 to 50.'],
    ]);
    expect(waitingListJoinSchema.safeParse({ email: 'ada@example.com', count: 1, extra: 1 }).success).toBe(
      false,
    );
  });
});
