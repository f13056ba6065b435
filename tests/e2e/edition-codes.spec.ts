import { switchToNewEdition } from './editions';
import { expect, expectAccessible, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { more } from './ticket-steps';

// A new edition starts with no discount codes (docs/product/organisers.md, "Editions"; docs/product/tickets.md,
// "Discount codes"): once 2026 is current, the dashboard's card has none and says why, and a guest typing
// last year's SPONSOR is told it was a code for 2025.

const password = 'e2e-organiser-password';

test('after the switch to 2026 the codes card is empty and last year’s code says it was for 2025', async ({
  page,
  freshServer,
}) => {
  await switchToNewEdition(freshServer.api, { year: 2026 });

  await page.goto(`${freshServer.url}/organiser?section=codes`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Discount codes' });
  await expect(panel.getByText(/^No codes yet for the current edition\./)).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: 'SPONSOR' })).toHaveCount(0);
  await expectAccessible(page);
  await panel.screenshot({ path: test.info().outputPath('codes-card-2026.png') });

  await page.goto(`${freshServer.url}/tickets`);
  await waitForApp(page);
  await more(page, 'Adult').click();
  await page.getByLabel('Discount code (optional)').fill('sponsor');
  await expect(
    page.getByText('SPONSOR was a code for 2025 and does not work this year; no discount is applied.'),
  ).toBeVisible();
  // The field with its label and the sentence under it.
  await page
    .getByLabel('Discount code (optional)')
    .locator('xpath=ancestor::*[contains(@class,"field")][1]')
    .screenshot({ path: test.info().outputPath('tickets-old-code.png') });
});
