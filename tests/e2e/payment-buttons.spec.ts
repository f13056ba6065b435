import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, expectAccessible, test } from './fixtures';

// PaymentButtons with the real @paypal/react-paypal-js and the emulator's stand-in SDK, served by the
// built server. No page uses the component yet, so a small harness (harness/payment-buttons-harness.tsx)
// is bundled here and served on the server's origin through page.route; everything it calls
// (/paypal-emulator/...) goes to the real server.

let harnessScript = '';

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'harness/payment-buttons-harness.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  harnessScript = result.outputFiles[0]!.text;
});

const harnessPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment buttons harness</title>
<script type="application/json" id="public-env">{"paypalClientId":null,"paymentsTestMode":true}</script>
</head><body><div id="harness"></div><script type="module" src="/__harness/payment-buttons.js"></script></body></html>`;

async function openHarness(page: Page, query = '') {
  // Under the site's own CSP, so the stand-in is checked against what the real pages allow.
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  await page.route('**/__harness/payment-buttons.html*', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': csp },
      body: harnessPage,
    }),
  );
  await page.route('**/__harness/payment-buttons.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: harnessScript }),
  );
  await page.goto(`/__harness/payment-buttons.html${query}`);
}

const log = (page: Page) => page.getByRole('list', { name: 'Payment log' });

test.describe('the payment buttons in test mode', () => {
  test("'Pay with PayPal (test mode)' approves the order and hands its id to onApprove", async ({
    page,
    consoleErrors,
  }) => {
    await openHarness(page);
    await page.getByRole('button', { name: 'Pay with PayPal (test mode)' }).click();
    const created = log(page).getByText(/^created [A-Z0-9]{17}$/);
    await expect(created).toBeVisible();
    const orderId = (await created.textContent())!.replace('created ', '');
    await expect(log(page).getByText(`approved ${orderId}`)).toBeVisible();
    await expect(log(page).getByText(`captured ${orderId} COMPLETED`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await expectAccessible(page);
  });

  test('offers a labelled test outcome, Completed unless the developer chooses otherwise', async ({
    page,
  }) => {
    await openHarness(page);
    const outcome = page.getByRole('combobox', { name: 'Test outcome' });
    await expect(outcome).toHaveValue('COMPLETED');
    await expect(outcome.getByRole('option')).toHaveText(['Completed', 'Pending (eCheck)', 'Declined card']);
    const approve = page.waitForRequest('**/paypal-emulator/v2/checkout/orders/*/approve');
    await outcome.selectOption({ label: 'Pending (eCheck)' });
    await page.getByRole('button', { name: 'Pay with PayPal (test mode)' }).click();
    expect((await approve).postDataJSON()).toEqual({ capture_status: 'PENDING' });
    await expectAccessible(page);
  });

  test('restart() lets the payer approve the same order again, back on Completed', async ({ page }) => {
    await openHarness(page, '?restart-once');
    const outcome = page.getByRole('combobox', { name: 'Test outcome' });
    await outcome.selectOption({ label: 'Declined card' });
    const approvals: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/approve')) approvals.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Pay with PayPal (test mode)' }).click();
    const created = log(page).getByText(/^created [A-Z0-9]{17}$/);
    await expect(created).toBeVisible();
    const orderId = (await created.textContent())!.replace('created ', '');
    await expect(log(page).getByText(`restart ${orderId}`)).toBeVisible();
    await expect(outcome).toHaveValue('COMPLETED');
    await expect(page.getByRole('button', { name: 'Pay with PayPal (test mode)' })).toBeEnabled();

    await page.getByRole('button', { name: 'Pay with PayPal (test mode)' }).click();
    await expect(log(page).getByText(`captured ${orderId} COMPLETED`)).toBeVisible();
    await expect(log(page).getByText(`approved ${orderId}`)).toHaveCount(2);
    await expect(log(page).getByText(/^created/)).toHaveCount(1);
    expect(approvals).toEqual([{ capture_status: 'DECLINED' }, { capture_status: 'COMPLETED' }]);
  });

  test("'Simulate payment error' reports the error 'Simulated payment error'", async ({ page }) => {
    await openHarness(page);
    await page.getByRole('button', { name: 'Simulate payment error' }).click();
    await expect(log(page).getByText('error: Simulated payment error')).toBeVisible();
    await expect(log(page).getByText(/^created/)).toHaveCount(0);
  });

  test('a failed order creation is reported as an error and nothing is approved', async ({ page }) => {
    await openHarness(page, '?fail-create');
    await page.getByRole('button', { name: 'Pay with PayPal (test mode)' }).click();
    await expect(log(page).getByText('error: The server refused the order')).toBeVisible();
    await expect(log(page).getByText(/^approved/)).toHaveCount(0);
  });

  test('an SDK that cannot load is only logged to the console', async ({ page, consoleErrors }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/paypal-emulator/sdk/js*', (route) => route.abort());
    await openHarness(page);
    await expect
      .poll(() => logged.some((text) => text.includes('Failed to load the PayPal JS SDK script')))
      .toBe(true);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(log(page).getByRole('listitem')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
