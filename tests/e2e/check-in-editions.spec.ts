import type { APIRequestContext } from '@playwright/test';
import { edition } from '../../content/edition';
import { badgeCode, signIn } from './door-steps';
import { activateEdition, addEdition, editEdition, switchToNewEdition } from './editions';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { buyInPersonTickets } from './purchases';

// The door admits this year's badges only, on a desktop (docs/product/organisers.md, "Check-in at the
// door"): once another edition is current, a badge bought for the one before shows a card saying so,
// without a Check in button. A server of its own, so its editions are the only ones.

test.use({ viewport: { width: 1280, height: 900 } });

/** Olga's badge, bought while the edition current now is current; the tests then move on a year. */
const olgaBuysThisEdition = (api: APIRequestContext) =>
  buyInPersonTickets(api, ['Olga Lastyear'], 'last.year@example.com');

/** Nina's badge, bought once the new edition is current; its code. */
async function ninaBuysTheNewEdition(api: APIRequestContext) {
  await buyInPersonTickets(api, ['Nina Thisyear'], 'this.year@example.com');
  return badgeCode(api, 'Nina Thisyear');
}

test('at the door last year’s badge says it is not for this year’s convention, and is not counted', async ({
  page,
  freshServer,
  consoleErrors,
}) => {
  const api = freshServer.api;
  await olgaBuysThisEdition(api);
  const oldCode = await badgeCode(api, 'Olga Lastyear');

  await switchToNewEdition(api, { year: edition.year + 1 });
  const newCode = await ninaBuysTheNewEdition(api);

  await signIn(page, freshServer.url, '/organiser/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(page.getByText('0 of 1 in')).toBeVisible();

  // Last year's code, typed as a volunteer reads it off a phone: lower case, spaces around.
  const search = page.getByLabel('Search by name or code');
  await search.fill(` ${oldCode.toLowerCase()} `);
  await search.press('Enter');
  const card = page.getByRole('article', { name: 'Badge' });
  await expect(card).toContainText("Another year's badge: do not admit");
  await expect(card).toContainText(
    `For ${edition.product} ${edition.year}: badge ${oldCode} is not for this year's convention`,
  );
  await expect(card).not.toContainText('Olga Lastyear');
  await expect(page.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/check-in-other-edition.png', fullPage: true });

  // Searching by name finds only this year's badges.
  await search.fill('olga');
  await expect(page.getByText('No badge matches “olga”.')).toBeVisible();
  await search.fill('nina');
  await expect(page.getByRole('list', { name: 'Matching badges' })).toContainText('Nina Thisyear');

  // This year's code admits its holder.
  await search.fill(newCode);
  await search.press('Enter');
  await expect(card).toContainText('Nina Thisyear');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(card).toContainText(/Checked in at/);
  await expect(page.getByText('1 of 1 in')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a door left open, through a restart and a crash, follows the switch to an edition in another city: its badges, counts and times', async ({
  page,
  freshServer,
  consoleErrors,
}) => {
  const api = freshServer.api;
  await olgaBuysThisEdition(api);
  await signIn(page, freshServer.url, '/organiser/check-in');
  await expect(page.getByText('0 of 1 in')).toBeVisible();
  // The server is deployed again, then crashes, under the open page: the page's connection comes back.
  await freshServer.halt('SIGTERM');
  await freshServer.start();
  await freshServer.halt('SIGKILL');
  await freshServer.start();
  await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });

  // Another organiser makes next year's edition current, held in London, while this phone is at the door.
  const id = await addEdition(api, { year: edition.year + 1 });
  await editEdition(api, id, { timeZone: 'Europe/London', timeZoneLabel: 'London time' });
  await activateEdition(api, id);
  const newCode = await ninaBuysTheNewEdition(api);

  // No reload: the counts are this year's, and a check-in is written in London's time, not Boston's.
  await expect(page.getByText('0 of 1 in')).toBeVisible();
  const search = page.getByLabel('Search by name or code');
  await search.fill(newCode);
  await search.press('Enter');
  const card = page.getByRole('article', { name: 'Badge' });
  await expect(card).toContainText('Nina Thisyear');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(card).toContainText(/Checked in at \w{3} \d{1,2}:\d{2} [AP]M (GMT|BST)/);
  await expect(page.getByRole('list', { name: 'Recent check-ins' })).toContainText(
    /Nina Thisyear.*(GMT|BST)/,
  );
  await expect(page.getByText('1 of 1 in')).toBeVisible();
  await page.screenshot({ path: 'test-results/check-in-after-switch.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
