import { describe, expect, it } from 'vitest';
import { addPurchases, emptyTicketTally } from './ticket-tally';

describe('the dashboard ticket counts', () => {
  it('counts tickets, not purchases, split into in-person and livestream', () => {
    const tally = addPurchases(emptyTicketTally, [
      { id: 1, count: 2, stream: false },
      { id: 2, count: 3, stream: true },
      { id: 3, count: 1, stream: false },
    ]);
    expect([tally.inPerson, tally.livestream]).toEqual([3, 3]);
  });

  it('counts a purchase once when it arrives live and again in the history', () => {
    const live = addPurchases(emptyTicketTally, [{ id: 7, count: 2, stream: false }]);
    const withHistory = addPurchases(live, [
      { id: 6, count: 1, stream: true },
      { id: 7, count: 2, stream: false },
    ]);
    expect([withHistory.inPerson, withHistory.livestream]).toEqual([2, 1]);
    expect(addPurchases(withHistory, [{ id: 6, count: 1, stream: true }])).toBe(withHistory);
  });

  it('counts a purchase listed twice in one batch once', () => {
    const tally = addPurchases(emptyTicketTally, [
      { id: 1, count: 4, stream: false },
      { id: 1, count: 4, stream: false },
    ]);
    expect(tally.inPerson).toBe(4);
  });
});
