import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForApp } from './fixtures';
import { expectCheckoutErrors, more, priceOf } from './ticket-steps';

// Discount codes kept by the server (docs/product/payments.md): the tickets page asks what a typed code
// does, organisers add and disable codes on the dashboard, and no code is in the page's scripts.

const password = 'e2e-organiser-password';
const discountCode = (page: Page) => page.getByLabel('Discount code (optional)');

async function fillValidOrder(page: Page, students = 0) {
  await more(page, 'Adult').click();
  await page.getByRole('spinbutton', { name: 'Student tickets' }).fill(String(students));
  const names = page.getByRole('group', { name: 'Name on Badge' }).getByRole('textbox');
  for (let i = 0; i < 1 + students; i++) await names.nth(i).fill(`Solver ${i + 1}`);
  await page.getByLabel('Phone number').fill('617 555 0123');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
}

test.describe('discount codes', () => {
  test('the tickets page takes SPONSOR from the server and keeps its limit, with no code in its scripts', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/tickets');
    await fillValidOrder(page);
    await discountCode(page).fill('sponsor');
    await expect(page.getByText('SPONSOR applied: 50% off.')).toBeVisible();
    await expect(priceOf(page, 'Total')).toHaveText('$70.00');

    await page.getByRole('spinbutton', { name: 'Student tickets' }).fill('3');
    const names = page.getByRole('group', { name: 'Name on Badge' }).getByRole('textbox');
    for (let i = 1; i < 4; i++) await names.nth(i).fill(`Solver ${i + 1}`);
    await expect(
      page.getByText('SPONSOR discount can be used for a maximum of three tickets.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expectCheckoutErrors(page, ['SPONSOR discount can be used for a maximum of three tickets.']);

    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toContain('SPONSOR');
      expect(script).not.toContain('PRESENTER');
    }
  });

  test('waits for the server’s word on a code typed just before Checkout', async ({ page }) => {
    await page.goto('/tickets');
    await fillValidOrder(page, 3);
    await discountCode(page).fill('Sponsor');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expectCheckoutErrors(page, ['SPONSOR discount can be used for a maximum of three tickets.']);
  });

  test('a code added on the dashboard works on the tickets page until it is disabled', async ({ page }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/organiser?section=codes');
    await page.getByLabel('Organiser password').fill(password);
    await page.getByRole('button', { name: 'Go', exact: true }).click();

    const panel = page.getByRole('region', { name: 'Discount codes' });
    await expect(panel.getByRole('row').filter({ hasText: 'SPONSOR' })).toContainText('50% off');
    await panel.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await panel.getByLabel('Takes off').selectOption('amount');
    await panel.getByLabel('Dollars off').fill('25');
    await panel.getByLabel('Uses in all').fill('5');
    await panel.getByLabel('Note').fill('Sponsor: E2E Grids');
    await panel.getByRole('button', { name: 'Add code' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Added ${code}: $25.00 off.`);
    const row = panel.getByRole('row').filter({ hasText: code });
    await expect(row.getByRole('cell')).toHaveText([
      code,
      '$25.00 off',
      'none',
      '0 of 5',
      'never',
      'Active',
      'Sponsor: E2E Grids',
      'Disable',
    ]);
    await expectAccessible(page);

    const tickets = await page.context().newPage();
    await tickets.goto('/tickets');
    await waitForApp(tickets);
    await more(tickets, 'Adult').click();
    await discountCode(tickets).fill(code.toLowerCase());
    await expect(tickets.getByText(`${code} applied: $25.00 off.`)).toBeVisible();
    await expect(priceOf(tickets, 'Total')).toHaveText('$115.00');

    await row.getByRole('button', { name: `Disable ${code}` }).click();
    await expect(row.getByRole('cell').nth(5)).toHaveText('Disabled');
    await tickets.reload();
    await more(tickets, 'Adult').click();
    await discountCode(tickets).fill(code);
    await expect(tickets.getByText(`${code} can no longer be used; no discount is applied.`)).toBeVisible();
    await expect(priceOf(tickets, 'Total')).toHaveText('$140.00');
  });
});
