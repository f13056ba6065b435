import type { Browser, Page } from '@playwright/test';
import { expect, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';

// Screening as moderators and viewers meet it (docs/product/screening.md): two moderators' dashboards,
// the stream overlay and /donations, on a server of the test's own. The money shows at once; the name
// and message only after one moderator approves, and the other moderator's queue follows.

const password = 'e2e-organiser-password';

async function moderator(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${url}/organiser?section=donations`);
  await waitForApp(page);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Screening/ })).toBeVisible();
  return page;
}

const queue = (page: Page) => page.getByRole('list', { name: 'Waiting donations, oldest first' });

test.describe('donation screening', () => {
  test('a held donation counts at once, stays Anonymous until one of two moderators approves it with the keyboard', async ({
    browser,
    page,
    freshServer,
  }) => {
    const first = await moderator(browser, freshServer.url);
    const second = await moderator(browser, freshServer.url);
    // Screen every donation, chosen on the dashboard while the stream runs.
    await first.getByRole('radio', { name: /^Screen:/ }).click();
    await expect(first.getByText('Screening is now “screen”.')).toBeVisible();
    await expect(second.getByRole('radio', { name: /^Screen:/ })).toBeChecked();

    const overlay = await (await browser.newContext()).newPage();
    await overlay.goto(`${freshServer.url}/donationbar`);
    await page.goto(`${freshServer.url}/donations`);
    await expect(overlay.locator('main.donationbar')).toContainText('No donations yet');

    await donate(freshServer.api, {
      name: 'Blorp The Loud',
      amount: 25,
      message: 'Hello chat, visit my channel',
    });

    await expect(overlay.locator('main.donationbar')).toContainText('Total raised: $25.00');
    await expect(overlay.locator('main.donationbar')).toContainText('Anonymous');
    await expect(page.getByText('$25.00').first()).toBeVisible();
    for (const shown of [overlay, page]) {
      await expect(shown.locator('body')).not.toContainText('Blorp');
      await expect(shown.locator('body')).not.toContainText('Hello chat');
    }
    // Nor in what the server renders for a new visitor (rendered pages are kept a few seconds).
    const rendered = () => freshServer.api.get('/donations').then((response) => response.text());
    await expect.poll(rendered, { timeout: 10_000 }).toContain('Anonymous');
    expect(await rendered()).not.toContain('Blorp');

    for (const mod of [first, second]) {
      await expect(queue(mod).getByRole('listitem')).toHaveCount(1);
      await expect(queue(mod)).toContainText('Blorp The Loud');
      await expect(queue(mod)).toContainText('Hello chat, visit my channel');
    }
    await expect(first.getByRole('heading', { name: 'Screening: 1 waiting' })).toBeVisible();

    await queue(first).getByRole('listitem').first().focus();
    await first.keyboard.press('a');
    await expect(first.getByText('Approved: $25.00 from Blorp The Loud.')).toBeVisible();
    await expect(queue(second).getByRole('listitem')).toHaveCount(0);
    await expect(second.getByText('No donation is waiting.')).toBeVisible();

    await expect(overlay.locator('main.donationbar')).toContainText('Blorp The Loud', { timeout: 10_000 });
    await expect(page.getByText('Hello chat, visit my channel')).toBeVisible({ timeout: 10_000 });
  });

  test('filter holds a word organisers added, deny keeps the money and the name off the stream', async ({
    browser,
    freshServer,
  }) => {
    const mod = await moderator(browser, freshServer.url);
    await mod.getByLabel('Your own words').fill('Zonkwort, quibble');
    await mod.getByRole('button', { name: 'Save words' }).click();
    await expect(mod.getByText('Saved 2 words.')).toBeVisible();

    const overlay = await (await browser.newContext()).newPage();
    await overlay.goto(`${freshServer.url}/donationbar`);
    await donate(freshServer.api, { name: 'ZONK\u200bWORT', amount: 5, message: '' });
    await donate(freshServer.api, { name: 'Plain Solver', amount: 2, message: 'Good luck' });
    await expect(overlay.locator('main.donationbar')).toContainText('Total raised: $7.00');
    await expect(overlay.locator('main.donationbar')).toContainText('Plain Solver');
    await expect(queue(mod).getByRole('listitem')).toHaveCount(1);
    await queue(mod).getByRole('button', { name: 'Deny' }).click();
    await expect(mod.getByText(/^Denied: \$5\.00 from/)).toBeVisible();
    await expect(mod.getByText('No donation is waiting.')).toBeVisible();
    await expect(overlay.locator('main.donationbar')).toContainText('Total raised: $7.00');
    const history = await (await freshServer.api.post('/api/donations')).text();
    expect(history.toLowerCase()).not.toContain('zonk');
  });
});
