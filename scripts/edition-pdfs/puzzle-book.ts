import { edition } from '../../content/edition';
import { puzzleBook2023 } from '../../content/puzzles';
import { drawDigits, drawSudoku } from './draw-sudoku';
import { centredText, colours, type Pdf, page, pageFooter, renderPdf } from './pdf-file';
import { type BookPuzzle, bookPuzzles } from './puzzle-book-plan';

const book = puzzleBook2023;

// Six puzzles a page in two columns, twelve solutions a page in three.
const puzzleLayout = { perRow: 2, rows: 3, cell: 20, gap: 60, top: 100, pitch: 216, fontSize: 13 };
const solutionLayout = { perRow: 3, rows: 4, cell: 14, gap: 36, top: 98, pitch: 160, fontSize: 9 };
type Layout = typeof puzzleLayout;

function slots(layout: Layout) {
  const size = layout.cell * 9;
  const left = (page.width - (layout.perRow * size + (layout.perRow - 1) * layout.gap)) / 2;
  return Array.from({ length: layout.perRow * layout.rows }, (_, k) => ({
    x: left + (k % layout.perRow) * (size + layout.gap),
    y: layout.top + Math.floor(k / layout.perRow) * layout.pitch,
    size,
  }));
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

function cover(doc: Pdf, puzzles: BookPuzzle[]) {
  doc.rect(0, 0, page.width, 250).fill(colours.navy);
  centredText(doc, edition.product, 92, 'Times-Bold', 44, '#ffffff');
  centredText(doc, '2023 Puzzle Book', 150, 'Times-Bold', 30, colours.gold);
  centredText(doc, book.subtitle, 200, 'Helvetica', 13, '#ffffff');
  const sample = puzzles[0] as BookPuzzle;
  const cell = 26;
  drawSudoku(doc, (page.width - cell * 9) / 2, 300, sample.puzzle, { cell, fontSize: 16, thick: 2.2 });
  centredText(doc, `Puzzle 1 of ${puzzles.length} - start here`, 550, 'Helvetica-Oblique', 11, colours.soft);
  const counts = book.sections.map((s) => `${s.count} ${s.title.toLowerCase()}`).join(' · ');
  centredText(doc, `${counts} · solutions at the back`, 600, 'Helvetica-Bold', 13, colours.navy);
  centredText(
    doc,
    'Free for everyone, with thanks from the 2023 fundraiser stream',
    625,
    'Helvetica',
    11,
    colours.ink,
  );
  doc.rect(0, page.height - 90, page.width, 90).fill(colours.plum);
  centredText(doc, `${book.title} · ${edition.email}`, page.height - 52, 'Helvetica', 10, '#ffffff');
}

function introduction(doc: Pdf, contents: { label: string; page: number }[]) {
  doc.font('Times-Bold').fontSize(26).fillColor(colours.navy).text('How to play', page.margin, 80);
  doc.moveDown(0.6);
  for (const paragraph of book.intro) {
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(colours.ink)
      .text(paragraph, { width: page.width - 2 * page.margin, lineGap: 3 });
    doc.moveDown(0.8);
  }
  doc.moveDown(0.8);
  doc.font('Times-Bold').fontSize(20).fillColor(colours.navy).text('Contents');
  doc.moveDown(0.4);
  for (const entry of contents) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(colours.ink)
      .text(entry.label, page.margin, y, { lineBreak: false });
    const number = `page ${entry.page}`;
    doc.text(number, page.width - page.margin - doc.widthOfString(number), y, { lineBreak: false });
    doc.x = page.margin;
    doc.y = y + 22;
  }
}

function puzzlePage(doc: Pdf, group: BookPuzzle[], pageNumber: number) {
  const first = group[0] as BookPuzzle;
  const last = group.at(-1) as BookPuzzle;
  centredText(
    doc,
    `${first.section.title} · puzzles ${first.number}-${last.number}`,
    50,
    'Times-Bold',
    20,
    colours.navy,
  );
  slots(puzzleLayout).forEach((slot, k) => {
    const puzzle = group[k];
    if (!puzzle) return;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(colours.navy);
    doc.text(`Puzzle ${puzzle.number}`, slot.x, slot.y - 16, { lineBreak: false });
    const label = puzzle.section.title;
    doc.font('Helvetica').fontSize(10).fillColor(colours.soft);
    doc.text(label, slot.x + slot.size - doc.widthOfString(label), slot.y - 15, { lineBreak: false });
    drawSudoku(doc, slot.x, slot.y, puzzle.puzzle, {
      cell: puzzleLayout.cell,
      fontSize: puzzleLayout.fontSize,
    });
  });
  pageFooter(doc, `${book.title} · ${pageNumber}`);
}

function solutionPage(doc: Pdf, group: BookPuzzle[], pageNumber: number) {
  const first = group[0] as BookPuzzle;
  const last = group.at(-1) as BookPuzzle;
  centredText(doc, `Solutions · puzzles ${first.number}-${last.number}`, 50, 'Times-Bold', 20, colours.navy);
  const { cell, fontSize } = solutionLayout;
  slots(solutionLayout).forEach((slot, k) => {
    const puzzle = group[k];
    if (!puzzle) return;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(colours.navy);
    doc.text(`${puzzle.number} · ${puzzle.section.title}`, slot.x, slot.y - 12, { lineBreak: false });
    // The givens print bold and dark, the digits a solver fills in lighter.
    const filled = puzzle.solution.map((v, i) => (puzzle.puzzle[i] === 0 ? v : 0));
    drawSudoku(doc, slot.x, slot.y, puzzle.puzzle, {
      cell,
      fontSize,
      font: 'Helvetica-Bold',
      thin: 0.4,
      thick: 1.2,
    });
    drawDigits(doc, slot.x, slot.y, filled, { cell, fontSize, font: 'Helvetica', colour: '#5d6fb0' });
  });
  pageFooter(doc, `${book.title} · ${pageNumber}`);
}

/** The free 2023 puzzle book: cover, how to play, the puzzles six a page, then the solutions. */
export function renderPuzzleBook(): Promise<Buffer> {
  const puzzles = bookPuzzles(book.sections);
  const puzzlePages = book.sections.flatMap((section) =>
    chunk(
      puzzles.filter((p) => p.section === section),
      puzzleLayout.perRow * puzzleLayout.rows,
    ),
  );
  const solutionPages = chunk(puzzles, solutionLayout.perRow * solutionLayout.rows);
  const firstPuzzlePage = 3;
  const contents = book.sections.map((section) => {
    const index = puzzlePages.findIndex((group) => group[0]?.section === section);
    const inSection = puzzles.filter((p) => p.section === section);
    return {
      label: `${section.title}: puzzles ${inSection[0]?.number}-${inSection.at(-1)?.number}`,
      page: firstPuzzlePage + index,
    };
  });
  contents.push({ label: 'Solutions', page: firstPuzzlePage + puzzlePages.length });

  return renderPdf(
    {
      title: book.title,
      subject: `${puzzles.length} sudoku puzzles with solutions`,
      creationDate: book.creationDate,
    },
    (doc) => {
      cover(doc, puzzles);
      doc.addPage();
      introduction(doc, contents);
      pageFooter(doc, `${book.title} · 2`);
      let pageNumber = firstPuzzlePage;
      for (const group of puzzlePages) {
        doc.addPage();
        puzzlePage(doc, group, pageNumber++);
      }
      for (const group of solutionPages) {
        doc.addPage();
        solutionPage(doc, group, pageNumber++);
      }
    },
  );
}
