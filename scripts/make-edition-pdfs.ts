// Writes the edition's downloadable PDFs into content/public/files, which the site serves at /files:
//   npx tsx scripts/make-edition-pdfs.ts
// Run it again after changing content/puzzles.ts, content/edition-pdfs.ts, content/schedule.ts or the
// sudoku generator, and commit the PDFs. The output is byte-for-byte the same on every run (fixed
// seeds and dates), and scripts/edition-pdfs/puzzle-book.test.ts fails when the shipped book is stale.
import fs from 'node:fs/promises';
import path from 'node:path';
import { renderNearbyAttractions } from './edition-pdfs/nearby-attractions';
import { renderProgram } from './edition-pdfs/program';
import { renderPuzzleBook } from './edition-pdfs/puzzle-book';

const filesDir = path.resolve(import.meta.dirname, '../content/public/files');

const outputs: [string, () => Promise<Buffer>][] = [
  ['puzzle-book-2023.pdf', renderPuzzleBook],
  ['program-2025.pdf', renderProgram],
  ['nearby-attractions.pdf', renderNearbyAttractions],
];

await fs.mkdir(filesDir, { recursive: true });
for (const [name, render] of outputs) {
  const bytes = await render();
  await fs.writeFile(path.join(filesDir, name), bytes);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(0)} KB`);
}
