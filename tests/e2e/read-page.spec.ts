import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';

// The hosts' read page (docs/product/read-page.md) on two tablets at once: a server of its own, so the
// list holds this test's donations only and its count starts from zero.

const password = 'e2e-organiser-password';
const tablet = { width: 768, height: 1024 };

async function openTablet(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: tablet, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/organiser/read');
  await waitForApp(page);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Read donations' })).toBeVisible();
  return page;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const cardNames = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const unreadCount = (page: Page) => page.getByText(/^\d+ unread/);

async function noSidewaysScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(sizes.page).toBeLessThanOrEqual(sizes.screen);
}

test.describe('the read page on two tablets', () => {
  test('marking read and pinning on one tablet shows on the other within seconds; new donations arrive live', async ({
    browser,
    freshServer,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { api, url } = freshServer;
    await donate(api, { name: 'Ada Reader', amount: 20, message: 'Good luck on the 16x16, everyone!' });
    await donate(api, {
      name: '',
      amount: 75,
      message: 'From a quiet fan: for the killer sudoku finale.',
      incentiveID: 'finale-genre:killer',
    });
    await donate(api, { name: 'Cheery Solver', amount: 5 });
    // Held by screening (a link): never on the read page.
    await donate(api, { name: 'Link Poster', amount: 10, message: 'prizes at www.example.com' });

    const first = await openTablet(browser, url);
    const second = await openTablet(browser, url);
    for (const page of [first, second]) {
      await expect(unreadCount(page)).toHaveText('3 unread');
      expect(await cardNames(page)).toEqual(['Ada Reader', 'Anonymous', 'Cheery Solver']);
    }
    await expect(card(first, 'Anonymous')).toContainText('$75.00');
    await expect(card(first, 'Anonymous')).toContainText('Which puzzle genre ends the stream?');
    await expect(card(first, 'Anonymous')).toContainText('Killer sudoku');
    await expect(card(first, 'Anonymous')).toContainText(/about \d+ s to read/);
    await expect(first.getByText('Link Poster')).toHaveCount(0);
    await noSidewaysScroll(first);
    await expectAccessible(first);
    await first.screenshot({ path: testInfo.outputPath('read-page-768.png'), fullPage: true });

    // Pinned on one tablet: first on both.
    await card(first, 'Cheery Solver').getByRole('button', { name: 'Pin' }).click();
    for (const page of [first, second]) {
      await expect
        .poll(() => cardNames(page), { timeout: 5_000 })
        .toEqual(['Cheery Solver', 'Ada Reader', 'Anonymous']);
      await expect(card(page, 'Cheery Solver')).toContainText('Pinned');
    }

    // Read on one tablet: gone from both, the count goes down, and the Read list has it.
    await card(first, 'Ada Reader').getByRole('button', { name: 'Mark read' }).click();
    await expect(card(first, 'Ada Reader')).toHaveCount(0);
    await expect(
      first.getByRole('status').filter({ hasText: 'Marked Ada Reader ($20.00) read.' }),
    ).toBeVisible();
    await expect(card(second, 'Ada Reader')).toHaveCount(0, { timeout: 5_000 });
    await expect(unreadCount(second)).toHaveText('2 unread');
    await second.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(card(second, 'Ada Reader')).toContainText(/Read at \w{3} \d{1,2}:\d{2} [AP]M E[DS]T/);

    // Undone from the Read list on the second tablet: back on the first.
    await card(second, 'Ada Reader').getByRole('button', { name: 'Mark unread' }).click();
    await expect(card(second, 'Ada Reader')).toHaveCount(0);
    await expect(card(first, 'Ada Reader')).toBeVisible({ timeout: 5_000 });
    await expect(unreadCount(first)).toHaveText('3 unread');

    // A new donation appears on both without a reload.
    await donate(api, { name: 'Late Arrival', amount: 60, message: 'Just tuned in!' });
    await expect(card(first, 'Late Arrival')).toBeVisible({ timeout: 5_000 });
    await expect(unreadCount(first)).toHaveText('4 unread');

    // Filters combine: large ones with a message.
    await first.getByRole('button', { name: 'Large' }).click();
    await expect.poll(() => cardNames(first)).toEqual(['Anonymous', 'Late Arrival']);
    await first.getByRole('button', { name: 'Anonymous' }).click();
    await expect.poll(() => cardNames(first)).toEqual(['Anonymous']);
    await first.getByLabel('at least $').fill('100');
    await expect(first.getByText('No donation to read matches these filters.')).toBeVisible();

    // A phone's width still scrolls only downwards.
    await second.setViewportSize({ width: 390, height: 844 });
    await second.getByRole('button', { name: 'To read' }).click();
    await expect(card(second, 'Late Arrival')).toBeVisible();
    await noSidewaysScroll(second);
  });

  test('a host reads on with the keyboard: after Mark read the next card’s button has the focus, and Undo brings it back', async ({
    browser,
    freshServer,
  }) => {
    const { api, url } = freshServer;
    await donate(api, { name: 'Key One', amount: 3, message: 'first' });
    await donate(api, { name: 'Key Two', amount: 4, message: 'second' });
    const page = await openTablet(browser, url);
    await expect(unreadCount(page)).toHaveText('2 unread');

    await card(page, 'Key One').getByRole('button', { name: 'Mark read' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(page, 'Key One')).toHaveCount(0);
    await expect(card(page, 'Key Two').getByRole('button', { name: 'Mark read' })).toBeFocused();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['Key One', 'Key Two']);
    await expect(unreadCount(page)).toHaveText('2 unread');
  });
});
