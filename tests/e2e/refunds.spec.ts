import type { Page } from '@playwright/test';
import { expect, expectAccessible, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets, donate } from './purchases';

// Organisers refund from the dashboard (docs/product/payments.md, "Refunds and chargebacks"): the refund
// is listed, and the stream overlay's total drops at once. A server of its own, so totals start at zero.

const password = 'e2e-organiser-password';
const totalRaised = (page: Page) => page.getByText(/^Total raised: /);

async function refund(page: Page, button: string, amount: string | null, confirm: string) {
  await page.getByRole('button', { name: button }).click();
  const field = page.getByLabel('Amount to refund (dollars)');
  if (amount !== null) await field.fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/This cannot be undone\./)).toBeVisible();
  await page.getByRole('button', { name: confirm }).click();
}

test('an organiser refunds part of a ticket order and a whole donation; the overlay total drops', async ({
  page,
  browser,
  freshServer,
}) => {
  await buyInPersonTickets(freshServer.api, ['Rae Refund'], 'rae@example.com');
  await donate(freshServer.api, { name: 'Dee', amount: 25 });

  const overlay = await browser.newPage();
  await overlay.goto(`${freshServer.url}/donationbar`);
  await expect(totalRaised(overlay)).toHaveText('Total raised: $165.00');
  const donationsPage = await browser.newPage();
  await donationsPage.goto(`${freshServer.url}/donations`);
  await waitForApp(donationsPage);
  const listed = donationsPage.getByRole('list', { name: 'Donations, newest first' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('Dee');

  await page.goto(`${freshServer.url}/organiser`);
  await expect(page.getByRole('listitem').filter({ hasText: 'In-person tickets' })).toHaveText(
    /In-person tickets\s*1$/,
  );
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();

  await openSection(page, 'Orders');
  const orders = page.getByRole('region', { name: 'Ticket orders' });
  const order = orders.getByRole('article').filter({ hasText: 'rae@example.com' });
  await expect(order).toContainText('$140.00');
  const orderId = (await order.getByRole('heading').locator('.org-code').textContent())?.trim() ?? '';
  expect(orderId).not.toBe('');

  await refund(page, `Refund ticket order ${orderId}`, '40', 'Yes, refund $40.00');
  await expect(orders.getByRole('status')).toHaveText('Refunded $40.00.');
  await expect(totalRaised(overlay)).toHaveText('Total raised: $125.00');

  const refunds = page.getByRole('region', { name: 'Refunds' });
  const refundRow = refunds.getByRole('row').filter({ hasText: orderId });
  await expect(refundRow).toContainText('$40.00');
  await expect(refundRow).toContainText('On this dashboard');
  // Bought, Buyer, Tickets, Paid, Refunded.
  await expect(order.getByRole('definition').nth(4)).toHaveText('$40.00');

  // The rest of the donation is filled in: refunding it takes it off the overlay altogether.
  await openSection(page, 'Donations');
  await refund(page, 'Refund the $25.00 donation by Dee', null, 'Yes, refund $25.00');
  await expect(page.getByText('Refunded in full')).toBeVisible();
  await expect(totalRaised(overlay)).toHaveText('Total raised: $100.00');
  await expect(overlay.getByText('No donations yet')).toBeVisible();
  // The public list leaves out a donation refunded in full, without a reload.
  await expect(listed).toHaveCount(0);
  await openSection(page, 'Orders');
  await expect(refunds.getByRole('row').filter({ hasText: 'donation' })).toContainText('$25.00');

  // Badges stay until nothing of the order is left.
  const badge = page
    .getByRole('region', { name: /Badge list/ })
    .getByRole('row')
    .filter({ hasText: 'Rae Refund' });
  await expect(badge.getByRole('cell').last()).toHaveText('No');
  await refund(page, `Refund ticket order ${orderId}`, null, 'Yes, refund $100.00');
  await expect(badge.getByRole('cell').last()).toHaveText('Refunded');
  await expect(totalRaised(overlay)).toHaveText('Total raised: $0.00');
  await openSection(page, 'Overview');
  await expect(page.getByRole('region', { name: 'Money raised' })).toContainText(
    '$0.00 raised, net of $165.00 refunded',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'In-person tickets' })).toHaveText(
    /In-person tickets\s*0$/,
  );
  await expectAccessible(page);
  await overlay.close();
  await donationsPage.close();
});

test('a refund larger than what is left is refused on the page, before PayPal is asked', async ({
  page,
  freshServer,
}) => {
  await donate(freshServer.api, { name: 'Lee', amount: 10 });
  await page.goto(`${freshServer.url}/organiser?section=donations`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await page.getByRole('button', { name: 'Refund the $10.00 donation by Lee' }).click();
  await page.getByLabel('Amount to refund (dollars)').fill('12');
  await page.getByRole('button', { name: 'Next' }).click();
  const donations = page.getByRole('region', { name: 'Donations' });
  await expect(donations.getByRole('alert')).toHaveText('At most $10.00 can still be refunded.');
  await expect(donations.getByLabel('Amount to refund (dollars)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await openSection(page, 'Orders');
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('No refunds yet.');
});
