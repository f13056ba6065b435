import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { puzzlesPage } from '../../../../content/puzzles';

interface SudokuBoardProps {
  puzzle: readonly number[];
  solution: readonly number[];
  /** More buttons, shown beside "Check my grid". */
  children?: ReactNode;
}

const moves: Record<string, number> = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };

function verdictFor(entries: readonly string[], puzzle: readonly number[], solution: readonly number[]) {
  const open = puzzle.flatMap((given, i) => (given === 0 ? [i] : []));
  const wrong = open.filter((i) => entries[i] !== '' && Number(entries[i]) !== solution[i]);
  const empty = open.filter((i) => entries[i] === '').length;
  if (wrong.length > 0) return { text: puzzlesPage.wrong(wrong.length), wrong: new Set(wrong) };
  return {
    text: empty === 0 ? puzzlesPage.solved : puzzlesPage.soFarSoGood(empty),
    wrong: new Set<number>(),
  };
}

/**
 * A playable grid. Every cell is an input named by its row and column, so screen readers announce where
 * a digit goes; givens are read-only and out of the Tab order, and the arrow keys reach every cell.
 */
export function SudokuBoard({ puzzle, solution, children }: SudokuBoardProps) {
  const [entries, setEntries] = useState<string[]>(() => puzzle.map(() => ''));
  const [verdict, setVerdict] = useState<ReturnType<typeof verdictFor> | null>(null);
  const cells = useRef<(HTMLInputElement | null)[]>([]);

  const enter = (cell: number, text: string) => {
    // Keep only the last digit typed, so typing over a filled cell replaces it.
    const digit = text.replace(/[^1-9]/g, '').slice(-1);
    setEntries((current) => current.map((value, i) => (i === cell ? digit : value)));
    setVerdict(null);
  };

  const move = (event: KeyboardEvent<HTMLInputElement>, cell: number) => {
    const step = moves[event.key];
    if (step === undefined) return;
    const target = cell + step;
    const sameRow = Math.abs(step) === 1 ? Math.floor(target / 9) === Math.floor(cell / 9) : true;
    if (target >= 0 && target < 81 && sameRow) {
      event.preventDefault();
      cells.current[target]?.focus();
    }
  };

  return (
    <>
      <fieldset className="sudoku-set" aria-describedby="sample-help">
        <legend className="visually-hidden">{puzzlesPage.gridLabel}</legend>
        <div className="sudoku">
          {puzzle.map((given, i) => {
            const row = Math.floor(i / 9);
            const column = i % 9;
            const classes = ['sudoku__cell'];
            if (given) classes.push('sudoku__cell--given');
            if (column === 2 || column === 5) classes.push('sudoku__cell--box-right');
            if (row === 2 || row === 5) classes.push('sudoku__cell--box-bottom');
            const wrong = verdict?.wrong.has(i) ?? false;
            return (
              <input
                // The 81 positions never move, so the index is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of a 9x9 grid
                key={i}
                ref={(element) => {
                  cells.current[i] = element;
                }}
                className={classes.join(' ')}
                aria-label={`Row ${row + 1}, column ${column + 1}`}
                aria-invalid={wrong || undefined}
                value={given ? String(given) : entries[i]}
                readOnly={given !== 0}
                tabIndex={given ? -1 : 0}
                inputMode="numeric"
                autoComplete="off"
                onChange={(event) => enter(i, event.target.value)}
                onKeyDown={(event) => move(event, i)}
              />
            );
          })}
        </div>
      </fieldset>
      <p className="sudoku__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => setVerdict(verdictFor(entries, puzzle, solution))}
        >
          {puzzlesPage.checkLabel}
        </button>
        {children}
      </p>
      <p className="sudoku__verdict" role="status">
        {verdict?.text}
      </p>
    </>
  );
}
