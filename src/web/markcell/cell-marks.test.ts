import { describe, expect, it } from 'vitest';
import { cellMarkSchema } from '../../contracts/twitch';
import { allMarks, litCells, nextEnd, overlayMark } from './cell-marks';

const mark = (id: number, cell: string, endsAt: number) => ({ id, cell, name: `n${id}`, bits: 50, endsAt });

describe('the glowing marks of the /markcell overlay', () => {
  it('counts a mark’s end from when it arrived', () => {
    const sent = cellMarkSchema.parse({
      id: 3,
      cell: 'r5c5',
      name: 'GridGazer',
      bits: 100,
      remainingMs: 15_000,
    });
    expect(overlayMark(sent, 1_000)).toEqual({
      id: 3,
      cell: 'r5c5',
      name: 'GridGazer',
      bits: 100,
      endsAt: 16_000,
    });
  });

  it('counts a mark both loaded and received once, oldest first', () => {
    const marks = allMarks(
      [mark(2, 'r1c1', 10), mark(1, 'r1c1', 10)],
      [mark(2, 'r1c1', 10), mark(3, 'r2c2', 10)],
    );
    expect(marks.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('lights only the marks whose time has not run out, grouped by cell', () => {
    const lit = litCells([mark(1, 'r1c1', 5), mark(2, 'r1c1', 20), mark(3, 'r2c2', 30)], 10);
    expect([...lit.keys()]).toEqual(['r1c1', 'r2c2']);
    expect(lit.get('r1c1')?.map((m) => m.id)).toEqual([2]);
  });

  it('wakes up when the next mark goes dark, and not at all when none glows', () => {
    expect(nextEnd([mark(1, 'r1c1', 5), mark(2, 'r1c1', 20), mark(3, 'r2c2', 30)], 10)).toBe(20);
    expect(nextEnd([mark(1, 'r1c1', 5)], 10)).toBeUndefined();
  });
});
