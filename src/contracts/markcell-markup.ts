import { escapeHtml } from '../domain/html';
import { boxSize, type GridLayout } from '../domain/markcell-layout';

// The mark-a-cell overlay's markup (docs/product/donations-and-incentives.md, "The mark-a-cell overlay"),
// written by the server into the page it sends, so the grid lines are there at the first paint, and by the
// page's script on every change after that (src/web/markcell/main.ts): one function, so both are the
// same. Each cell carries data-cell="r5c5", and data-marked while it glows. Names are plain text.

interface ShownMark {
  name: string;
  bits: number;
}

export interface MarkcellView {
  layout: GridLayout;
  /** Marks glowing now, by cell ('r5c5'), oldest first. */
  byCell: ReadonlyMap<string, readonly ShownMark[]>;
  /** The live connection is down: marks may be missing. */
  stale: boolean;
}

function gridStyle(layout: GridLayout): string {
  const side = 'min(90vw, 90vh)';
  const width = layout.width === null ? side : `${layout.width}px`;
  const height = layout.height === null ? side : `${layout.height}px`;
  const left = layout.x === null ? `calc((100vw - ${width}) / 2)` : `${layout.x}px`;
  const top = layout.y === null ? `calc((100vh - ${height}) / 2)` : `${layout.y}px`;
  return `grid-template-columns:repeat(${layout.size},1fr);grid-template-rows:repeat(${layout.size},1fr);width:${width};height:${height};left:${left};top:${top}`;
}

// The names sit outside the grid, level with the cell's row (left of the grid for the left half, right of
// it for the right half), so they never cover a digit the solver needs. `--from-edge` is how many cell
// widths lie between the cell and that edge of the grid; `--names-above` how many names of lit cells
// earlier in this row on the same side go above this cell's.
function cellMarkup(row: number, column: number, size: number, marks: readonly ShownMark[], above: number) {
  const box = boxSize(size);
  const classes = ['markcell-cell'];
  if (box && column % box === 0 && column < size) classes.push('markcell-cell--box-right');
  if (box && row % box === 0 && row < size) classes.push('markcell-cell--box-bottom');
  const name = `r${row}c${column}`;
  if (marks.length === 0) return `<div class="${classes.join(' ')}" data-cell="${name}"></div>`;
  const side = column > size / 2 ? 'right' : 'left';
  const fromEdge = side === 'left' ? column : size - column + 1;
  const items = marks
    .map((mark) => `<li>${escapeHtml(mark.name)} <span class="markcell-bits">${mark.bits} bits</span></li>`)
    .join('');
  return (
    `<div class="${classes.join(' ')}" data-cell="${name}" data-marked="">` +
    `<ul class="markcell-names markcell-names--${side}" style="--from-edge:${fromEdge};--names-above:${above}" aria-label="${name} marked by">${items}</ul></div>`
  );
}

/** The inside of the overlay's <main class="markcell">. */
export function markcellMarkup({ layout, byCell, stale }: MarkcellView): string {
  const cells: string[] = [];
  for (let row = 1; row <= layout.size; row++) {
    const namesAbove = { left: 0, right: 0 };
    for (let column = 1; column <= layout.size; column++) {
      const marks = byCell.get(`r${row}c${column}`) ?? [];
      const side = column > layout.size / 2 ? 'right' : 'left';
      cells.push(cellMarkup(row, column, layout.size, marks, namesAbove[side]));
      namesAbove[side] += marks.length;
    }
  }
  const staleDot = stale
    ? '<span class="markcell-stale" role="img" aria-label="Reconnecting…" title="Reconnecting…"></span>'
    : '';
  return (
    '<h1 class="visually-hidden">Cells marked with bits</h1>' +
    `<div class="markcell-grid" style="${gridStyle(layout)}">${cells.join('')}</div>${staleDot}`
  );
}
