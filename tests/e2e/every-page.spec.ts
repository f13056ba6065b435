import { pageRoutes } from '../../src/contracts/routes';
import { expect, expectAccessible, moments, setClock, test } from './fixtures';

// Every route of the table in docs/product/site-and-pages.md answers 200, shows its page, and has no serious
// or critical accessibility problem, on a phone and on a desktop.
for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`every page on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of pageRoutes) {
      test(`${route.path} loads and passes axe`, async ({ page, consoleErrors }) => {
        await page.route('https://embed.twitch.tv/**', (r) => r.abort());
        await setClock(page, moments.fundraiserCountdown);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        // The overlay has no heading: it is a strip of text over the stream.
        if (route.page !== 'donationbar') await expect(page.locator('h1').first()).toBeVisible();
        else await expect(page.getByText('Type !donate for information on how to donate')).toBeVisible();
        // The built-in PayPal emulator is in use: every page says so, the overlay included (not /markcell,
        // which shows no money: it lays grid lines over the puzzle).
        if (route.page !== 'markcell') {
          await expect(page.getByText('Test mode: payments are simulated')).toBeVisible();
        }
        await expectAccessible(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
