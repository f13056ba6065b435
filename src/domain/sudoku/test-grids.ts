import type { SudokuGrid } from './grid';

// Published puzzles the tests check the solver against, and grids written as text as puzzle collections
// write them.

/** The example puzzle of Wikipedia's "Sudoku" article and its solution. */
export const wikipediaPuzzle =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const wikipediaSolution =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** Arto Inkala's 2012 puzzle, billed by the press as the world's hardest. */
export const inkalaPuzzle =
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
export const inkalaSolution =
  '812753649943682175675491283154237896369845721287169534521974368438526917796318452';

/**
 * Reads 81 cells from text such as '53..7....'; '.' or '0' is empty and whitespace is ignored.
 */
export function parseGrid(text: string): number[] {
  const chars = text.replace(/\s+/g, '');
  if (!/^[0-9.]{81}$/.test(chars)) throw new RangeError('A sudoku needs exactly 81 cells of 1-9, 0 or "."');
  return [...chars].map((ch) => (ch === '.' ? 0 : Number(ch)));
}

/**
 * The 81 cells as one line, '.' for empty, the form puzzle collections trade in.
 */
export function formatGrid(grid: SudokuGrid): string {
  return grid.map((v) => (v === 0 ? '.' : String(v))).join('');
}
