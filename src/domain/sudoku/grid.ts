// A sudoku is 81 cells read row by row: 0 is an empty cell, 1-9 a digit.

export type SudokuGrid = readonly number[];

export const cellCount = 81;

export const rowOf = (cell: number) => Math.floor(cell / 9);
export const columnOf = (cell: number) => cell % 9;
export const boxOf = (cell: number) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

const indices = Array.from({ length: 9 }, (_, i) => i);

/** The 27 rows, columns and boxes, each as its 9 cell indices (rows first, then columns, then boxes). */
export const units: readonly (readonly number[])[] = [
  ...indices.map((r) => indices.map((c) => r * 9 + c)),
  ...indices.map((c) => indices.map((r) => r * 9 + c)),
  ...indices.map((b) =>
    indices.map((k) => (Math.floor(b / 3) * 3 + Math.floor(k / 3)) * 9 + (b % 3) * 3 + (k % 3)),
  ),
];

/** For each cell, the 20 other cells that share its row, column or box. */
export const peers: readonly (readonly number[])[] = Array.from({ length: cellCount }, (_, cell) => {
  const seen = new Set<number>();
  for (const unit of units) if (unit.includes(cell)) for (const other of unit) seen.add(other);
  seen.delete(cell);
  return [...seen];
});

export function givenCount(grid: SudokuGrid): number {
  return grid.filter((v) => v !== 0).length;
}
