import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures';

// Steps both ticket page specs share.

/**
 * Holds every request matching `url` until release() is called, then lets it through to the real
 * server: the test can look at the page while the request is in flight.
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Request[] = [];
  await page.route(url, async (route: Route) => {
    held.push(route.request());
    await released;
    await route.continue();
  });
  return { release, held };
}

export const errorList = (page: Page) => page.getByRole('alert').filter({ hasText: 'Please resolve' });

/** The Checkout errors listed now, in order. */
export async function expectCheckoutErrors(page: Page, errors: string[]) {
  await expect(errorList(page)).toContainText('Please resolve the following errors before continuing:');
  await expect(errorList(page).getByRole('listitem')).toHaveText(errors);
}

export async function agreeToTerms(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await page.getByRole('button', { name: 'I agree to the terms and conditions.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

export const payButton = (page: Page) => page.getByRole('button', { name: 'Pay with PayPal (test mode)' });
export const simulateErrorButton = (page: Page) =>
  page.getByRole('button', { name: 'Simulate payment error' });
/** The test-mode buttons' choice of what PayPal does with the payment. */
export const testOutcome = (page: Page) => page.getByRole('combobox', { name: 'Test outcome' });

/** The body of the order the page sent to POST /api/tickets/create. */
export function sentOrder(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}

/** The text fields found by `fields` hold exactly these values, in order. */
export async function expectFieldValues(fields: Locator, values: string[]) {
  await expect(fields).toHaveCount(values.length);
  for (const [index, value] of values.entries()) await expect(fields.nth(index)).toHaveValue(value);
}

/** The value shown for `term` ('Subtotal', 'Discount', 'Total') in the price summary. */
export const priceOf = (page: Page, term: string) =>
  page
    .getByLabel('Price')
    .locator('div', { hasText: new RegExp(`^${term}`) })
    .getByRole('definition');
