import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { agreeToTerms, payButton, testOutcome } from './ticket-steps';

// What the buyer sees for each thing PayPal can do with a payment (docs/product/payments.md), on the
// three pages that take money, against the built server and its PayPal emulator: the test-mode
// buttons' "Test outcome" makes the emulator capture as COMPLETED, PENDING or with a declined card.

const password = 'e2e-organiser-password';
const pendingHeading = 'Your payment is being processed';
const declinedNote = 'Your payment method was declined. Please choose another way to pay.';

/** A name no other test uses, so the shared server's lists can be searched for it. */
const uniqueName = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function badgesNamed(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/badgelist', { data: { pass: password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { names: string }[]).filter((badge) => badge.names === name);
}

async function donationsNamed(request: APIRequestContext, name: string) {
  const answer = await request.post('/api/organiser/donations', { data: { pass: password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { name: string }[]).filter((donation) => donation.name === name);
}

/** Every request to a path matching `pattern`, by URL, as the page sends them. */
function watch(page: Page, pattern: RegExp) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** One adult in-person ticket ($140.00) for `name`, up to the payment buttons. */
async function inPersonCheckout(page: Page, name: string) {
  await page.goto('/tickets');
  await page.getByRole('button', { name: 'One more Adult ticket' }).click();
  await page.getByLabel('Name on Badge (Adult 1)').fill(name);
  await page.getByLabel('Phone number').fill('617 555 0123');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await agreeToTerms(page);
  await expect(payButton(page)).toBeVisible();
}

async function donationCheckout(page: Page, name: string) {
  await page.goto('/donate/card');
  await expect(page.getByRole('radio', { name: 'No incentive' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Display name' }).fill(name);
  await page.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('7');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(payButton(page)).toBeVisible();
}

async function expectPendingScreen(page: Page, followUp: string) {
  await expect(page.getByRole('heading', { level: 1, name: pendingHeading })).toBeVisible();
  await expect(page.getByText(followUp, { exact: true })).toBeVisible();
  await expect(page.getByText('There is no need to pay again.')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText(/An error occured|Unknown error/)).toHaveCount(0);
  await expect(payButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
}

/** Pays with the test-mode window set to a declined card: the note is announced, back at Checkout. */
async function payWithDeclinedCard(page: Page) {
  await testOutcome(page).selectOption({ label: 'Declined card' });
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: declinedNote })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test.describe('a payment PayPal holds as pending', () => {
  test('shows the pending screen on /tickets, and records no ticket yet', async ({ page }) => {
    const name = uniqueName('Pending Pat');
    await inPersonCheckout(page, name);
    await testOutcome(page).selectOption({ label: 'Pending (eCheck)' });
    await payButton(page).click();
    await expectPendingScreen(page, 'Your tickets will arrive by email when PayPal completes it.');
    await expect(page.getByRole('heading', { level: 1, name: pendingHeading })).toBeFocused();
    await expectAccessible(page);
    expect(await badgesNamed(page.request, name)).toEqual([]);
  });

  test('shows the pending screen on /livestream-tickets', async ({ page }) => {
    await page.goto('/livestream-tickets');
    await page.getByRole('button', { name: 'One more Adult ticket' }).click();
    await page.getByLabel('Email (Adult 1)').fill('viewer@example.com');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await agreeToTerms(page);
    await testOutcome(page).selectOption({ label: 'Pending (eCheck)' });
    await payButton(page).click();
    await expectPendingScreen(page, 'Your link to the stream will arrive by email when PayPal completes it.');
  });

  test('shows the pending screen on /donate/card, and records no donation yet', async ({ page }) => {
    const name = uniqueName('Pending donor');
    await donationCheckout(page, name);
    await testOutcome(page).selectOption({ label: 'Pending (eCheck)' });
    await payButton(page).click();
    await expectPendingScreen(page, 'Your donation will appear on stream when PayPal completes it.');
    await expectAccessible(page);
    expect(await donationsNamed(page.request, name)).toEqual([]);
  });
});

test.describe('a declined card', () => {
  test('on /tickets, lets the buyer pay another way on the same order, recorded once', async ({ page }) => {
    const name = uniqueName('Declined Dana');
    await inPersonCheckout(page, name);
    const creates = watch(page, /^\/api\/tickets\/create$/);
    const captures = watch(page, /^\/api\/tickets\/[^/]+\/capture$/);

    await payWithDeclinedCard(page);
    await expect(page.getByText('1 ticket: $140.00')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // Another way to pay: the test-mode window is back on Completed.
    await expect(testOutcome(page)).toHaveValue('COMPLETED');
    await expectAccessible(page);

    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText(declinedNote)).toHaveCount(0);
    expect(creates).toHaveLength(1);
    expect(captures).toHaveLength(2);
    expect(captures[1]).toBe(captures[0]);
    expect(await badgesNamed(page.request, name)).toHaveLength(1);
  });

  test('on /donate/card, lets the donor pay another way on the same order, recorded once', async ({
    page,
  }) => {
    const name = uniqueName('Declined donor');
    await donationCheckout(page, name);
    const creates = watch(page, /^\/api\/orders\/create$/);
    const captures = watch(page, /^\/api\/orders\/[^/]+\/capture$/);

    await payWithDeclinedCard(page);
    await expect(testOutcome(page)).toHaveValue('COMPLETED');

    await payButton(page).click();
    await expect(
      page.getByText('Your donation has been received! Please allow some time for it to appear on stream.'),
    ).toBeVisible();
    expect(creates).toHaveLength(1);
    expect(captures).toEqual([captures[0], captures[0]]);
    expect(await donationsNamed(page.request, name)).toHaveLength(1);
  });

  test('Go Back after a decline returns to the form, and a new Checkout starts afresh', async ({ page }) => {
    await inPersonCheckout(page, uniqueName('Back Bea'));
    await testOutcome(page).selectOption({ label: 'Declined card' });
    await payButton(page).click();
    await expect(page.getByText(declinedNote)).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await agreeToTerms(page);
    await expect(page.getByText(declinedNote)).toHaveCount(0);
  });
});
