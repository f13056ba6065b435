import { describe, expect, it } from 'vitest';
import { incentiveSeed } from '../../content/incentives';
import { incentive } from '../domain/incentives/test-incentives';
import { incentiveFromWire, incentiveToWire } from './incentive-conversion';
import { incentiveListSchema, incentiveSchema } from './incentives';

describe('incentives on the wire', () => {
  it('use the published field names with dollars and ISO dates', () => {
    const wire = incentiveToWire(
      incentive('war:a', {
        title: 'Killer sudoku',
        goalCents: 200_000,
        raisedCents: 1050,
        expiresMs: Date.UTC(2035, 3, 13, 15),
        minDonationCents: 500,
        infoNeeded: ['Name'],
      }),
    );
    expect(wire).toEqual({
      id: 'war:a',
      type: 'others',
      title: 'Killer sudoku',
      name: '',
      author: '',
      description: '',
      image: '',
      link: '',
      goal: 2000,
      raised: 10.5,
      expires: '2035-04-13T15:00:00.000Z',
      min_donation: 5,
      info_needed: ['Name'],
      disabled: false,
      hidden: false,
      accepts_suggestions: false,
    });
    expect(incentiveSchema.parse(wire)).toEqual(wire);
  });

  it('come back to the same incentive', () => {
    for (const seeded of incentiveSeed) expect(incentiveFromWire(incentiveToWire(seeded))).toEqual(seeded);
  });

  it('keep absent goal, expiry and minimum as null', () => {
    const wire = incentiveToWire(incentive('plain'));
    expect([wire.goal, wire.expires, wire.min_donation]).toEqual([null, null, null]);
    expect(incentiveListSchema.parse([wire])).toHaveLength(1);
  });

  it('refuse an unknown type', () => {
    const wire = { ...incentiveToWire(incentive('x')), type: 'raffle' };
    expect(incentiveSchema.safeParse(wire).success).toBe(false);
  });
});
