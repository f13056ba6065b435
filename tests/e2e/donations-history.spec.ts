import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';

// /donations loads the newest 100 donations, older ones a page at a time on demand, and adds new ones
// live: the first load stays the same size however long the history grows.

test('shows the newest 100 donations, older ones on demand, and new ones as they arrive', async ({
  page,
  freshServer,
}) => {
  test.setTimeout(90_000);
  for (let i = 1; i <= 103; i++) await donate(freshServer.api, { name: `Donor ${i}`, amount: 5 });
  const historyCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/donations')) historyCalls.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  // The server sends the newest page in the HTML; the app reads it again once its socket connects, so
  // nothing sent in between is missed. That read is the one to wait for before counting the calls.
  const newestReadOnConnect = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/donations/recent',
  );
  await page.goto(`${freshServer.url}/donations`);
  const items = page.getByRole('list', { name: 'Donations, newest first' }).getByRole('listitem');
  await expect(items).toHaveCount(100);
  await expect(items.first()).toContainText('Donor 103');
  await expect(page.getByText('Donor 3', { exact: true })).toHaveCount(0);
  await newestReadOnConnect;
  // Only the newest page is read, never the whole history.
  expect(new Set(historyCalls.map((url) => new URL(url).pathname))).toEqual(
    new Set(['/api/donations/recent']),
  );

  await page.getByRole('button', { name: 'Show older donations' }).click();
  await expect(items).toHaveCount(103);
  await expect(items.last()).toContainText('Donor 1');
  await expect(page.getByRole('button', { name: 'Show older donations' })).toHaveCount(0);

  await donate(freshServer.api, { name: 'Live Donor', amount: 7 });
  await expect(items.first()).toContainText('Live Donor');
  await expect(items).toHaveCount(104);
});

test('at 390 px each donation says which incentive it backed', async ({ page, freshServer }) => {
  await donate(freshServer.api, { name: 'Killer Fan', amount: 20, incentiveID: 'finale-genre:killer' });
  await donate(freshServer.api, { name: 'Plain Giver', amount: 5 });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${freshServer.url}/donations`);
  const items = page.getByRole('list', { name: 'Donations, newest first' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Killer Fan' })).toContainText(
    'For: Killer sudoku (Which puzzle genre ends the stream?)',
  );
  await expect(items.filter({ hasText: 'Plain Giver' })).not.toContainText('For:');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
