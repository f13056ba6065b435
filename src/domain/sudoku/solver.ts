import { boxOf, cellCount, columnOf, rowOf, type SudokuGrid } from './grid';
import { type Random, shuffle } from './random';

export interface SolveResult {
  /** Solutions found, stopping at the limit: with the default limit 2, 2 means "more than one". */
  count: number;
  /** The first solution found, or null when there is none. */
  solution: number[] | null;
}

const allDigits = 0b1111111110; // bits 1-9
const bitCount = Array.from({ length: 1 << 10 }, (_, mask) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
});
const cellRow = Array.from({ length: cellCount }, (_, i) => rowOf(i));
const cellColumn = Array.from({ length: cellCount }, (_, i) => columnOf(i));
const cellBox = Array.from({ length: cellCount }, (_, i) => boxOf(i));

function digitsIn(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) digits.push(d);
  return digits;
}

/**
 * Counts the solutions of a grid up to `limit` by backtracking on bitmasks, always branching on the
 * empty cell with the fewest candidates. Givens that break a rule give 0. With a `random`, digits are
 * tried in shuffled order, which is how a generator fills an empty grid.
 */
export function countSolutions(grid: SudokuGrid, limit = 2, random?: Random): SolveResult {
  if (grid.length !== cellCount) throw new RangeError(`A sudoku has ${cellCount} cells, not ${grid.length}`);
  const cells = [...grid];
  const rows = new Uint16Array(9);
  const columns = new Uint16Array(9);
  const boxes = new Uint16Array(9);
  for (let i = 0; i < cellCount; i++) {
    const v = cells[i] as number;
    if (!Number.isInteger(v) || v < 0 || v > 9) throw new RangeError(`Cell ${i} holds ${v}, not 0-9`);
    if (v === 0) continue;
    const bit = 1 << v;
    const [r, c, b] = [cellRow[i] as number, cellColumn[i] as number, cellBox[i] as number];
    if ((rows[r] as number) & bit || (columns[c] as number) & bit || (boxes[b] as number) & bit) {
      return { count: 0, solution: null };
    }
    rows[r] = (rows[r] as number) | bit;
    columns[c] = (columns[c] as number) | bit;
    boxes[b] = (boxes[b] as number) | bit;
  }

  let count = 0;
  let solution: number[] | null = null;

  // Returns true once the limit is reached, which unwinds the whole search.
  const search = (): boolean => {
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let i = 0; i < cellCount; i++) {
      if (cells[i] !== 0) continue;
      const [r, c, b] = [cellRow[i] as number, cellColumn[i] as number, cellBox[i] as number];
      const mask = allDigits & ~((rows[r] as number) | (columns[c] as number) | (boxes[b] as number));
      const n = bitCount[mask] as number;
      if (n === 0) return false;
      if (n < bestCount) {
        [best, bestMask, bestCount] = [i, mask, n];
        if (n === 1) break;
      }
    }
    if (best === -1) {
      count++;
      solution ??= [...cells];
      return count >= limit;
    }
    const [r, c, b] = [cellRow[best] as number, cellColumn[best] as number, cellBox[best] as number];
    const digits = digitsIn(bestMask);
    if (random) shuffle(digits, random);
    for (const d of digits) {
      const bit = 1 << d;
      cells[best] = d;
      rows[r] = (rows[r] as number) | bit;
      columns[c] = (columns[c] as number) | bit;
      boxes[b] = (boxes[b] as number) | bit;
      if (search()) return true;
      rows[r] = (rows[r] as number) & ~bit;
      columns[c] = (columns[c] as number) & ~bit;
      boxes[b] = (boxes[b] as number) & ~bit;
    }
    cells[best] = 0;
    return false;
  };

  search();
  return { count, solution };
}
