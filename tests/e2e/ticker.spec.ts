import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';

// The ticker (docs/product/donations-and-incentives.md, "The ticker"): a 1920×60 browser source that
// rotates through what is coming and what was given, heals itself after its server restarts like every
// live view (docs/product/realtime.md), and celebrates milestones once, as /donationbar does. Each test has
// a server of its own: it stops it, or counts from zero.

const ticker = (page: Page) => page.locator('main.ticker');
const item = (page: Page, label: string) =>
  ticker(page)
    .locator('.ticker-item')
    .filter({ has: page.locator('.ticker-label', { hasText: label }) });

async function addMilestone(api: APIRequestContext, amount: number) {
  const answer = await api.post('/api/organiser/milestones', {
    data: { pass: 'e2e-organiser-password', amount },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test('/ticker rotates through its items and, after a crash and a start, shows the next donation without a reload', async ({
  page,
  freshServer,
}, testInfo) => {
  test.setTimeout(90_000);
  await addMilestone(freshServer.api, 1000);
  await donate(freshServer.api, { name: 'Before the stop', amount: 10, message: 'Go go go' });
  await page.setViewportSize({ width: 1920, height: 60 });
  // Without the fade-in, so axe never reads an item half faded in as text of too little contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Two seconds an item, so the test sees a whole turn quickly.
  await page.goto(`${freshServer.url}/ticker?seconds=2`);

  await expect(item(page, 'Latest donation')).toHaveText(/\$10\.00 from Before the stop: “Go go go”/);
  await expect(item(page, 'Milestones')).toHaveText(/next: \$1,000, \$990\.00 to go/);
  await testInfo.attach('ticker-1920x60', { body: await page.screenshot(), contentType: 'image/png' });
  await expectAccessible(page);

  await freshServer.halt('SIGKILL');
  await freshServer.start();
  await donate(freshServer.api, { name: 'After the start', amount: 7 });
  // No reload: only a ticker that reconnected and read its state again can name it.
  await expect(item(page, 'Latest donation')).toHaveText(/\$7\.00 from After the start/, { timeout: 15_000 });
  await expect(item(page, 'Milestones')).toHaveText(/\$983\.00 to go/, { timeout: 10_000 });
});

/** How many overlays hold their live connection now, as the dashboard's Overlays panel reads it. */
async function connectedOverlays(api: APIRequestContext): Promise<number> {
  const answer = await api.post('/api/organiser/overlays', { data: { pass: 'e2e-organiser-password' } });
  const { overlays } = (await answer.json()) as { overlays: { disconnectedAt: string | null }[] };
  return overlays.filter((overlay) => overlay.disconnectedAt === null).length;
}

test('a milestone crossed is celebrated once on /ticker and /donationbar', async ({
  page,
  browser,
  freshServer,
}, testInfo) => {
  test.setTimeout(60_000);
  await addMilestone(freshServer.api, 50);
  await page.setViewportSize({ width: 1920, height: 60 });
  await page.goto(`${freshServer.url}/ticker?seconds=2`);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const bar = await context.newPage();
  try {
    await bar.goto(`${freshServer.url}/donationbar`);
    // Both overlays hold their live connection before the total moves.
    await expect.poll(() => connectedOverlays(freshServer.api)).toBe(2);

    await donate(freshServer.api, { name: 'Crossing', amount: 60 });
    const celebration = /🎉 \$50 raised! Thank you!/;
    await expect(bar.getByRole('status').filter({ hasText: celebration })).toBeVisible();
    await expect(item(page, 'Milestone!')).toHaveText(celebration);
    await testInfo.attach('donationbar-milestone', {
      body: await bar.screenshot(),
      contentType: 'image/png',
    });
    await testInfo.attach('ticker-milestone', { body: await page.screenshot(), contentType: 'image/png' });

    // Once: the next donation celebrates nothing, and the ticker's milestones say it was reached.
    await donate(freshServer.api, { name: 'After it', amount: 5 });
    await expect(item(page, 'Milestones')).toHaveText(/\$50 reached/);
    await expect(item(page, 'Milestone!')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
