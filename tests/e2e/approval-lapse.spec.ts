import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { test } from './fresh-server';
import { agreeToTerms, payButton } from './ticket-steps';

// An approval PayPal let lapse before the capture (docs/product/payments.md, "Approvals that lapse"): the
// buyer approved, the capture's answer is lost, and by the time the page asks again PayPal has cancelled
// the order. The page then says nothing was charged and to start again, and only from there can a new
// PayPal order be made (docs/decisions/042-approvals-that-lapse.md).

const lapsedMessage =
  'PayPal cancelled this payment because it was not completed in time after you approved it, and nothing was charged. Please start again.';

/** Every create call the page makes. */
function countCreates(page: Page) {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (/\/create$/.test(new URL(request.url()).pathname)) creates.push(request.url());
  });
  return creates;
}

test('a lapsed approval: told nothing was charged, no second order until the buyer starts again', async ({
  page,
  freshServer,
}) => {
  await page.goto(`${freshServer.url}/tickets`);
  await page.getByRole('button', { name: 'One more Adult ticket' }).click();
  await page.getByLabel('Name on Badge (Adult 1)').fill('Lapsed Lee');
  await page.getByLabel('Phone number').fill('617 555 0123');
  await page.getByLabel('Email', { exact: true }).fill('lee@example.com');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await agreeToTerms(page);
  const creates = countCreates(page);

  // The first capture reaches a PayPal that does not answer in time (its answer is lost); before the page
  // asks again, PayPal's capture window closes on the approved order.
  let captures = 0;
  await page.route('**/capture', async (route) => {
    captures += 1;
    if (captures > 1) return route.continue();
    const orderId = /\/api\/tickets\/([^/]+)\/capture$/.exec(new URL(route.request().url()).pathname)?.[1];
    const lapsed = await freshServer.api.post(
      `/paypal-emulator/v2/checkout/orders/${orderId}/lapse-approval`,
      {
        data: {},
      },
    );
    expect(lapsed.status()).toBe(200);
    await route.abort('failed');
  });

  await payButton(page).click();
  await expect(page.getByRole('alert')).toContainText(lapsedMessage, { timeout: 40_000 });
  expect(captures).toBe(2);
  expect(creates).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(payButton(page)).toHaveCount(0);
  const progress = await (await page.request.get(`${freshServer.url}/api/progress`)).json();
  expect(progress).toMatchObject({ ticketsSold: 0 });

  // Only now may the buyer start again: the form as they left it, and a new order from Checkout.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByLabel('Name on Badge (Adult 1)')).toHaveValue('Lapsed Lee');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await agreeToTerms(page);
  await payButton(page).click();
  await expect(page.getByText('Your attendance has been recorded')).toBeVisible({ timeout: 40_000 });
  expect(creates).toHaveLength(2);
});
