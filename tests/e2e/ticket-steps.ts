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

export const errorList = (page: Page) =>
  page.getByRole('region', { name: 'Please resolve the following errors before continuing:' });

/** The Checkout errors listed now, in order; each is a link to its field. */
export async function expectCheckoutErrors(page: Page, errors: string[]) {
  await expect(errorList(page)).toContainText('Please resolve the following errors before continuing:');
  await expect(errorList(page).getByRole('listitem')).toHaveText(errors);
  await expect(errorList(page).getByRole('link')).toHaveText(errors);
}

/** The page has no horizontal scroll and nothing of `locator` sticks out of it. */
export async function expectWithinPage(page: Page, locator: Locator) {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const box of await locator.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON())))
    expect((box as DOMRect).right, 'inside the page').toBeLessThanOrEqual(width);
}

/** The two widths every form is tried at: a 390 px phone and a 1280 px desktop. */
export const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

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

/** Pays with the test-mode button; the order the page sent, once the server answered it 201. */
export async function payAndSend(page: Page) {
  const created = page.waitForResponse('**/api/tickets/create');
  await payButton(page).click();
  const response = await created;
  expect(response.status()).toBe(201);
  return sentOrder(response.request());
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

/** A ticket type's counter on either ticket page, and its two buttons. */
export const counter = (page: Page, type: string) =>
  page.getByRole('spinbutton', { name: `${type} tickets` });
export const more = (page: Page, type: string) =>
  page.getByRole('button', { name: `One more ${type} ticket` });
export const fewer = (page: Page, type: string) =>
  page.getByRole('button', { name: `One fewer ${type} ticket` });
export const checkout = (page: Page) => page.getByRole('button', { name: 'Checkout', exact: true }).click();

/** From a filled form through Checkout and the terms, up to the payment buttons. */
export async function goToCheckout(page: Page) {
  await checkout(page);
  await agreeToTerms(page);
  await expect(payButton(page)).toBeVisible();
}
