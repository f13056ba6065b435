import { describe, expect, it } from 'vitest';
import { generatePuzzle, type SudokuDifficulty } from './generator';
import { givenCount, units } from './grid';
import { logicLevel } from './logic-grade';
import { countSolutions } from './solver';

const difficulties: SudokuDifficulty[] = ['easy', 'medium', 'hard'];

const seeds = [1, 2, 3, 42, 2023, 99991];

describe('the sudoku generator', () => {
  it.each(difficulties)('makes %s puzzles with exactly one solution, the one it reports', (difficulty) => {
    for (const seed of seeds) {
      const { puzzle, solution } = generatePuzzle({ seed, difficulty });
      const result = countSolutions(puzzle);
      expect(result.count).toBe(1);
      expect(result.solution).toEqual(solution);
      expect(units.every((unit) => new Set(unit.map((c) => solution[c])).size === 9)).toBe(true);
      puzzle.forEach((v, i) => {
        if (v) expect(solution[i]).toBe(v);
      });
    }
  });

  it('gives the same puzzle for the same seed and different puzzles for different seeds', () => {
    const first = generatePuzzle({ seed: 7, difficulty: 'medium' });
    expect(generatePuzzle({ seed: 7, difficulty: 'medium' })).toEqual(first);
    expect(generatePuzzle({ seed: 8, difficulty: 'medium' }).puzzle).not.toEqual(first.puzzle);
  });

  it('keeps easy puzzles roomy and solvable with singles', () => {
    for (const seed of seeds) {
      const { puzzle } = generatePuzzle({ seed, difficulty: 'easy' });
      expect(givenCount(puzzle)).toBeGreaterThanOrEqual(36);
      expect(logicLevel(puzzle)).toBe(0);
    }
  });

  it('makes medium puzzles with fewer givens than easy ones, still solvable with singles', () => {
    for (const seed of seeds) {
      const easy = generatePuzzle({ seed, difficulty: 'easy' });
      const medium = generatePuzzle({ seed, difficulty: 'medium' });
      expect(givenCount(medium.puzzle)).toBeLessThan(givenCount(easy.puzzle));
      expect(logicLevel(medium.puzzle)).toBe(0);
    }
  });

  it('makes hard puzzles that need more than singles but never guessing', () => {
    for (const seed of seeds) {
      const level = logicLevel(generatePuzzle({ seed, difficulty: 'hard' }).puzzle);
      expect(level === 1 || level === 2).toBe(true);
    }
  });

  it('places givens symmetrically under a half turn unless told not to', () => {
    const { puzzle } = generatePuzzle({ seed: 5, difficulty: 'medium' });
    puzzle.forEach((v, i) => {
      expect(v === 0).toBe(puzzle[80 - i] === 0);
    });
    const free = generatePuzzle({ seed: 5, difficulty: 'medium', symmetric: false });
    expect(countSolutions(free.puzzle).count).toBe(1);
    expect(free.puzzle.some((v, i) => (v === 0) !== (free.puzzle[80 - i] === 0))).toBe(true);
  });
});
