import type { Page } from '@playwright/test';
import { links } from '../../content/links';
import { expect, expectAccessible, test } from './fixtures';

const gold = 'rgb(246, 201, 69)';
const white = 'rgb(255, 255, 255)';

async function expectDonationInformation(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Donate directly' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Donate by card' })).toHaveAttribute('href', '/donate/card');
  await expect(main.getByRole('link', { name: 'Our donation page' })).toHaveAttribute(
    'href',
    links.directDonation,
  );
  await expect(main.getByRole('heading', { name: 'Subscribe and use bits' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Our Twitch channel' })).toHaveAttribute(
    'href',
    links.eventChannelUrl,
  );
}

test.describe('/donate', () => {
  test('says to donate directly, or to subscribe and use bits', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donate');
    await expectDonationInformation(page);
    await page.getByRole('link', { name: 'How bits work' }).click();
    await expect(page).toHaveURL('/donate/bits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donate with bits');
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('/donate/bits', () => {
  test('shows the same donation information and explains the Cheer50 !markcell r5c5 command', async ({
    page,
  }) => {
    await page.goto('/donate/bits');
    await expectDonationInformation(page);
    const help = page.getByRole('region', { name: 'Mark a cell on stream' });
    await expect(help.locator('code').first()).toHaveText('Cheer50 !markcell r5c5');
    await expect(help).toContainText('A cheer of at least 50 bits.');
    await expect(help).toContainText('The cell: row 5, column 5.');
    await expect(help).toContainText(
      'With at least 50 bits plus a row and column, that cell is highlighted on the grid on stream',
    );
    await expectAccessible(page);
  });

  test('the demo grid has 9 by 9 cells and marks only r5c5', async ({ page }) => {
    await page.goto('/donate/bits');
    const demo = page.getByRole('img', { name: /Cheer50 !markcell r5c5.*row 5, column 5 lights up/ });
    await expect(demo).toBeVisible();
    await expect(demo.locator('[data-cell]')).toHaveCount(81);
    await expect(demo.locator('.cheer-demo__cell--marked')).toHaveAttribute('data-cell', 'r5c5');
    await expect(demo.locator('.cheer-demo__cell--marked')).toHaveCount(1);
  });

  test('in the demo the cheer arrives first, then r5c5 lights up', async ({ page }) => {
    await page.goto('/donate/bits');
    const demo = page.getByRole('img', { name: /row 5, column 5/ });
    const cell = demo.locator('[data-cell="r5c5"]');
    const message = demo.getByText('Cheer50 !markcell r5c5');
    // Stop the looping CSS animations at chosen moments of their 6-second cycle.
    const at = (ms: number) =>
      page.evaluate((time) => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = time;
        }
      }, ms);
    const background = () => cell.evaluate((element) => getComputedStyle(element).backgroundColor);
    const shown = () => message.evaluate((element) => getComputedStyle(element).visibility === 'visible');

    // The page's stylesheet arrives with its lazily loaded module: pausing before both animations (the
    // message's and the cell's) exist would leave one running from wherever it was.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBeGreaterThanOrEqual(2);
    await at(0);
    expect(await shown()).toBe(false);
    expect(await background()).toBe(white);
    await at(1500); // the message is in, the cell not yet lit
    expect(await shown()).toBe(true);
    expect(await background()).toBe(white);
    await at(3500);
    expect(await shown()).toBe(true);
    expect(await background()).toBe(gold);
  });

  test('with reduced motion the demo stays still, showing the message and the marked cell', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/donate/bits');
    const demo = page.getByRole('img', { name: /row 5, column 5/ });
    await expect(demo.getByText('Cheer50 !markcell r5c5')).toBeVisible();
    const cell = demo.locator('[data-cell="r5c5"]');
    await expect(cell).toHaveCSS('animation-name', 'none');
    await expect(cell).toHaveCSS('background-color', gold);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});
