import { type CSSProperties, useEffect, useMemo } from 'react';
import { donateInfo } from '../../../../content/donate';
import { boxSize, type GridLayout, readGridLayout } from './markcell-layout';
import type { OverlayMark } from './markcell-wire';
import { useCellMarks } from './use-cell-marks';
import './markcell.css';

// The mark-a-cell overlay (docs/product/donations-and-incentives.md, "The mark-a-cell overlay"): a
// transparent OBS browser source laid over the puzzle being solved. It draws the grid lines; a cell
// named by a cheer ('Cheer50 !markcell r5c5') glows for the content's time with the cheerer's name
// beside it. Each cell carries data-cell="r5c5", and data-marked while it glows.

/** While the overlay is shown: no page background and never a scroll bar, whatever the source size. */
function useOverlayDocument() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('overlay-document');
    return () => root.classList.remove('overlay-document');
  }, []);
}

function gridStyle(layout: GridLayout): CSSProperties {
  const side = 'min(90vw, 90vh)';
  const width = layout.width === null ? side : `${layout.width}px`;
  const height = layout.height === null ? side : `${layout.height}px`;
  return {
    gridTemplateColumns: `repeat(${layout.size}, 1fr)`,
    gridTemplateRows: `repeat(${layout.size}, 1fr)`,
    width,
    height,
    left: layout.x === null ? `calc((100vw - ${width}) / 2)` : `${layout.x}px`,
    top: layout.y === null ? `calc((100vh - ${height}) / 2)` : `${layout.y}px`,
  };
}

interface CellProps {
  row: number;
  column: number;
  size: number;
  marks: OverlayMark[] | undefined;
  /** Names of lit cells earlier in this row on the same side, so this cell's names go below theirs. */
  namesAbove: number;
}

// The names sit outside the grid, level with the cell's row (left of the grid for the left half, right of
// it for the right half), so they never cover a digit the solver needs. `--from-edge` is how many cell
// widths lie between the cell and that edge of the grid.
function Cell({ row, column, size, marks, namesAbove }: CellProps) {
  const box = boxSize(size);
  const classes = ['markcell-cell'];
  if (box && column % box === 0 && column < size) classes.push('markcell-cell--box-right');
  if (box && row % box === 0 && row < size) classes.push('markcell-cell--box-bottom');
  const name = `r${row}c${column}`;
  const lit = marks !== undefined && marks.length > 0;
  const side = column > size / 2 ? 'right' : 'left';
  const namesStyle = {
    '--from-edge': side === 'left' ? column : size - column + 1,
    '--names-above': namesAbove,
  } as CSSProperties;
  return (
    <div className={classes.join(' ')} data-cell={name} data-marked={lit ? '' : undefined}>
      {lit && (
        <ul
          className={`markcell-names markcell-names--${side}`}
          style={namesStyle}
          aria-label={`${name} marked by`}
        >
          {marks.map((mark) => (
            <li key={mark.id}>
              {mark.name} <span className="markcell-bits">{mark.bits} bits</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function MarkCellPage() {
  useOverlayDocument();
  const layout = useMemo(() => readGridLayout(window.location.search, donateInfo.markCellGridSize), []);
  const { byCell, stale } = useCellMarks();
  const cells = [];
  for (let row = 1; row <= layout.size; row++) {
    const namesAbove = { left: 0, right: 0 };
    for (let column = 1; column <= layout.size; column++) {
      const marks = byCell.get(`r${row}c${column}`);
      const side = column > layout.size / 2 ? 'right' : 'left';
      cells.push(
        <Cell
          key={`r${row}c${column}`}
          row={row}
          column={column}
          size={layout.size}
          marks={marks}
          namesAbove={namesAbove[side]}
        />,
      );
      namesAbove[side] += marks?.length ?? 0;
    }
  }
  return (
    <main className="markcell">
      <h1 className="visually-hidden">Cells marked with bits</h1>
      <div className="markcell-grid" style={gridStyle(layout)}>
        {cells}
      </div>
      {stale && (
        <span className="markcell-stale" role="img" aria-label="Reconnecting…" title="Reconnecting…" />
      )}
    </main>
  );
}
