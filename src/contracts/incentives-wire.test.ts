import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incentiveSeed } from '../../content/incentives';
import { incentiveTypes } from '../domain/incentives/incentive';
import { incentiveListSchema } from './incentives';
import { incentiveFromWire, incentiveToWire, readIncentiveList } from './incentives-wire';
import {
  answerRecord,
  expectReadsAsSchema,
  isoTimeWithOffset,
  mostly,
  wireDollars,
} from './test-wire-readers';

// /donate/card reads the incentives by hand, without zod (wire-checks.ts).

const entry = answerRecord({
  id: mostly(fc.stringMatching(/^[a-z-]{1,8}(:[a-z-]{1,8})?$/)),
  type: mostly(fc.constantFrom(...incentiveTypes)),
  title: mostly(fc.string()),
  name: mostly(fc.string()),
  author: fc.string(),
  description: fc.string(),
  image: fc.string(),
  link: mostly(fc.string()),
  goal: mostly(fc.option(wireDollars, { nil: null })),
  raised: mostly(wireDollars),
  expires: mostly(fc.option(isoTimeWithOffset, { nil: null })),
  min_donation: mostly(fc.option(wireDollars, { nil: null })),
  info_needed: mostly(fc.array(fc.string(), { maxLength: 3 })),
  disabled: mostly(fc.boolean()),
  hidden: fc.boolean(),
});

describe('the hand reader of GET /api/incentives', () => {
  it('reads what incentiveListSchema reads, in cents and epoch ms, and refuses what it refuses', () => {
    const lists = fc.oneof(fc.array(entry, { maxLength: 3 }), mostly(fc.constant([])));
    expectReadsAsSchema(lists, incentiveListSchema, readIncentiveList, (list) => list.map(incentiveFromWire));
  });

  it("reads the edition's incentives as the server sends them", () => {
    expect(readIncentiveList(incentiveSeed.map(incentiveToWire))).toEqual(incentiveSeed);
  });
});
