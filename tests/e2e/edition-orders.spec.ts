import type { APIRequestContext } from '@playwright/test';
import { switchToNewEdition } from './editions';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets } from './purchases';

// After the switch to a new edition the Orders section shows the current edition's orders, badges and
// attendees, and the previous edition's stay readable by choosing it (docs/product/organisers.md,
// "Editions"). Making an edition current changes every page of its server, so this test has its own.

const password = 'e2e-organiser-password';

/** Copies 2025 to 2026 and makes 2026 current, through the organisers' API. */
async function switchTo2026(api: APIRequestContext) {
  await switchToNewEdition(api, { year: 2026, endsAt: '2026-04-05T18:00:00-04:00' });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('an organiser reads the previous edition’s orders, badges and attendees after the switch', async ({
  page,
  freshServer,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const oldOrder = await buyInPersonTickets(freshServer.api, ['Olga Lastyear'], 'olga@example.com');
  await switchTo2026(freshServer.api);
  const newOrder = await buyInPersonTickets(freshServer.api, ['Nia Thisyear'], 'nia@example.com');

  await page.goto(`${freshServer.url}/organiser`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
  await openSection(page, 'Orders');

  const edition = page.getByLabel('Edition', { exact: true });
  const orders = page.getByRole('region', { name: 'Ticket orders' });
  const badges = page.getByRole('region', { name: /^Badge list/ });
  const attendees = page.getByRole('region', { name: 'Attendees' });
  // The current edition's, by default: 2025's order is not mixed in.
  await expect(edition).toHaveValue(/\d+/);
  await expect(edition.locator('option')).toHaveText([
    'Grid Gathering 2026 (current)',
    'Grid Gathering 2025',
  ]);
  await expect(orders).toContainText(newOrder);
  await expect(orders).not.toContainText(oldOrder);
  await expect(badges).toContainText('Nia Thisyear');
  await expect(badges).not.toContainText('Olga Lastyear');
  await expect(attendees).toContainText('nia@example.com');

  await edition.selectOption({ label: 'Grid Gathering 2025' });
  await expect(orders).toContainText(oldOrder);
  await expect(orders).not.toContainText(newOrder);
  await expect(badges).toContainText('Olga Lastyear');
  await expect(badges).not.toContainText('Nia Thisyear');
  await expect(attendees).toContainText('olga@example.com');
  await expect(attendees).not.toContainText('nia@example.com');
  // The search looks in the chosen edition.
  await page.getByLabel('Search orders').fill('nia@example.com');
  await expect(orders).toContainText('No ticket order matches the search.');
  await page.getByLabel('Search orders').fill('olga');
  await expect(orders).toContainText(oldOrder);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('edition-orders-2025.png'), fullPage: true });

  await edition.selectOption({ label: 'Grid Gathering 2026 (current)' });
  await page.getByLabel('Search orders').fill('');
  await expect(orders).toContainText(newOrder);
  await expect(orders).not.toContainText(oldOrder);
  expect(consoleErrors).toEqual([]);
});
