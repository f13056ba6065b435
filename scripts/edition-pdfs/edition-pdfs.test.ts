import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNearbyAttractions } from './nearby-attractions';
import { renderProgram } from './program';
import { renderPuzzleBook } from './puzzle-book';

const filesDir = path.resolve(import.meta.dirname, '../../content/public/files');

// The PDFs are committed, so a change to their content or to the generator must come with freshly
// drawn files: `npx tsx scripts/make-edition-pdfs.ts`.
describe.each([
  ['puzzle-book-2023.pdf', renderPuzzleBook],
  ['program-2025.pdf', renderProgram],
  ['nearby-attractions.pdf', renderNearbyAttractions],
])('the shipped %s', (name, render) => {
  it('is exactly what the script draws from the current content (rerun make-edition-pdfs if not)', async () => {
    const shipped = fs.readFileSync(path.join(filesDir, name));
    const drawn = await render();
    expect(drawn.equals(shipped)).toBe(true);
  });
});
