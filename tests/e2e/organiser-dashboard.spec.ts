import path from 'node:path';
import type { Page } from '@playwright/test';
import { formatUsd } from '../../src/domain/money';
import { expect } from './fixtures';
import { test } from './fresh-server';
import { openSection, type SectionName, sectionNav } from './organiser-sections';
import { donate } from './purchases';
import { seedBooks } from './seed-books';
import { atEachWidth } from './widths';

// The dashboard in a busy fundraiser (docs/product/organisers.md, "The dashboard"): 10,000 donations, and
// still a page an organiser can find their way around, at a desktop's width and a phone's.

const password = 'e2e-organiser-password';

/** A heading each section shows, so a test knows it arrived. */
const landmarks: Record<SectionName, string> = {
  Overview: 'Money raised',
  Donations: 'Donations',
  Orders: 'Ticket orders',
  Incentives: 'Bid wars',
  Prizes: 'Prizes',
  Schedule: 'Schedule',
  Codes: 'Discount codes',
  Email: 'Send an email',
  Editions: 'Editions',
  Settings: 'Ticket sales and livestream link',
};
const sections = Object.keys(landmarks) as SectionName[];

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/organiser`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
}

const pageSize = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));

atEachWidth([1280, 390], (width) => {
  test('with 10,000 donations every section is reached by name, under 12,000 px and never wider than the screen', async ({
    page,
    freshServer,
  }) => {
    test.setTimeout(120_000);
    const { raisedCents } = seedBooks(path.join(freshServer.dataDir, 'site.sqlite3'), 10_000);
    await signIn(page, freshServer.url);

    // The overview comes first, with the money the books hold.
    await expect(page.getByRole('heading', { name: 'Money raised' })).toBeVisible();
    await expect(page.getByText(`${formatUsd(raisedCents)} raised`)).toBeVisible();

    for (const name of sections) {
      await openSection(page, name);
      await expect(page.getByRole('heading', { name: landmarks[name], exact: true })).toBeVisible();
      await expect(sectionNav(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Let every list of the section arrive before measuring.
      await page.waitForLoadState('networkidle');
      const size = await pageSize(page);
      expect(size.height, `${name} is ${size.height} px tall`).toBeLessThan(12_000);
      expect(size.width, `${name} scrolls sideways`).toBeLessThanOrEqual(size.screen);
    }

    // The address says which section is open, so a reload keeps it.
    await expect(page).toHaveURL(/\?section=settings$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: landmarks.Settings, exact: true })).toBeVisible();
  });

  test('the money chart is drawn from the overview’s numbers, and shows them as a table', async ({
    page,
    freshServer,
  }) => {
    const { raisedCents } = seedBooks(path.join(freshServer.dataDir, 'site.sqlite3'), 500);
    await signIn(page, freshServer.url);
    const chart = page.getByRole('figure', { name: /^Money raised over time/ });
    await expect(chart.getByRole('img', { name: /^Money raised over time/ })).toBeVisible();
    await expect(chart.locator('rect').first()).toBeVisible();
    await chart.getByText('Show as table').click();
    const table = chart.getByRole('table');
    await expect(table).toBeVisible();
    // The last row's running total is the total raised the overview states.
    await expect(table.getByRole('row').last()).toContainText(formatUsd(raisedCents));
    const tickets = page.getByRole('figure', { name: 'Tickets sold per day' });
    await expect(tickets.getByRole('img')).toBeVisible();
    await tickets.getByText('Show as table').click();
    await expect(tickets.getByRole('table').getByRole('row')).not.toHaveCount(0);
    expect((await pageSize(page)).width).toBeLessThanOrEqual(width);
  });
});

test('a new donation appears at the top of the first page at once', async ({ page, freshServer }) => {
  seedBooks(path.join(freshServer.dataDir, 'site.sqlite3'), 200);
  await signIn(page, freshServer.url);
  await openSection(page, 'Donations');
  const list = page.getByRole('region', { name: 'Donations' }).getByRole('listitem');
  await expect(list).toHaveCount(25);
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await page.getByRole('button', { name: 'Newest' }).click();
  const name = `Live Donor ${Date.now()}`;
  await donate(freshServer.api, { name, amount: 12.34 });
  await expect(list.first()).toContainText(name);
  await expect(list).toHaveCount(25);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('Edit moves to the form with the cursor in it, and schedule titles keep their words whole', async ({
    page,
    freshServer,
  }) => {
    await signIn(page, freshServer.url);
    await openSection(page, 'Schedule');
    const title = 'Variant sudoku championship, semi-finals';
    // Under 600 px the table is a list of cards, so its cells are no longer cells to the browser.
    const cell = page.locator('td').filter({ hasText: title });
    await expect(cell).toBeVisible();
    // "championship" sits on one line: the browser did not break it to save room.
    const lines = await cell.evaluate((element) => {
      const text = element.firstChild?.textContent ?? '';
      const range = document.createRange();
      const at = text.indexOf('championship');
      range.setStart(element.firstChild as Node, at);
      range.setEnd(element.firstChild as Node, at + 'championship'.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const field = page.getByLabel('Title', { exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(title);
    await expect(field).toBeInViewport();
    expect((await pageSize(page)).width).toBeLessThanOrEqual(390);
  });
});
