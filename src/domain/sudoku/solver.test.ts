import { describe, expect, it } from 'vitest';
import { units } from './grid';
import { countSolutions } from './solver';
import {
  formatGrid,
  inkalaPuzzle,
  inkalaSolution,
  parseGrid,
  wikipediaPuzzle,
  wikipediaSolution,
} from './test-grids';

function isSolved(grid: readonly number[]): boolean {
  return units.every(
    (unit) => new Set(unit.map((cell) => grid[cell])).size === 9 && !unit.some((c) => !grid[c]),
  );
}

describe('the sudoku solver', () => {
  it('solves the Wikipedia example and finds it has exactly one solution', () => {
    const result = countSolutions(parseGrid(wikipediaPuzzle));
    expect(result.count).toBe(1);
    expect(formatGrid(result.solution ?? [])).toBe(wikipediaSolution);
  });

  it('solves a puzzle made to defeat people quickly', () => {
    const started = performance.now();
    const result = countSolutions(parseGrid(inkalaPuzzle));
    expect(result.count).toBe(1);
    expect(formatGrid(result.solution ?? [])).toBe(inkalaSolution);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('finds no solution when two givens clash', () => {
    const clash = parseGrid(wikipediaPuzzle);
    clash[2] = 5; // row 1 already holds a 5
    expect(countSolutions(clash)).toEqual({ count: 0, solution: null });
  });

  it('finds no solution when a given is wrong without clashing with any other', () => {
    const wrong = parseGrid(wikipediaPuzzle);
    wrong[2] = 1; // allowed by its row, column and box, but the only solution has a 4 there
    expect(countSolutions(wrong).count).toBe(0);
  });

  it('reports more than one solution for an empty grid and for a grid with swappable digits', () => {
    expect(countSolutions(Array(81).fill(0)).count).toBe(2);
    // Without its 1s and 2s, any solution stays a solution with the two digits swapped.
    const ambiguous = parseGrid(wikipediaSolution).map((v) => (v === 1 || v === 2 ? 0 : v));
    expect(countSolutions(ambiguous).count).toBe(2);
  });

  it('returns a valid solution that keeps every given', () => {
    const puzzle = parseGrid(wikipediaPuzzle);
    const solution = countSolutions(puzzle).solution ?? [];
    expect(isSolved(solution)).toBe(true);
    puzzle.forEach((v, i) => {
      if (v) expect(solution[i]).toBe(v);
    });
  });

  it('counts up to the limit it is given', () => {
    expect(countSolutions(Array(81).fill(0), 5).count).toBe(5);
  });

  it('refuses a grid of the wrong size or with values outside 0-9', () => {
    expect(() => countSolutions([1, 2, 3])).toThrow(RangeError);
    expect(() => countSolutions(Array(81).fill(10))).toThrow(RangeError);
    expect(() => parseGrid('12345')).toThrow(RangeError);
  });
});
