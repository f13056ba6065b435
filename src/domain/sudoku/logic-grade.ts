import { cellCount, peers, type SudokuGrid, units } from './grid';

/**
 * How hard a puzzle is for a person, measured by the hardest technique a human-style solver needs:
 * 0 singles only (naked and hidden), 1 also locked candidates (pointing and claiming),
 * 2 also naked and hidden pairs. null: these techniques do not finish it (a person would have to guess
 * or know rarer patterns).
 */
export type LogicLevel = 0 | 1 | 2;

const allDigits = 0b1111111110;
const boxUnits = units.slice(18);
const lineUnits = units.slice(0, 18);

class Board {
  readonly values: number[];
  readonly candidates: number[];

  constructor(grid: SudokuGrid) {
    this.values = Array(cellCount).fill(0);
    this.candidates = Array(cellCount).fill(allDigits);
    grid.forEach((v, i) => {
      if (v !== 0) this.place(i, v);
    });
  }

  place(cell: number, digit: number) {
    this.values[cell] = digit;
    this.candidates[cell] = 0;
    for (const p of peers[cell] as number[])
      this.candidates[p] = (this.candidates[p] as number) & ~(1 << digit);
  }

  cellsWith(unit: readonly number[], digit: number): number[] {
    return unit.filter((cell) => (this.candidates[cell] as number) & (1 << digit));
  }

  /** Removes digits (a mask) from cells; true if anything changed. */
  eliminate(cells: readonly number[], mask: number): boolean {
    let changed = false;
    for (const cell of cells) {
      const before = this.candidates[cell] as number;
      if (before & mask) {
        this.candidates[cell] = before & ~mask;
        changed = true;
      }
    }
    return changed;
  }
}

function placeSingles(board: Board): boolean {
  for (let i = 0; i < cellCount; i++) {
    const mask = board.candidates[i] as number;
    if (board.values[i] === 0 && mask !== 0 && (mask & (mask - 1)) === 0) {
      board.place(i, Math.log2(mask));
      return true;
    }
  }
  for (const unit of units) {
    for (let d = 1; d <= 9; d++) {
      const cells = board.cellsWith(unit, d);
      if (cells.length === 1) {
        board.place(cells[0] as number, d);
        return true;
      }
    }
  }
  return false;
}

function lockedCandidates(board: Board): boolean {
  for (const unit of units) {
    for (let d = 1; d <= 9; d++) {
      const cells = board.cellsWith(unit, d);
      if (cells.length < 2) continue;
      // All of a digit's places in a box lie on one line, or all of a line's places in one box.
      const sharing = boxUnits.includes(unit) ? lineUnits : boxUnits;
      for (const other of sharing) {
        if (!cells.every((c) => other.includes(c))) continue;
        if (
          board.eliminate(
            other.filter((c) => !unit.includes(c)),
            1 << d,
          )
        )
          return true;
      }
    }
  }
  return false;
}

function pairs(board: Board): boolean {
  for (const unit of units) {
    const open = unit.filter((c) => board.values[c] === 0);
    for (const a of open) {
      const mask = board.candidates[a] as number;
      if (bits(mask) !== 2) continue;
      const twin = open.find((b) => b !== a && board.candidates[b] === mask);
      if (
        twin !== undefined &&
        board.eliminate(
          open.filter((c) => c !== a && c !== twin),
          mask,
        )
      )
        return true;
    }
    for (let d = 1; d <= 9; d++) {
      const places = board.cellsWith(unit, d);
      if (places.length !== 2) continue;
      for (let e = d + 1; e <= 9; e++) {
        const others = board.cellsWith(unit, e);
        if (others.length !== 2 || others[0] !== places[0] || others[1] !== places[1]) continue;
        if (board.eliminate(places, allDigits & ~((1 << d) | (1 << e)))) return true;
      }
    }
  }
  return false;
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

const techniques = [placeSingles, lockedCandidates, pairs] as const;

/** The logic level a puzzle needs, or null when these techniques cannot finish it. */
export function logicLevel(grid: SudokuGrid): LogicLevel | null {
  const board = new Board(grid);
  let hardest = 0;
  for (;;) {
    if (board.values.every((v) => v !== 0)) return hardest as LogicLevel;
    const level = techniques.findIndex((technique) => technique(board));
    if (level === -1) return null;
    hardest = Math.max(hardest, level);
  }
}
