import { transferFieldLabels } from '../../src/domain/tickets/transfer';
import { badgeCode, signIn } from './door-steps';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets } from './purchases';

// A badge that changes hands, at the desk and at the door, on a desktop (docs/decisions/077-ticket-transfers.md;
// docs/product/organisers.md, "Orders" and "Check-in at the door"): an organiser passes a badge on from
// the order's card, and the door says "Transferred" for the old code. Each test has a server of its own,
// so its orders are the only ones listed.

const password = 'e2e-organiser-password';

test.use({ viewport: { width: 1280, height: 900 } });

test('at the desk an organiser passes one badge of an order to a new holder', async ({
  page,
  freshServer,
  consoleErrors,
}) => {
  const orderId = await buyInPersonTickets(
    freshServer.api,
    ['Dana Desk', 'Eli Desk'],
    'desk.pass@example.com',
  );
  const oldCode = await badgeCode(freshServer.api, 'Eli Desk');

  await signIn(page, freshServer.url, '/organiser');
  await openSection(page, 'Orders');
  const order = page.getByRole('region', { name: 'Ticket orders' }).getByRole('article');
  await expect(order).toHaveCount(1);
  const badges = order.getByRole('list', { name: `Badges of order ${orderId}` });
  await expect(badges.getByRole('listitem').filter({ hasText: 'Eli Desk' })).toContainText(oldCode);

  await order.getByRole('button', { name: `Pass ${oldCode} on to another person` }).click();
  // Half an address is refused before anything is sent, as the server would refuse it.
  await order.getByLabel(transferFieldLabels.name).pressSequentially('Fay Newholder', { delay: 20 });
  await order.getByLabel(transferFieldLabels.email).pressSequentially('fay@', { delay: 20 });
  await order.getByRole('button', { name: `Pass on ${oldCode}` }).click();
  await expect(order.getByRole('alert')).toHaveText('Must enter a valid email address for the new holder.');

  await order.getByLabel(transferFieldLabels.email).fill('fay.newholder@example.com');
  await order.getByRole('button', { name: `Pass on ${oldCode}` }).click();

  // The badge keeps its place in the order, with the new holder's name and a new code; the list read
  // again after the change still says what was done.
  const passed = badges.getByRole('listitem').filter({ hasText: 'Fay Newholder' });
  await expect(passed).toBeVisible();
  await expect(passed).not.toContainText(oldCode);
  await expect(passed.getByRole('status')).toHaveText(
    'Passed on to Fay Newholder: they were sent their own ticket email; the old code no longer works.',
  );
  await expect(badges.getByRole('listitem').filter({ hasText: 'Eli Desk' })).toHaveCount(0);
  await expect(badges.getByRole('listitem').filter({ hasText: 'Dana Desk' })).toBeVisible();
  const newCode = await badgeCode(freshServer.api, 'Fay Newholder');
  expect(newCode).not.toBe(oldCode);
  await expect(passed).toContainText(newCode);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('at the door a badge’s old code shows the Transferred card, and its new code admits the new holder', async ({
  page,
  freshServer,
  consoleErrors,
}) => {
  const orderId = await buyInPersonTickets(freshServer.api, ['Gus Before'], 'door.pass@example.com');
  const oldCode = await badgeCode(freshServer.api, 'Gus Before');
  const passed = await freshServer.api.post(`/api/organiser/orders/${orderId}/transfer`, {
    data: { pass: password, code: oldCode, name: 'Hana After', email: 'hana.after@example.com' },
  });
  expect(passed.status(), await passed.text()).toBe(200);
  const newCode = await badgeCode(freshServer.api, 'Hana After');

  await signIn(page, freshServer.url, '/organiser/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ in/)).toBeVisible();

  // The old code, typed as a volunteer reads it off a phone: lower case, spaces around.
  const search = page.getByLabel('Search by name or code');
  await search.fill(` ${oldCode.toLowerCase()} `);
  await search.press('Enter');
  const card = page.getByRole('article', { name: 'Badge' });
  await expect(card).toContainText('Transferred: this code no longer admits anyone');
  await expect(card).toContainText(new RegExp(`Code ${oldCode} was transferred`));
  await expect(card).not.toContainText('Hana After');
  await expect(page.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The new holder's code admits them.
  await search.fill(newCode);
  await search.press('Enter');
  await expect(card).toContainText('Hana After');
  await expect(card).toContainText('Not checked in yet');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(card).toContainText(/Checked in at/);
  expect(consoleErrors).toEqual([]);
});
