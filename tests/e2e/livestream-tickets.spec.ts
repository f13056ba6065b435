import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  agreeToTerms,
  checkout,
  counter,
  errorList,
  expectCheckoutErrors,
  expectFieldValues,
  fewer,
  goToCheckout,
  holdRequests,
  more,
  payAndSend,
  priceOf,
  simulateErrorButton,
} from './ticket-steps';

// The livestream ticket page (/livestream-tickets, docs/product/tickets.md), against the built server and
// its PayPal emulator.

const emails = (page: Page) => page.getByRole('group', { name: 'Email' }).getByRole('textbox');
const total = (page: Page) => priceOf(page, 'Total');

/** One adult and one student ticket with their addresses: $40.00. */
async function fillValidOrder(page: Page) {
  await more(page, 'Adult').click();
  await more(page, 'Student').click();
  await page.getByLabel('Email (Adult 1)').fill('ada@example.com');
  await page.getByLabel('Email (Student 1)').fill('sam@example.org');
}

test.describe('the livestream ticket page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/livestream-tickets');
    await expect(page.getByRole('heading', { level: 1, name: /Livestream tickets/ })).toBeVisible();
  });

  test('sells adult, student and unwaged tickets (no child) with no discount code', async ({ page }) => {
    for (const [ticket, price] of [
      ['Adult', '$30.00'],
      ['Student', '$10.00'],
      ['Unwaged', '$10.00'],
    ] as const)
      await expect(page.getByRole('group', { name: `${ticket} tickets` })).toContainText(price);
    await expect(page.getByRole('spinbutton')).toHaveCount(3);
    await expect(page.getByText(/Child/)).toHaveCount(0);
    await expect(page.getByLabel(/Discount code/)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('counters take whole numbers only, ignore negatives, and step by one', async ({ page }) => {
    const unwaged = counter(page, 'Unwaged');
    await more(page, 'Unwaged').click();
    await more(page, 'Unwaged').click();
    await fewer(page, 'Unwaged').click();
    await expect(unwaged).toHaveValue('1');
    for (const ignored of ['two', '-1', '0.5'])
      await test.step(`typing ${ignored}`, async () => {
        await unwaged.fill(ignored);
        await expect(unwaged).toHaveAttribute('aria-valuenow', '1');
        await expect(total(page)).toHaveText('$10.00');
        await unwaged.blur();
        await expect(unwaged).toHaveValue('1');
      });
    await unwaged.fill('3');
    await expect(unwaged).toHaveValue('3');
  });

  test('has one email field per ticket, growing and shrinking with the counts', async ({ page }) => {
    await expect(emails(page)).toHaveCount(1);
    await more(page, 'Adult').click();
    await page.getByLabel('Email (Adult 1)').fill('ada@example.com');
    await counter(page, 'Student').fill('2');
    await expect(emails(page)).toHaveCount(3);
    await expect(page.getByLabel('Email (Student 2)')).toHaveValue('');
    await counter(page, 'Student').fill('0');
    await expect(emails(page)).toHaveCount(1);
    await expect(page.getByLabel('Email (Adult 1)')).toHaveValue('ada@example.com');
  });

  test('shows the total as the counts change', async ({ page }) => {
    await expect(total(page)).toHaveText('$0.00');
    await more(page, 'Adult').click();
    await expect(total(page)).toHaveText('$30.00');
    await counter(page, 'Student').fill('2');
    await more(page, 'Unwaged').click();
    await expect(total(page)).toHaveText('$60.00');
  });

  test('says "Must purchase at least one ticket." with no tickets, and "Email" for the empty entry', async ({
    page,
  }) => {
    await checkout(page);
    await expectCheckoutErrors(page, [
      'Must purchase at least one ticket.',
      'Must fill out the required field: Email',
    ]);
    await expect(errorList(page)).toBeFocused();
    await expectAccessible(page);
  });

  const cases: { errors: string[]; when: string; act: (page: Page) => Promise<void> }[] = [
    {
      errors: ['Must purchase at least one ticket.'],
      when: 'every count is back to zero',
      act: async (page) => {
        await counter(page, 'Adult').fill('0');
        await counter(page, 'Student').fill('0');
      },
    },
    {
      errors: [`Must fill out the required field: Email (Student 1)`],
      when: 'an email entry is empty',
      act: (page) => page.getByLabel('Email (Student 1)').fill(''),
    },
    {
      errors: ['Must enter a valid email address for the Student 1 ticket.'],
      when: 'an email entry is not a valid address',
      act: (page) => page.getByLabel('Email (Student 1)').fill('sam@example'),
    },
    {
      errors: [
        `Must fill out the required field: Email (Student 1)`,
        'Must enter a valid email address for the Adult 1 ticket.',
      ],
      when: 'one entry is empty and another invalid',
      act: async (page) => {
        await page.getByLabel('Email (Adult 1)').fill('not an address');
        await page.getByLabel('Email (Student 1)').fill('');
      },
    },
  ];
  for (const { errors, when, act } of cases) {
    test(`lists ${errors.map((e) => `"${e}"`).join(' and ')} when ${when}`, async ({ page }) => {
      await fillValidOrder(page);
      await act(page);
      await checkout(page);
      await expectCheckoutErrors(page, errors);
    });
  }

  test('takes the buyer through terms, checkout and waiting to the approved screen', async ({ page }) => {
    await fillValidOrder(page);
    await checkout(page);
    await expect(page.getByText('Each ticket gives one personal link to the livestream')).toBeVisible();
    await expectAccessible(page);
    await agreeToTerms(page);
    await expect(page.getByText('2 tickets: $40.00')).toBeVisible();

    const capture = await holdRequests(page, '**/api/tickets/*/capture');
    expect(await payAndSend(page)).toEqual({
      tickets: { adult: 1, student: 1, unwaged: 0 },
      info: { names: ['ada@example.com', 'sam@example.org'] },
      discount: '',
      amount: 40,
      type: 'stream',
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for server...' })).toBeVisible();
    capture.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(
      page.getByText('A link to the stream will arrive shortly by email.', { exact: false }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('shows the error screen when the payment widget reports an error', async ({ page }) => {
    await fillValidOrder(page);
    await goToCheckout(page);
    await simulateErrorButton(page).click();
    await expect(page.getByText('An error occured: Simulated payment error', { exact: true })).toBeVisible();
    // The backup registration platform is for in-person tickets only.
    await expect(page.getByRole('link', { name: /backup registration/ })).toHaveCount(0);
  });

  test('Go Back returns to the form with the counts and addresses kept', async ({ page }) => {
    await fillValidOrder(page);
    await goToCheckout(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(counter(page, 'Adult')).toHaveValue('1');
    await expect(counter(page, 'Student')).toHaveValue('1');
    await expectFieldValues(emails(page), ['ada@example.com', 'sam@example.org']);
    await expect(total(page)).toHaveText('$40.00');
  });
});
