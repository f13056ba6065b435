import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';

// Every live view heals itself (docs/product/realtime.md, "After a reconnect"): pages left open while
// their server is stopped and started again, gently or not, show what happens next without a reload.
// Each test has a server of its own, since it stops it.

const lastDonation = (page: Page) => page.getByText(/^(Last donation: .*|No donations yet)$/);
const listed = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Donations, newest first' }).getByText(name, { exact: true });
const lostSentence = (page: Page) => page.getByRole('status').getByText('Live updates lost: reconnecting…');

for (const [how, signal] of [
  ['a graceful stop (SIGTERM)', 'SIGTERM'],
  ['a crash (kill -9)', 'SIGKILL'],
] as const) {
  test(`after ${how} and a start, /donationbar and /donations show the next donation within 10 s`, async ({
    page,
    browser,
    freshServer,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${freshServer.url}/donationbar`);
    const context = await browser.newContext();
    const list = await context.newPage();
    try {
      await list.goto(`${freshServer.url}/donations`);
      await waitForApp(list);
      await donate(freshServer.api, { name: 'Before the stop', amount: 10 });
      await expect(lastDonation(page)).toHaveText('Last donation: $10.00 by Before the stop');
      await expect(listed(list, 'Before the stop')).toBeVisible();

      await freshServer.halt(signal);
      await freshServer.start();
      await donate(freshServer.api, { name: 'After the start', amount: 7 });
      // No reload: only a page that reconnected (and read again, or heard the event) can show it.
      await expect(lastDonation(page)).toHaveText('Last donation: $7.00 by After the start', {
        timeout: 10_000,
      });
      await expect(listed(list, 'After the start')).toBeVisible({ timeout: 10_000 });

      // And live again, not only read again.
      await donate(freshServer.api, { name: 'Live again', amount: 3 });
      await expect(lastDonation(page)).toHaveText('Last donation: $3.00 by Live again', { timeout: 2_000 });
      await expect(listed(list, 'Live again')).toBeVisible({ timeout: 2_000 });
    } finally {
      await context.close();
    }
  });
}

test('/donations says so once it has been without its live connection for 10 s, and stops once it is back', async ({
  page,
  freshServer,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${freshServer.url}/donations`);
  // Connected: a donation arrives live.
  await donate(freshServer.api, { name: 'Connected', amount: 5 });
  await expect(listed(page, 'Connected')).toBeVisible();
  await expect(lostSentence(page)).toHaveCount(0);

  const stoppingAt = Date.now();
  await freshServer.halt('SIGTERM');
  await expect(lostSentence(page)).toBeVisible({ timeout: 15_000 });
  // Not before: socket.io's own retries in the first seconds show nothing.
  expect(Date.now() - stoppingAt).toBeGreaterThanOrEqual(9_500);
  // What the page had stays shown.
  await expect(listed(page, 'Connected')).toBeVisible();

  await freshServer.start();
  await expect(lostSentence(page)).toHaveCount(0, { timeout: 10_000 });
});

test('the dashboard shows an open /donationbar as connected, then as lost when its connection drops', async ({
  page,
  browser,
  freshServer,
}) => {
  await page.goto(`${freshServer.url}/organiser?section=settings`);
  await page.getByLabel('Organiser password').fill('e2e-organiser-password');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Overlays' });
  await expect(panel.getByText('No overlay has been open in the last 24 hours.')).toBeVisible();

  // The streaming computer, with a network of its own.
  const studio = await browser.newContext();
  try {
    const overlay = await studio.newPage();
    let toServer: WebSocketRoute | undefined;
    await overlay.routeWebSocket(/\/socket\.io\//, (ws) => {
      toServer = ws.connectToServer();
    });
    await overlay.goto(`${freshServer.url}/donationbar`);
    const row = panel.getByRole('listitem').filter({ hasText: 'Progress bar (/donationbar)' });
    await expect(row).toContainText('Connected now');
    // Nothing of this on the overlay itself while it is connected.
    await expect(overlay.getByText(/Overlays|Connected/)).toHaveCount(0);

    // Its network goes: every reconnect fails, and the server sees the connection drop.
    await studio.setOffline(true);
    await toServer?.close();
    await expect(row).toContainText('Lost since');
    await expect(row).not.toContainText('Connected now');
  } finally {
    await studio.close();
  }
});
