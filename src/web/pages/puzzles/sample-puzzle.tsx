import { useMemo, useState } from 'react';
import { puzzlesPage } from '../../../../content/puzzles';
import { generatePuzzle } from '../../../domain/sudoku/generator';
import { SudokuBoard } from './sudoku-board';

const { sample } = puzzlesPage;

/**
 * A puzzle from our own generator, the same one that made the book: the seed comes from content, and
 * "Another puzzle" steps to the next seed, so everyone sees the same sequence.
 */
export function SamplePuzzle() {
  const [seed, setSeed] = useState(sample.seed);
  const generated = useMemo(() => generatePuzzle({ seed, difficulty: sample.difficulty }), [seed]);
  // A new key starts the board afresh, clearing the previous puzzle's entries.
  return (
    <SudokuBoard key={seed} puzzle={generated.puzzle} solution={generated.solution}>
      <button type="button" className="button" onClick={() => setSeed((s) => s + 1)}>
        {puzzlesPage.nextLabel}
      </button>
    </SudokuBoard>
  );
}
