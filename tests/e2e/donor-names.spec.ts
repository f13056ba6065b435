import type { Page } from '@playwright/test';
import { expect, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';
import { payButton } from './ticket-steps';

// What a donor's name and message become in public (docs/product/donations-and-incentives.md, "Names and
// messages"): "Donate anonymously" on /donate/card, and names and messages cleaned before they are shown
// on /donations and the overlay. Each test that reads the overlay's last donation has a server of its own.

const approvedMessage = 'Your donation has been received! Please allow some time for it to appear on stream.';
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Display name' });
const anonymousBox = (page: Page) => page.getByRole('checkbox', { name: 'Donate anonymously' });
const amountField = (page: Page) => page.getByRole('spinbutton', { name: 'Amount (USD)' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const summaryValue = (page: Page, term: string) =>
  page
    .getByLabel('Your donation')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
const donationItems = (page: Page) =>
  page.getByRole('list', { name: 'Donations, newest first' }).getByRole('listitem');

test('a donor who donates anonymously with a name typed is shown as Anonymous, never by that name', async ({
  page,
  freshServer,
}) => {
  await page.goto(`${freshServer.url}/donate/card`);
  await expect(page.getByRole('radio', { name: 'No incentive' })).toBeVisible();
  await nameField(page).fill('Quiet Quentin');
  await amountField(page).fill('5');
  await messageField(page).fill('Good luck!');

  await anonymousBox(page).check();
  await expect(nameField(page)).toBeDisabled();
  await expect(nameField(page)).toHaveValue('Quiet Quentin');
  // Unticked, the name is back as typed; ticked again for this donation.
  await anonymousBox(page).uncheck();
  await expect(nameField(page)).toBeEnabled();
  await expect(nameField(page)).toHaveValue('Quiet Quentin');
  await anonymousBox(page).check();

  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(summaryValue(page, 'Display name')).toHaveText('Anonymous');
  let sent: Record<string, unknown> | undefined;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/orders/create')) sent = request.postDataJSON();
  });
  await payButton(page).click();
  await expect(page.getByText(approvedMessage, { exact: true })).toBeVisible();
  expect(sent).toMatchObject({ name: '', anonymous: true, amount: 5, message: 'Good luck!' });

  await page.goto(`${freshServer.url}/donations`);
  await expect(donationItems(page)).toHaveCount(1);
  await expect(donationItems(page).first()).toContainText('Anonymous');
  await expect(donationItems(page).first()).toContainText('Good luck!');
  await expect(page.locator('main')).not.toContainText('Quiet Quentin');

  await page.goto(`${freshServer.url}/donationbar`);
  await expect(page.getByText(/^Last donation: /)).toHaveText('Last donation: $5.00 by Anonymous');
  await expect(page.locator('body')).not.toContainText('Quiet Quentin');
});

test('a name and message that would fake the layout are shown cleaned on /donations and the overlay', async ({
  page,
  freshServer,
}) => {
  await donate(freshServer.api, { name: '\u200B\u200C\u2060\uFEFF', amount: 2, message: 'Invisible me' });
  await donate(freshServer.api, {
    name: `\u202EZ${'\u0336\u0353\u0316\u030E'.repeat(20)}algo`,
    amount: 3,
    message: `Line one${'\n'.repeat(498)}Line two`,
  });

  await page.goto(`${freshServer.url}/donations`);
  await expect(donationItems(page)).toHaveCount(2);
  await expect(donationItems(page).nth(1)).toContainText('Anonymous');
  const message = donationItems(page).nth(0).locator('.donation-item__message');
  await expect(message).toHaveText('Line one\n\nLine two');
  // Three lines at most (one of them empty), not a block thousands of pixels tall.
  const box = await message.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(box.height).toBeLessThanOrEqual(3 * box.lineHeight + 1);

  await page.goto(`${freshServer.url}/donationbar`);
  await expect(page.getByText(/^Last donation: /)).toHaveText(
    'Last donation: $3.00 by Z\u0336\u0353\u0316algo',
  );
});

test('what the donor typed and ticked before the page’s script took over is kept', async ({ browser }) => {
  // A page of its own: the test's page waits for the script on every load, and this one holds it back.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/donate/card', { waitUntil: 'domcontentloaded' });
    await nameField(page).fill('Early Ada');
    await messageField(page).fill('Typed at once');
    await amountField(page).fill('7');
    await anonymousBox(page).check();
    release();
    await waitForApp(page);

    await expect(anonymousBox(page)).toBeChecked();
    await expect(nameField(page)).toBeDisabled();
    await anonymousBox(page).uncheck();
    await expect(nameField(page)).toHaveValue('Early Ada');
    await expect(messageField(page)).toHaveValue('Typed at once');
    await expect(amountField(page)).toHaveValue('7');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(summaryValue(page, 'Display name')).toHaveText('Early Ada');
    await expect(summaryValue(page, 'Amount')).toHaveText('$7.00');
    await expect(summaryValue(page, 'Message')).toHaveText('Typed at once');
  } finally {
    await context.close();
  }
});
