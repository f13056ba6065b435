import type { PuzzleBookSection } from '../../content/puzzles';
import { type GeneratedPuzzle, generatePuzzle } from '../../src/domain/sudoku/generator';

export interface BookPuzzle extends GeneratedPuzzle {
  /** Numbered through the whole book, from 1. */
  number: number;
  section: PuzzleBookSection;
}

/** Every puzzle of a book, regenerated from its sections' seeds. */
export function bookPuzzles(sections: readonly PuzzleBookSection[]): BookPuzzle[] {
  const puzzles: BookPuzzle[] = [];
  for (const section of sections) {
    for (let n = 0; n < section.count; n++) {
      const generated = generatePuzzle({ seed: section.firstSeed + n, difficulty: section.difficulty });
      puzzles.push({ ...generated, number: puzzles.length + 1, section });
    }
  }
  return puzzles;
}
