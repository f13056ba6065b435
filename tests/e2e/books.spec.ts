import { expect } from './fixtures';
import { test } from './fresh-server';

// Books that match PayPal on the dashboard (docs/product/organisers.md, "Books that match PayPal"): the
// sweep compares when the server starts, and "Compare now" is refused within a minute of that.

const password = 'e2e-organiser-password';

test('an organiser sees that the books match PayPal, and Compare now is limited to once a minute', async ({
  page,
  freshServer,
}) => {
  await page.goto(`${freshServer.url}/organiser?section=settings`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Books and PayPal' });
  // Up to where PayPal's lagging data ends, and when it compared.
  await expect(panel).toContainText(
    /Books match PayPal up to .+ [A-Z]{3}, where PayPal's data ends \(compared .+ [A-Z]{3}\)\./,
    { timeout: 15_000 },
  );
  await panel.screenshot({ path: test.info().outputPath('books-panel.png') });

  await panel.getByRole('button', { name: 'Compare now' }).click();
  await expect(panel.getByRole('alert')).toContainText('compared with PayPal less than a minute ago');
});
