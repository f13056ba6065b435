import type { GridCell } from '../../../domain/mark-cell';
import './cheer-demo.css';

const size = 9;
// A valid filled grid by the classic shifting pattern; a few of its digits are shown as givens so the demo
// looks like a puzzle in progress. None of it is meant to be solved.
const digit = (row: number, column: number) => ((row * 3 + Math.floor(row / 3) + column) % size) + 1;
const isGiven = (row: number, column: number) => (row + 2 * column) % 5 === 0;

interface CheerDemoProps {
  command: string;
  cell: GridCell;
}

/**
 * The demo animation of /donate/bits: a chat message with a cheer arrives, then the cell it names lights
 * up. It loops with CSS only; with reduced motion the message and the marked cell simply stay shown.
 */
export function CheerDemo({ command, cell }: CheerDemoProps) {
  const label = `Demo animation: a 9 by 9 sudoku grid. When the chat message "${command}" arrives, the cell in row ${cell.row}, column ${cell.column} lights up.`;
  return (
    <figure className="cheer-demo">
      <div className="cheer-demo__stage" role="img" aria-label={label}>
        <div className="cheer-demo__chat">
          <span className="cheer-demo__user">puzzlefan42</span>{' '}
          <span className="cheer-demo__bits">{command}</span>
        </div>
        <div className="cheer-demo__grid">
          {Array.from({ length: size * size }, (_, index) => {
            const row = Math.floor(index / size);
            const column = index % size;
            const marked = row + 1 === cell.row && column + 1 === cell.column;
            const classes = ['cheer-demo__cell'];
            if (marked) classes.push('cheer-demo__cell--marked');
            if (column % 3 === 2 && column < size - 1) classes.push('cheer-demo__cell--box-right');
            if (row % 3 === 2 && row < size - 1) classes.push('cheer-demo__cell--box-bottom');
            return (
              <span
                key={`r${row + 1}c${column + 1}`}
                className={classes.join(' ')}
                data-cell={`r${row + 1}c${column + 1}`}
              >
                {!marked && isGiven(row, column) ? digit(row, column) : ''}
              </span>
            );
          })}
        </div>
      </div>
      <figcaption>
        What viewers see: the cheer arrives in chat, and the cell it names lights up on the grid.
      </figcaption>
    </figure>
  );
}
