import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets } from './purchases';

// The Orders section at the desk (docs/product/organisers.md, "Orders"): an organiser finds an order by
// a name typed into the search, refunds one badge of it, and sees that badge marked refunded, on a
// desktop and then on a phone, where nothing may overflow sideways.

const password = 'e2e-organiser-password';

test('an organiser searches an order and refunds one badge of three', async ({ page, freshServer }) => {
  await buyInPersonTickets(
    freshServer.api,
    ['Quinn Desk', 'Rory Desk', 'Sam Desk'],
    'desk.family@example.com',
  );
  await buyInPersonTickets(freshServer.api, ['Other Person'], 'other@example.com');

  await page.goto(`${freshServer.url}/organiser`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await openSection(page, 'Orders');
  const orders = page.getByRole('region', { name: 'Ticket orders' });
  await expect(orders.getByRole('article')).toHaveCount(2);

  // Typed key by key, as a person types: no character is lost while the list reloads.
  const search = orders.getByLabel('Search orders');
  await search.pressSequentially('rory d', { delay: 60 });
  await expect(search).toHaveValue('rory d');
  await expect(orders.getByRole('article')).toHaveCount(1);
  const order = orders.getByRole('article').filter({ hasText: 'desk.family@example.com' });
  await expect(order).toContainText('$420.00');

  await order.getByRole('checkbox', { name: 'Rory Desk' }).check();
  await order.getByRole('button', { name: 'Refund 1 badge…' }).click();
  await expect(
    order.getByText(
      /Refund \$140\.00 to the buyer through PayPal for this badge: Rory Desk \([A-Z0-9]{6}\)\?/,
    ),
  ).toBeVisible();
  await order.getByRole('button', { name: 'Yes, refund $140.00' }).click();
  await expect(order.getByRole('status')).toHaveText(/^Refunded \$140\.00 for Rory Desk \([A-Z0-9]{6}\)\.$/);

  const badges = order.getByRole('list', { name: /^Badges of order / });
  await expect(badges.getByRole('listitem').filter({ hasText: 'Rory Desk' })).toContainText('Refunded');
  await expect(badges.getByRole('listitem').filter({ hasText: 'Quinn Desk' })).not.toContainText('Refunded');
  await expect(order.getByRole('checkbox', { name: 'Rory Desk' })).toBeDisabled();
  // Bought, Buyer, Tickets, Paid, Refunded.
  await expect(order.getByRole('definition').nth(4)).toHaveText('$140.00');
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(badges.getByRole('listitem').filter({ hasText: 'Rory Desk' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
