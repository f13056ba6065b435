import type { SudokuDifficulty } from '../src/domain/sudoku/generator';
import { edition } from './edition';

/** One run of puzzles in the book: puzzle n of the run is generated from seed firstSeed + n. */
export interface PuzzleBookSection {
  difficulty: SudokuDifficulty;
  title: string;
  count: number;
  firstSeed: number;
}

// The free puzzle book of the 2023 fundraiser. scripts/make-edition-pdfs.ts draws
// content/public/files/puzzle-book-2023.pdf from these seeds; changing them changes the puzzles.
export const puzzleBook2023 = {
  title: `${edition.product} 2023 Puzzle Book`,
  subtitle: '102 classic sudoku, from a gentle warm-up to a proper workout',
  intro: [
    'This book was our thank-you to everyone who watched and gave during the 2023 fundraiser stream, and it stays free for everyone.',
    'Fill each empty cell with a digit from 1 to 9 so that every row, every column and every 3x3 box holds each digit exactly once. Every puzzle has exactly one solution, and none needs guessing.',
    'Easy and medium puzzles fall to singles: find the one cell where a digit must go, or the one digit a cell can hold. Hard puzzles also ask for pointing pairs and pairs of cells that share two candidates.',
  ],
  sections: [
    { difficulty: 'easy', title: 'Easy', count: 36, firstSeed: 2023_1000 },
    { difficulty: 'medium', title: 'Medium', count: 36, firstSeed: 2023_2000 },
    { difficulty: 'hard', title: 'Hard', count: 30, firstSeed: 2023_3000 },
  ] satisfies PuzzleBookSection[],
  /** Fixed so that rerunning the script writes the same bytes. */
  creationDate: '2023-11-04T12:00:00Z',
};

/** The /puzzles page. */
export const puzzlesPage = {
  heading: 'Puzzles',
  intro: `Sudoku and pencil puzzles are what ${edition.product} is about. Take a book home, or solve one right here.`,
  bookHeading: 'The 2023 puzzle book',
  bookText:
    'Over 100 classic sudoku in one printable PDF, graded easy, medium and hard, with all the solutions at the back. It was made for our 2023 fundraiser and is free for everyone.',
  bookLinkLabel: 'Download the 2023 puzzle book (PDF)',
  sampleHeading: 'Try one now',
  sampleText:
    'Type a digit from 1 to 9 in each empty cell. The arrow keys move between cells. Check your grid whenever you like.',
  sample: { seed: 2025_0403, difficulty: 'easy' as SudokuDifficulty },
  checkLabel: 'Check my grid',
  nextLabel: 'Another puzzle',
  gridLabel: 'Sample sudoku',
  solved: 'Solved! Every digit is right.',
  wrong: (count: number) =>
    `${count === 1 ? 'One digit is' : `${count} digits are`} not right yet; ${count === 1 ? 'it is' : 'they are'} marked in red.`,
  soFarSoGood: (empty: number) =>
    `So far so good: every digit you entered is right, ${empty} ${empty === 1 ? 'cell' : 'cells'} to go.`,
};
