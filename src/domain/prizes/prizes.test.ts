import { describe, expect, it } from 'vitest';
import { pickWinners, prizeEntries, prizeState, qualifyingPrizes } from './prizes';

// Which donations enter a prize, and how winners are picked (docs/decisions/071-prize-entries.md).

const prize = { minimumCents: 1_000, opensMs: 100, closesMs: 200 };

describe('prize entries', () => {
  it("says whether a prize is upcoming, open or closed, the window's end excluded", () => {
    expect([99, 100, 199, 200].map((ms) => prizeState(prize, ms))).toEqual([
      'upcoming',
      'open',
      'open',
      'closed',
    ]);
  });

  it('qualifies an amount for the open prizes whose minimum it reaches', () => {
    const later = { ...prize, opensMs: 150, id: 'later' };
    const open = { ...prize, id: 'open' };
    expect(qualifyingPrizes([open, later], 1_000, 120).map((p) => p.id)).toEqual(['open']);
    expect(qualifyingPrizes([open, later], 999, 120)).toEqual([]);
    expect(qualifyingPrizes([{ ...open, minimumCents: 0 }], 0, 120)).toEqual([]);
  });

  it("adds up a donor's donations in the window into one entry, whatever the sum", () => {
    const entries = prizeEntries(prize, [
      { donationId: 1, donorKey: 'a', netCents: 600, timeMs: 100 },
      { donationId: 2, donorKey: 'a', netCents: 400, timeMs: 150 },
      { donationId: 3, donorKey: 'b', netCents: 50_000, timeMs: 199 },
      { donationId: 4, donorKey: 'c', netCents: 999, timeMs: 150 },
      { donationId: 5, donorKey: 'd', netCents: 5_000, timeMs: 200 },
      { donationId: 6, donorKey: 'e', netCents: 5_000, timeMs: 99 },
      { donationId: 7, donorKey: 'f', netCents: 0, timeMs: 150 },
    ]);
    expect(entries).toEqual([
      { donorKey: 'a', totalCents: 1_000, donationIds: [1, 2] },
      { donorKey: 'b', totalCents: 50_000, donationIds: [3] },
    ]);
    expect(
      prizeEntries(prize, [{ donationId: 3, donorKey: 'b', netCents: 5_000, timeMs: 150 }], new Set(['b'])),
    ).toEqual([]);
  });

  it('picks different entries, as many as asked, or all when fewer', () => {
    expect(pickWinners(['a', 'b', 'c'], 2, () => 0)).toEqual(['a', 'b']);
    expect(pickWinners(['a', 'b', 'c'], 2, (n) => n - 1)).toEqual(['c', 'b']);
    expect(pickWinners(['a'], 3, () => 0)).toEqual(['a']);
  });
});
