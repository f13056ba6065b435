import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newestProgress, type ProgressSummary, ticketBarPercent } from './progress';

const at = (
  revision: number,
  totalRaisedCents = revision * 10_00,
  ticketsSold = revision,
): ProgressSummary => ({
  lastDonation: revision === 0 ? null : { id: revision, name: `Donor ${revision}`, amountCents: 10_00 },
  ticketsSold,
  totalRaisedCents,
  revision,
  milestonesReached: [],
});

/** What a page shows after taking each summary in the order it arrived. */
const shownAfter = (first: ProgressSummary, arrivals: readonly ProgressSummary[]) =>
  arrivals.reduce(newestProgress, first);

describe('the progress numbers a page shows', () => {
  it('are the summary of the highest revision, whatever order the summaries arrive in', () => {
    expect(shownAfter(at(0), [at(2), at(1), at(3)])).toEqual(at(3));
    expect(shownAfter(at(0), [at(3), at(2), at(1)])).toEqual(at(3));
  });

  it('ignore a summary of an older revision that arrives late, even one with a higher total', () => {
    // A refund at revision 5 lowered the total; the purchase of revision 4, delivered late, is not shown.
    const afterRefund = at(5, 30_00, 3);
    const latePurchase = at(4, 45_00, 4);
    expect(newestProgress(afterRefund, latePurchase)).toBe(afterRefund);
  });

  it('take a summary of the same revision that came in (a load after the event)', () => {
    const event = at(7);
    const loaded = at(7);
    expect(newestProgress(event, loaded)).toBe(loaded);
  });

  it('never move backwards for any arrival order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 30 }), (revisions) => {
        let shown = at(0);
        for (const revision of revisions) {
          const next = newestProgress(shown, at(revision));
          expect(next.revision).toBeGreaterThanOrEqual(shown.revision);
          shown = next;
        }
        expect(shown).toEqual(at(Math.max(0, ...revisions)));
      }),
    );
  });
});

describe('the ticket bar width', () => {
  it('equals the count in percent with the goal of 100', () => {
    expect(ticketBarPercent(0, 100)).toBe(0);
    expect(ticketBarPercent(37, 100)).toBe(37);
    expect(ticketBarPercent(100, 100)).toBe(100);
  });

  it('stops at 100% when more tickets than the goal are sold', () => {
    expect(ticketBarPercent(140, 100)).toBe(100);
  });

  it('is relative to another goal', () => {
    expect(ticketBarPercent(25, 50)).toBe(50);
  });
});
