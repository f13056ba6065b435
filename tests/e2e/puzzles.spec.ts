import { links } from '../../content/links';
import { puzzlesPage } from '../../content/puzzles';
import { generatePuzzle } from '../../src/domain/sudoku/generator';
import { expect, expectAccessible, test } from './fixtures';

const sample = generatePuzzle(puzzlesPage.sample);
const cell = (index: number) => `Row ${Math.floor(index / 9) + 1}, column ${(index % 9) + 1}`;
const openCells = sample.puzzle.flatMap((given, i) => (given === 0 ? [i] : []));

test.describe('the puzzles page', () => {
  test('offers the free 2023 puzzle book as a PDF that downloads', async ({ page, request }) => {
    await page.goto('/puzzles');
    await expect(page.getByRole('heading', { level: 1, name: puzzlesPage.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: puzzlesPage.bookHeading })).toBeVisible();
    const link = page.getByRole('link', { name: puzzlesPage.bookLinkLabel });
    await expect(link).toHaveAttribute('href', links.puzzleBook2023Pdf);

    const pdf = await request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page);
  });

  test('the printed program and the nearby-attractions guide download as PDFs', async ({ request }) => {
    for (const href of [links.programPdf, links.nearbyAttractionsPdf]) {
      const pdf = await request.get(href);
      expect(pdf.status(), href).toBe(200);
      expect(pdf.headers()['content-type'], href).toContain('application/pdf');
    }
  });

  test('a visitor can solve the sample puzzle and have it checked', async ({ page }) => {
    await page.goto('/puzzles');
    const grid = page.getByRole('group', { name: puzzlesPage.gridLabel });
    const given = sample.puzzle.findIndex((v) => v !== 0);
    await expect(grid.getByLabel(cell(given))).toHaveValue(String(sample.puzzle[given]));
    await expect(grid.getByLabel(cell(given))).not.toBeEditable();

    const [first, second, ...rest] = openCells as [number, number, ...number[]];
    await grid.getByLabel(cell(first)).fill(String(sample.solution[first]));
    const wrongDigit = ((sample.solution[second] as number) % 9) + 1;
    await grid.getByLabel(cell(second)).fill(String(wrongDigit));
    await page.getByRole('button', { name: puzzlesPage.checkLabel }).click();
    await expect(page.getByRole('status')).toHaveText(puzzlesPage.wrong(1));
    await expect(grid.getByLabel(cell(second))).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    for (const index of [second, ...rest]) {
      await grid.getByLabel(cell(index)).fill(String(sample.solution[index]));
    }
    await page.getByRole('button', { name: puzzlesPage.checkLabel }).click();
    await expect(page.getByRole('status')).toHaveText(puzzlesPage.solved);
  });

  test('says how many cells are left when everything entered so far is right', async ({ page }) => {
    await page.goto('/puzzles');
    const first = openCells[0] as number;
    await page.getByLabel(cell(first)).fill(String(sample.solution[first]));
    await page.getByRole('button', { name: puzzlesPage.checkLabel }).click();
    await expect(page.getByRole('status')).toHaveText(puzzlesPage.soFarSoGood(openCells.length - 1));
  });

  test('keyboard users move between cells with the arrow keys and type digits', async ({ page }) => {
    await page.goto('/puzzles');
    const first = openCells[0] as number;
    await page.getByLabel(cell(first)).focus();
    await page.keyboard.press('ArrowDown');
    const below = first + 9 < 81 ? first + 9 : first;
    await expect(page.getByLabel(cell(below))).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('7');
    await expect(page.getByLabel(cell(first))).toHaveValue('7');
    await page.keyboard.type('3');
    await expect(page.getByLabel(cell(first))).toHaveValue('3');
  });

  test('"Another puzzle" shows a different grid, empty again', async ({ page }) => {
    await page.goto('/puzzles');
    const first = openCells[0] as number;
    await page.getByLabel(cell(first)).fill('5');
    const next = generatePuzzle({ ...puzzlesPage.sample, seed: puzzlesPage.sample.seed + 1 });
    await page.getByRole('button', { name: puzzlesPage.nextLabel }).click();
    const firstGiven = next.puzzle.findIndex((v, i) => v !== 0 && v !== sample.puzzle[i]);
    await expect(page.getByLabel(cell(firstGiven))).toHaveValue(String(next.puzzle[firstGiven]));
    // The cell typed into before is either empty again or holds the new puzzle's given.
    const expected = next.puzzle[first] ? String(next.puzzle[first]) : '';
    await expect(page.getByLabel(cell(first))).toHaveValue(expected);
  });
});
