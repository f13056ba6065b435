import type { SudokuGrid } from '../../src/domain/sudoku/grid';
import { colours, type Pdf } from './pdf-file';

interface GridStyle {
  cell: number;
  fontSize: number;
  font?: string;
  colour?: string;
  thin?: number;
  thick?: number;
}

/** A 9x9 grid with heavier box lines, its digits centred in the cells. */
export function drawSudoku(doc: Pdf, x: number, y: number, grid: SudokuGrid, style: GridStyle) {
  const { cell, fontSize, font = 'Helvetica', colour = colours.ink, thin = 0.5, thick = 1.6 } = style;
  const size = cell * 9;
  doc.save();
  // The thin lines first, so the box lines are drawn over them.
  const lineAt = (k: number) => {
    doc
      .moveTo(x + k * cell, y)
      .lineTo(x + k * cell, y + size)
      .stroke();
    doc
      .moveTo(x, y + k * cell)
      .lineTo(x + size, y + k * cell)
      .stroke();
  };
  for (let k = 0; k <= 9; k++) {
    if (k % 3 === 0) continue;
    doc.lineWidth(thin).strokeColor('#8a90a8');
    lineAt(k);
  }
  doc.lineWidth(thick).strokeColor(colours.ink);
  for (let k = 0; k <= 9; k += 3) lineAt(k);
  doc.restore();
  drawDigits(doc, x, y, grid, { cell, fontSize, font, colour });
}

/** Digits only, so a solution can print the filled-in digits lighter than the givens. */
export function drawDigits(
  doc: Pdf,
  x: number,
  y: number,
  grid: SudokuGrid,
  style: Required<Pick<GridStyle, 'cell' | 'fontSize' | 'font' | 'colour'>>,
) {
  const { cell, fontSize, font, colour } = style;
  doc.font(font).fontSize(fontSize).fillColor(colour);
  // Helvetica digits stand about 0.7 of the font size tall from the top of the text box.
  const rise = (cell - fontSize * 0.7) / 2;
  grid.forEach((value, i) => {
    if (value === 0) return;
    const text = String(value);
    const cx = x + (i % 9) * cell + (cell - doc.widthOfString(text)) / 2;
    const cy = y + Math.floor(i / 9) * cell + rise;
    doc.text(text, cx, cy, { lineBreak: false });
  });
}
