import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets } from './purchases';

// The Editions section of the dashboard (docs/product/organisers.md, "Editions"): an organiser copies the
// current edition to 2026 with its schedule, raises one price, makes 2026 current through the question
// that asks first, and the ticket page sells at the new price. Making an edition current changes prices
// for every page of its server, so this test has a server of its own: the specs buying 2025 tickets on
// Playwright's shared server keep their prices.

const password = 'e2e-organiser-password';

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/organiser`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
}

const row = (page: Page, year: number) =>
  page
    .getByRole('region', { name: 'Editions', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(year), exact: true }) });

test.use({ viewport: { width: 1280, height: 900 } });

test('an organiser copies 2025 to 2026 with its schedule, raises a price and makes 2026 current', async ({
  page,
  freshServer,
  consoleErrors,
}, testInfo) => {
  // A server of its own, a copy, an edit and a switch on a busy machine.
  test.setTimeout(90_000);
  await buyInPersonTickets(freshServer.api, ['Edie Tion'], 'editions@example.com');
  await signIn(page, freshServer.url);
  await openSection(page, 'Editions');
  const panel = page.getByRole('region', { name: 'Editions', exact: true });
  await expect(row(page, 2025)).toContainText('Current');
  await expect(row(page, 2025)).toContainText('April 3-6, 2025');
  await expect(row(page, 2025)).toContainText('1 order$140.00 raised');
  await page.screenshot({ path: testInfo.outputPath('editions-one.png'), fullPage: true });

  // The copy, its dates typed in Boston time.
  const copy = panel.locator('form', {
    has: page.getByRole('heading', { name: 'Copy the current edition' }),
  });
  await copy.getByLabel('Year').fill('2026');
  await copy.getByLabel('Starts (Boston time)').fill('2026-04-02T09:00');
  await copy.getByLabel('Ends (Boston time)').fill('2026-04-05T18:00');
  await copy.getByRole('checkbox', { name: 'Copy the schedule' }).check();
  await copy.getByRole('button', { name: 'Copy 2025 as a new edition' }).click();
  await expect(copy.getByRole('status')).toHaveText(
    /^Created the 2026 edition from 2025, with the schedule\. It is not current yet/,
  );
  await expect(row(page, 2026)).toContainText('April 2-5, 2026');
  await expect(row(page, 2026)).toContainText('Not current');
  await expect(row(page, 2026)).toContainText('0 orders$0.00 raised');
  await expect(row(page, 2025)).toContainText('Current');
  const preview = row(page, 2026).getByRole('link', { name: 'Preview the 2026 tickets page' });
  await expect(preview).toHaveAttribute('href', /^\/tickets\?edition=\d+$/);
  await expect(row(page, 2026).getByRole('link', { name: 'Preview the 2026 home page' })).toHaveAttribute(
    'href',
    /^\/\?edition=\d+$/,
  );

  // A year that has an edition is refused with the server's sentence.
  await expect(copy.getByLabel('Year')).toHaveValue('2027');
  await copy.getByLabel('Year').fill('2026');
  await copy.getByRole('button', { name: 'Copy 2025 as a new edition' }).click();
  await expect(copy.getByRole('alert')).toHaveText(
    'There is already an edition for 2026. Choose another year.',
  );

  // The new edition opens for editing: the adult in-person price goes up.
  const editor = page.getByRole('region', { name: 'Edit the 2026 edition' });
  await expect(editor.getByLabel('Year')).toHaveValue('2026');
  await expect(editor.getByLabel('Starts', { exact: true })).toHaveValue('2026-04-02T09:00');
  // A time zone the server does not know is refused in its words, and nothing is saved.
  const zone = editor.getByLabel('Time zone', { exact: true });
  await zone.fill('Mars/Olympus');
  await editor.getByRole('button', { name: 'Save the 2026 edition' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    '"Mars/Olympus" is not a time zone this server knows. Use a name such as America/New_York.',
  );
  await zone.fill('America/New_York');
  const adult = editor.getByRole('group', { name: 'In-person prices (dollars)' }).getByLabel('Adult');
  await expect(adult).toHaveValue('140');
  await adult.fill('155');
  await editor.getByRole('button', { name: 'Save the 2026 edition' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved the 2026 edition.');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('editions-two.png'), fullPage: true });

  // Making it current is asked first; keeping 2025 changes nothing.
  await row(page, 2026).getByRole('button', { name: 'Make the 2026 edition current…' }).click();
  await expect(panel.getByText('Make the 2026 edition current?')).toBeVisible();
  await expect(panel.getByText(/\/schedule shows the \d+ entries copied with it/)).toBeVisible();
  await panel.getByRole('button', { name: 'Keep 2025 current' }).click();
  await expect(panel.getByText('Make the 2026 edition current?')).toHaveCount(0);
  await expect(row(page, 2025)).toContainText('Current');

  await row(page, 2026).getByRole('button', { name: 'Make the 2026 edition current…' }).click();
  await page.screenshot({ path: testInfo.outputPath('editions-confirm.png'), fullPage: true });
  await panel.getByRole('button', { name: 'Yes, make 2026 current' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /^The 2026 edition is current/ })).toBeVisible();
  await expect(row(page, 2026)).toContainText('Current');
  await expect(row(page, 2026)).not.toContainText('Not current');
  await expect(row(page, 2025)).toContainText('Not current');
  await expect(row(page, 2025).getByRole('link', { name: 'Preview the 2025 tickets page' })).toBeVisible();

  // On a phone the list is a card per edition, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row(page, 2026)).toContainText('Current');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('editions-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The ticket page sells at 2026's price (its sales answer may be kept for a second).
  await expect(async () => {
    await page.goto(`${freshServer.url}/tickets`);
    await expect(page.getByRole('group', { name: 'Adult (18+) tickets' })).toContainText('$155.00', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  expect(consoleErrors).toEqual([]);
});
