import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { puzzleBook2023 } from '../../content/puzzles';
import { logicLevel } from '../../src/domain/sudoku/logic-grade';
import { countSolutions } from '../../src/domain/sudoku/solver';
import { formatGrid } from '../../src/domain/sudoku/test-grids';
import { bookPuzzles } from './puzzle-book-plan';

const shippedBook = path.resolve(import.meta.dirname, '../../content/public/files/puzzle-book-2023.pdf');

describe('the free 2023 puzzle book', () => {
  const puzzles = bookPuzzles(puzzleBook2023.sections);

  it('holds over 100 different puzzles', () => {
    expect(puzzles.length).toBeGreaterThan(100);
    expect(new Set(puzzles.map((p) => formatGrid(p.puzzle))).size).toBe(puzzles.length);
  });

  it('has exactly one solution for every puzzle, the one printed at the back', () => {
    for (const { puzzle, solution, number } of puzzles) {
      const result = countSolutions(puzzle);
      expect(result.count, `puzzle ${number}`).toBe(1);
      expect(result.solution, `puzzle ${number}`).toEqual(solution);
    }
  });

  it('grades its sections honestly: easy and medium need singles only, hard needs more but no guessing', () => {
    for (const { puzzle, section, number } of puzzles) {
      const level = logicLevel(puzzle);
      if (section.difficulty === 'hard') expect([1, 2], `puzzle ${number}`).toContain(level);
      else expect(level, `puzzle ${number}`).toBe(0);
    }
  });

  it('ships as a PDF small enough to download on a phone', () => {
    const bytes = fs.readFileSync(shippedBook);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(300 * 1024);
  });
});
