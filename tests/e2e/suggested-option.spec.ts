import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { payButton } from './ticket-steps';

// A donor on a phone suggests an option for a bid war (docs/product/donations-and-incentives.md,
// "Suggested options"), typing it key by key, and pays through the PayPal emulator; the option waits
// for a moderator, so it is not listed yet.

test('at 390 px a donor suggests an option, pays, and the option waits for a moderator', async ({
  page,
  freshServer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${freshServer.url}/donate/card`);
  await expect(page.getByRole('radio', { name: 'No incentive' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('12');
  await page.getByRole('button', { name: /^Which puzzle genre ends the stream\?/ }).click();
  await page.getByRole('radio', { name: 'Suggest another option' }).check();
  const field = page.getByRole('textbox', { name: /Your option/ });
  await field.pressSequentially('Sandwich sudoku');
  await expect(field).toHaveValue('Sandwich sudoku');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/suggested-option-form.png', fullPage: true });
  await expectAccessible(page);

  let sent: Record<string, unknown> | undefined;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/orders/create')) sent = request.postDataJSON();
  });
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await payButton(page).click();
  await expect(
    page.getByText(/Names and messages are read by a moderator before they are shown/),
  ).toBeVisible();
  expect(sent).toMatchObject({ incentiveID: 'finale-genre', suggestedOption: 'Sandwich sudoku', amount: 12 });
  await page.screenshot({ path: 'test-results/suggested-option-thanks.png', fullPage: true });
  await expectAccessible(page);

  // Counted in the bid war at once, listed nowhere until a moderator approves it.
  const list = await (await page.request.get(`${freshServer.url}/api/incentives`)).text();
  expect(list).not.toContain('Sandwich');
  const bidWar = (JSON.parse(list) as { id: string; raised: number }[]).find((i) => i.id === 'finale-genre');
  expect(bidWar?.raised).toBe(12);
});
