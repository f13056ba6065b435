import { describe, expect, it } from 'vitest';
import { markedClaimedSchema, organiserPrizeListSchema } from './prize-edits';
import { screeningDecisionSchema } from './screening';

// Organiser shapes that grew with prizes after the drawing (docs/decisions/079-refunded-wins.md) and the
// screening decision on a suggested option (docs/product/screening.md, "Suggested options").

const winner = {
  id: 3,
  name: 'GridFan',
  email: null,
  drawnAt: '2026-11-29T05:00:00.000Z',
  drawnBy: 'organiser password',
  entries: 4,
  claimDeadline: '2026-12-06T05:00:00.000Z',
  claimedAt: null,
  lapsed: false,
  undone: true,
};
const prize = {
  id: 1,
  name: 'Signed grid',
  description: '',
  imageUrl: '',
  sponsor: '',
  minimumDonation: 5,
  opensAt: '2026-11-28T05:00:00.000Z',
  closesAt: '2026-11-29T04:00:00.000Z',
  winners: 1,
  delivery: 'shipped',
  state: 'closed',
  drawn: [],
  entries: 3,
  history: [winner],
};

describe('the organisers’ prize list', () => {
  it('says of each winner whether a refund undid the win, and needs it said', () => {
    expect(organiserPrizeListSchema.parse([prize])[0]?.history[0]?.undone).toBe(true);
    const { undone: _, ...unsaid } = winner;
    expect(organiserPrizeListSchema.safeParse([{ ...prize, history: [unsaid] }]).success).toBe(false);
  });

  it('answers a win marked claimed with the winner and an ISO time', () => {
    expect(markedClaimedSchema.parse({ id: 3, claimedAt: '2026-11-29T05:01:00.000Z' })).toEqual({
      id: 3,
      claimedAt: '2026-11-29T05:01:00.000Z',
    });
    expect(markedClaimedSchema.safeParse({ id: 3, claimedAt: 'yesterday' }).success).toBe(false);
  });
});

describe('a screening decision', () => {
  it('may approve the name alone, and takes no other word', () => {
    for (const decision of ['approve', 'deny', 'approve-name'])
      expect(screeningDecisionSchema.safeParse({ pass: 'p', decision }).success).toBe(true);
    expect(screeningDecisionSchema.safeParse({ pass: 'p', decision: 'deny-name' }).success).toBe(false);
  });
});
