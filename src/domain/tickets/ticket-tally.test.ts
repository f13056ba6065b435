import { describe, expect, it } from 'vitest';
import { countTickets } from './ticket-tally';

describe('the dashboard ticket counts', () => {
  it('counts tickets, not purchases, split into in-person and livestream', () => {
    const tally = countTickets([
      { count: 2, stream: false },
      { count: 3, stream: true },
      { count: 1, stream: false },
    ]);
    expect(tally).toEqual({ inPerson: 3, livestream: 3 });
  });

  it('are zero with no purchases', () => {
    expect(countTickets([])).toEqual({ inPerson: 0, livestream: 0 });
  });
});
