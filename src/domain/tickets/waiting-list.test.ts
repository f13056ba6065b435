import { describe, expect, it } from 'vitest';
import { entriesToOffer, MAX_WAITING_LIST_PLACES, waitingListProblems } from './waiting-list';

describe('the waiting list’s rules', () => {
  it('offers freed places to the first entries that fit, in line order', () => {
    const line = [
      { id: 1, places: 3 },
      { id: 2, places: 1 },
      { id: 3, places: 2 },
      { id: 4, places: 1 },
    ];
    expect(entriesToOffer(line, 0).map((entry) => entry.id)).toEqual([]);
    expect(entriesToOffer(line, 1).map((entry) => entry.id)).toEqual([2]);
    expect(entriesToOffer(line, 2).map((entry) => entry.id)).toEqual([2, 4]);
    expect(entriesToOffer(line, 3).map((entry) => entry.id)).toEqual([1]);
    expect(entriesToOffer(line, 4).map((entry) => entry.id)).toEqual([1, 2]);
    expect(entriesToOffer(line, 7).map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });

  it('takes an address and a whole number of places up to one order’s', () => {
    expect(waitingListProblems(' ada@example.com ', 2)).toEqual([]);
    expect(waitingListProblems('ada@example.com', MAX_WAITING_LIST_PLACES)).toEqual([]);
    expect(waitingListProblems('ada@localhost', 0).map((problem) => problem.field)).toEqual([
      'email',
      'places',
    ]);
    for (const places of [MAX_WAITING_LIST_PLACES + 1, 1.5, -1, Number.NaN])
      expect(waitingListProblems('ada@example.com', places).map((problem) => problem.field)).toEqual([
        'places',
      ]);
  });
});
