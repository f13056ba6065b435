import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';

// A moderator with a crew pass screens on a phone and on a laptop (docs/product/screening.md, "The
// queue"): the queue comes first, each decision is said at its card naming the donation, an approval
// waits a few seconds with Undo before the server shows it (docs/decisions/065-approval-held-on-the-
// server.md), and a decision another moderator made first is said at the card too.

const password = 'e2e-organiser-password';

async function moderatorPass(api: APIRequestContext, name: string): Promise<string> {
  const made = await api.post('/api/organiser/passes', { data: { pass: password, role: 'moderator', name } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { link: string }).link;
}

async function openPage(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport, hasTouch: viewport.width < 600 })).newPage();
  await page.goto(url);
  await waitForApp(page);
  return page;
}

const queue = (page: Page) => page.getByRole('list', { name: 'Waiting donations, oldest first' });
const card = (page: Page, text: string) => queue(page).getByRole('listitem').filter({ hasText: text });

async function readListText(api: APIRequestContext): Promise<string> {
  const answer = await api.post('/api/organiser/read-list', { data: { pass: password } });
  expect(answer.ok()).toBe(true);
  return answer.text();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px a moderator meets the queue first, undoes an approval before it is shown, and sees each decision at its card`, async ({
    browser,
    freshServer,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { api } = freshServer;
    const mode = await api.post('/api/organiser/screening/mode', {
      data: { pass: password, mode: 'screen' },
    });
    expect(mode.ok()).toBe(true);
    await donate(api, { name: 'Pat Slip', amount: 9, message: 'an approval taken back' });
    await donate(api, { name: 'Rae Raced', amount: 4, message: '' });
    // The last one, so the overlay's "Last donation" line is the one to watch.
    await donate(api, { name: 'Sam', amount: 15, message: 'Good luck, solvers!' });

    const overlay = await openPage(browser, `${freshServer.url}/donationbar`, { width: 1280, height: 720 });
    const moderator = await openPage(browser, await moderatorPass(api, 'Mo Phone'), viewport);

    // The queue comes first: only the section's heading above it, the pass's own card after it.
    await expect(card(moderator, 'Pat Slip')).toBeVisible();
    const heading = moderator.getByRole('heading', { level: 2, name: 'Screening: 3 waiting' });
    await expect(heading).toBeVisible();
    const firstCard = await card(moderator, 'Pat Slip').boundingBox();
    const passCard = await moderator.getByText('This is a moderator pass').boundingBox();
    expect(firstCard && passCard && firstCard.y < passCard.y).toBe(true);
    expect((firstCard?.y ?? Number.POSITIVE_INFINITY) + (firstCard?.height ?? 0)).toBeLessThan(
      viewport.height,
    );
    await expectAccessible(moderator);
    await moderator.screenshot({ path: testInfo.outputPath(`queue-${viewport.width}.png`), fullPage: true });

    // A slip: approved, then undone at the same card before the window ends.
    await card(moderator, 'Pat Slip').getByRole('button', { name: 'Approve' }).click();
    const slip = card(moderator, 'Approved: $9.00 from Pat Slip.');
    await expect(slip).toContainText('Shown on stream in');
    await moderator.screenshot({
      path: testInfo.outputPath(`approving-${viewport.width}.png`),
      fullPage: true,
    });
    await expectAccessible(moderator);
    await slip.getByRole('button', { name: 'Undo' }).click();
    await expect(card(moderator, 'Undone: $9.00 from Pat Slip waits here again')).toBeVisible();
    await expect(card(moderator, 'Pat Slip').getByRole('button', { name: 'Approve' })).toBeVisible();

    // Sam is approved and left alone: shown on the overlay once the window has ended.
    await card(moderator, 'Sam').getByRole('button', { name: 'Approve' }).click();
    const approved = card(moderator, 'Approved: $15.00 from Sam.');
    await expect(approved).toBeVisible();
    await expect(overlay.locator('main.donationbar')).toContainText('Sam', { timeout: 20_000 });
    await expect(approved).toContainText('Shown on stream and the site.');
    // Pat's window ended before Sam's: nothing of Pat reached the overlay, /donations or the read page.
    await expect(overlay.locator('main.donationbar')).not.toContainText('Pat Slip');
    const history = await (await api.post('/api/donations')).text();
    expect(history).toContain('Good luck, solvers!');
    expect(history).not.toContain('Pat Slip');
    const read = await readListText(api);
    expect(read).toContain('Sam');
    expect(read).not.toContain('Pat Slip');

    // Another moderator denies Rae while this one's Approve is on its way: said at Rae's card.
    await moderator.route('**/api/organiser/screening/*/decision', async (route) => {
      const id = /screening\/(\d+)\/decision/.exec(route.request().url())?.[1];
      await api.post(`/api/organiser/screening/${id}/decision`, {
        data: { pass: password, decision: 'deny' },
      });
      await route.continue();
    });
    await card(moderator, 'Rae Raced').getByRole('button', { name: 'Approve' }).click();
    const raced = card(moderator, '$4.00 from Rae Raced: Another moderator already denied this donation.');
    await expect(raced).toBeVisible();
    await expect(raced.getByRole('alert')).toBeVisible();
    await expectAccessible(moderator);
    await moderator.screenshot({
      path: testInfo.outputPath(`decided-${viewport.width}.png`),
      fullPage: true,
    });
    await moderator.context().close();
    await overlay.context().close();
  });
}
