import { describe, expect, it } from 'vitest';
import { mergeDonations } from './recent-donations';

const at = (id: number, timeMs: number, name = `Donor ${id}`) => ({ id, timeMs, name });

describe('the recent donations list', () => {
  it('shows the newest donation first', () => {
    const list = mergeDonations([], [at(1, 1000), at(2, 3000), at(3, 2000)]);
    expect(list.map((d) => d.id)).toEqual([2, 3, 1]);
  });

  it('puts a live donation on top', () => {
    const list = mergeDonations([at(2, 2000), at(1, 1000)], [at(3, 3000)]);
    expect(list.map((d) => d.id)).toEqual([3, 2, 1]);
  });

  it('lists a donation once when it arrives live and again in the reloaded history', () => {
    const live = mergeDonations([], [at(5, 5000)]);
    const reloaded = mergeDonations(live, [at(4, 4000), at(5, 5000)]);
    expect(reloaded.map((d) => d.id)).toEqual([5, 4]);
  });

  it('orders two donations of the same moment by id, the later one first', () => {
    expect(mergeDonations([], [at(7, 1000), at(8, 1000)]).map((d) => d.id)).toEqual([8, 7]);
  });
});
