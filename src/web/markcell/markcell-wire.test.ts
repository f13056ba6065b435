import { describe, expect, it } from 'vitest';
import { changeNotice } from '../../contracts/organiser-edits';
import { cellMarkSchema, cellMarksResponseSchema } from '../../contracts/twitch';
import { readCellMark, readCellMarks, readClearedNotice } from './markcell-wire';

// The overlay's hand readers accept what the contracts accept, and refuse what they refuse.
describe("the /markcell overlay's readers", () => {
  const mark = cellMarkSchema.parse({
    id: 3,
    cell: 'r5c5',
    name: 'GridGazer',
    bits: 100,
    remainingMs: 15_000,
  });

  it('read a mark, its end counted from when it arrived', () => {
    expect(readCellMark(mark, 1_000)).toEqual({
      id: 3,
      cell: 'r5c5',
      name: 'GridGazer',
      bits: 100,
      endsAt: 16_000,
    });
    expect(readCellMarks(cellMarksResponseSchema.parse({ marks: [mark] }), 0)).toHaveLength(1);
    expect(readClearedNotice(changeNotice())).toBe(true);
  });

  it('refuse what the contract refuses', () => {
    for (const bad of [{ ...mark, cell: 'x5y5' }, { ...mark, remainingMs: -1 }, { ...mark, name: 5 }, null]) {
      expect(cellMarkSchema.safeParse(bad).success).toBe(false);
      expect(readCellMark(bad, 0)).toBeUndefined();
    }
    expect(readCellMarks({ marks: [mark, { ...mark, cell: '' }] }, 0)).toBeUndefined();
  });
});
