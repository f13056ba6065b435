import type { Page } from '@playwright/test';
import { links } from '../../content/links';
import { ageNotice, foodNotice } from '../../content/tickets';
import { emptyInPersonInfo } from '../../src/domain/tickets/order';
import { expect, expectAccessible, test } from './fixtures';
import {
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
  payButton,
  priceOf,
  sentOrder,
  simulateErrorButton,
} from './ticket-steps';

// The in-person ticket page (/tickets, docs/product/tickets.md), against the built server and its PayPal
// emulator.

const badgeNames = (page: Page) => page.getByRole('group', { name: 'Name on Badge' }).getByRole('textbox');
const email = (page: Page) => page.getByLabel('Email', { exact: true });
const phone = (page: Page) => page.getByLabel('Phone number');
const discountCode = (page: Page) => page.getByLabel('Discount code (optional)');
const answer = (page: Page, question: string, yes: boolean) =>
  page
    .getByRole('group', { name: question })
    .getByLabel(yes ? 'Yes' : 'No')
    .check();
const dietary = 'Do you have any dietary restrictions?';
const accommodations = 'Do you need any accommodations?';

/** One adult and one child, everything filled in and valid: $150.00. */
async function fillValidOrder(page: Page) {
  await more(page, 'Adult').click();
  await more(page, 'Child').click();
  await page.getByLabel('Name on Badge (Adult 1)').fill('Ada Lovelace');
  await page.getByLabel('Name on Badge (Child 1)').fill('Byron Lovelace');
  await phone(page).fill('617 555 0123');
  await email(page).fill('ada@example.com');
}

async function expectPrice(page: Page, price: { subtotal: string; discount: string; total: string }) {
  for (const [term, value] of [
    ['Subtotal', price.subtotal],
    ['Discount', price.discount],
    ['Total', price.total],
  ] as const)
    await expect(priceOf(page, term)).toHaveText(value);
}

test.describe('the in-person ticket page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tickets');
    await expect(page.getByRole('heading', { level: 1, name: /In-person tickets/ })).toBeVisible();
  });

  test('shows each ticket with its price and ages, the notices and a link to livestream tickets', async ({
    page,
  }) => {
    for (const [ticket, price] of [
      ['Adult (18+)', '$140.00'],
      ['Child (12-17)', '$10.00'],
      ['Student', '$10.00'],
      ['Unwaged', '$10.00'],
    ] as const)
      await expect(page.getByRole('group', { name: `${ticket} tickets` })).toContainText(price);
    await expect(page.getByText(ageNotice)).toBeVisible();
    await expect(page.getByText(foodNotice)).toBeVisible();
    expect(foodNotice).toContain('food can no longer be guaranteed');
    await expect(page.getByRole('combobox', { name: 'Phone country' })).toHaveValue('US');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Buy a livestream ticket instead.' }).click();
    await expect(page).toHaveURL(/\/livestream-tickets$/);
  });

  test('counters take whole numbers only, ignore negatives, and step by one with plus and minus', async ({
    page,
  }) => {
    const adult = counter(page, 'Adult (18+)');
    await expect(adult).toHaveValue('0');
    await fewer(page, 'Adult').click();
    await expect(adult).toHaveValue('0');
    await more(page, 'Adult').click();
    await more(page, 'Adult').click();
    await expect(adult).toHaveValue('2');
    await fewer(page, 'Adult').click();
    await expect(adult).toHaveValue('1');
    for (const ignored of ['abc', '-3', '2.5', '1e2'])
      await test.step(`typing ${ignored}`, async () => {
        await adult.fill(ignored);
        // The field keeps what was typed, says the count stays, and shows the count again on leaving.
        await expect(page.getByText('Not a whole number: the count stays at 1.')).toBeVisible();
        await expect(adult).toHaveAttribute('aria-valuenow', '1');
        await adult.blur();
        await expect(adult).toHaveValue('1');
      });
    // Past the most one order may hold, the count stops there, key after key.
    await adult.fill('');
    await adult.pressSequentially('999', { delay: 20 });
    await expect(adult).toHaveValue('50');
    await expect(adult).toHaveAttribute('aria-valuenow', '50');
    await adult.fill('4');
    await expect(adult).toHaveValue('4');
    await adult.press('ArrowUp');
    await expect(adult).toHaveValue('5');
    await adult.press('ArrowDown');
    await expect(adult).toHaveValue('4');
    await counter(page, 'Unwaged').fill('3');
    await expect(counter(page, 'Unwaged')).toHaveValue('3');
    await expect(adult).toHaveValue('4');
  });

  test('has one badge name per ticket, labelled by ticket, growing and shrinking with the counts', async ({
    page,
  }) => {
    await expect(badgeNames(page)).toHaveCount(1);
    await expect(page.getByLabel('Name on Badge', { exact: true })).toBeVisible();
    await more(page, 'Adult').click();
    await page.getByLabel('Name on Badge (Adult 1)').fill('Ada');
    await more(page, 'Student').click();
    await more(page, 'Student').click();
    await more(page, 'Unwaged').click();
    await expect(badgeNames(page)).toHaveCount(4);
    await expect(page.getByLabel('Name on Badge (Adult 1)')).toHaveValue('Ada');
    for (const slot of ['Student 1', 'Student 2', 'Unwaged 1'])
      await expect(page.getByLabel(`Name on Badge (${slot})`)).toHaveValue('');
    await page.getByLabel('Name on Badge (Student 1)').fill('Sam');
    await counter(page, 'Unwaged').fill('0');
    await fewer(page, 'Student').click();
    await expect(badgeNames(page)).toHaveCount(2);
    await expectFieldValues(badgeNames(page), ['Ada', 'Sam']);
    await counter(page, 'Adult (18+)').fill('0');
    await fewer(page, 'Student').click();
    // No tickets: the list keeps its first entry.
    await expect(badgeNames(page)).toHaveCount(1);
    await expectFieldValues(badgeNames(page), ['Ada']);
  });

  test('updates the price as tickets and discount codes change', async ({ page }) => {
    await expectPrice(page, { subtotal: '$0.00', discount: '$0.00', total: '$0.00' });
    await more(page, 'Adult').click();
    await more(page, 'Child').click();
    await expectPrice(page, { subtotal: '$150.00', discount: '$0.00', total: '$150.00' });

    await discountCode(page).fill('sponsor');
    await expect(page.getByText('SPONSOR applied: 50% off.')).toBeVisible();
    await expectPrice(page, { subtotal: '$150.00', discount: '-$75.00', total: '$75.00' });

    await discountCode(page).fill('PRESENTER');
    await expect(page.getByText('PRESENTER applied: $40.00 off.')).toBeVisible();
    await expectPrice(page, { subtotal: '$150.00', discount: '-$40.00', total: '$110.00' });

    await discountCode(page).fill('FREE2025');
    await expect(page.getByText('This code is not recognised; no discount is applied.')).toBeVisible();
    await expectPrice(page, { subtotal: '$150.00', discount: '$0.00', total: '$150.00' });

    await discountCode(page).fill('Sponsor');
    await more(page, 'Student').click();
    await more(page, 'Student').click();
    await expect(
      page.getByText('SPONSOR discount can be used for a maximum of three tickets.'),
    ).toBeVisible();
    await expectPrice(page, { subtotal: '$170.00', discount: '$0.00', total: '$170.00' });

    await counter(page, 'Adult (18+)').fill('0');
    await discountCode(page).fill('presenter');
    await expect(
      page.getByText('PRESENTER applies only to orders with at least one Adult ticket.'),
    ).toBeVisible();
    await expectPrice(page, { subtotal: '$30.00', discount: '$0.00', total: '$30.00' });
  });

  test('lists every Checkout error together under one heading', async ({ page }) => {
    await checkout(page);
    await expectCheckoutErrors(page, [
      'Must purchase at least one ticket.',
      'Must fill out the required field: Name on Badge',
      'Must enter a valid phone number.',
      'Must enter a valid email address.',
    ]);
    await expect(errorList(page)).toBeFocused();
    await expectAccessible(page);
  });

  const oneError: { error: string; when: string; act: (page: Page) => Promise<void> }[] = [
    {
      error: 'Must purchase at least one ticket.',
      when: 'no ticket is chosen',
      act: async (page) => {
        await counter(page, 'Adult (18+)').fill('0');
        await counter(page, 'Child (12-17)').fill('0');
      },
    },
    {
      error: `Must fill out the required field: Name on Badge (Child 1)`,
      when: 'a badge name is empty',
      act: (page) => page.getByLabel('Name on Badge (Child 1)').fill('  '),
    },
    {
      error: 'Must fill out the required field: Dietary Restrictions',
      when: 'dietary restrictions are ticked without details',
      act: (page) => answer(page, dietary, true),
    },
    {
      error: 'Must fill out the required field: Accomodations',
      when: 'accommodations are ticked without details',
      act: (page) => answer(page, accommodations, true),
    },
    {
      error: 'Must enter a valid phone number.',
      when: 'the phone number is not valid',
      act: (page) => phone(page).fill('555 0123'),
    },
    {
      error: 'Must enter a valid email address.',
      when: 'the email address is not valid',
      act: (page) => email(page).fill('ada@example'),
    },
    {
      error: 'SPONSOR discount can be used for a maximum of three tickets.',
      when: 'SPONSOR is used for more than three tickets',
      act: async (page) => {
        await discountCode(page).fill('sponsor');
        await counter(page, 'Student').fill('2');
        await page.getByLabel('Name on Badge (Student 1)').fill('Sam');
        await page.getByLabel('Name on Badge (Student 2)').fill('Sue');
      },
    },
  ];

  for (const { error, when, act } of oneError) {
    test(`says "${error}" when ${when}, and only then`, async ({ page }) => {
      await fillValidOrder(page);
      await act(page);
      await checkout(page);
      await expectCheckoutErrors(page, [error]);
    });
  }

  test('goes on to the terms once the details asked for are filled in', async ({ page }) => {
    await fillValidOrder(page);
    await answer(page, dietary, true);
    await page.getByLabel('Dietary Restrictions').fill('Vegetarian');
    await answer(page, accommodations, true);
    await page.getByLabel('Accomodations').fill('Step-free access');
    await discountCode(page).fill('sponsor');
    await checkout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByText('All tickets are final and non-refundable.')).toBeVisible();
    await expectAccessible(page);
  });

  test('reads the phone number with the chosen country', async ({ page }) => {
    await fillValidOrder(page);
    await phone(page).fill('020 7946 0958');
    await checkout(page);
    await expectCheckoutErrors(page, ['Must enter a valid phone number.']);
    await page
      .getByRole('combobox', { name: 'Phone country' })
      .selectOption({ label: 'United Kingdom (+44)' });
    await checkout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  });

  test('takes the buyer through terms, checkout and waiting to the approved screen', async ({ page }) => {
    await fillValidOrder(page);
    await discountCode(page).fill('presenter');
    await goToCheckout(page);
    await expect(page.getByText('2 tickets: $110.00')).toBeVisible();

    const capture = await holdRequests(page, '**/api/tickets/*/capture');
    expect(await payAndSend(page)).toEqual({
      tickets: { adult: 1, child: 1, student: 0, unwaged: 0 },
      // What was typed; every question left at "no".
      info: {
        ...emptyInPersonInfo,
        names: ['Ada Lovelace', 'Byron Lovelace'],
        phone: '+16175550123',
        email: 'ada@example.com',
      },
      discount: 'presenter',
      amount: 110,
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for server...' })).toBeVisible();
    await expect.poll(() => capture.held.length).toBe(1);
    expect(capture.held[0]?.postData() ?? '').toBe('');
    expect(capture.held[0]?.headers()['content-type']).toBe('application/json');
    capture.release();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(
      page.getByText('Your attendance has been recorded. Your ticket will arrive by email'),
    ).toBeVisible();
    await expect(
      page.getByText(/room block is now full.*contacting the hotel sales coordinator/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the transit guide' })).toHaveAttribute(
      'href',
      '/transit',
    );
    await expect(page.getByRole('link', { name: /Book a room/ })).toHaveAttribute('href', links.hotelBooking);
    await expectAccessible(page);
  });

  test('shows the payment widget’s error and the backup registration platform', async ({ page }) => {
    await fillValidOrder(page);
    await goToCheckout(page);
    await simulateErrorButton(page).click();
    await expect(page.getByText('An error occured: Simulated payment error', { exact: true })).toBeVisible();
    await expect(page.getByText(/If the problem persists/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'backup registration platform' })).toHaveAttribute(
      'href',
      links.backupRegistration,
    );
  });

  test('shows the server’s reason when it refuses to create the order', async ({ page }) => {
    await fillValidOrder(page);
    await goToCheckout(page);
    // The real server refuses an amount that is not its price; the page never sends one, so the
    // request is changed on its way.
    await page.route('**/api/tickets/create', (route) =>
      route.continue({ postData: JSON.stringify({ ...sentOrder(route.request()), amount: 1 }) }),
    );
    await payButton(page).click();
    await expect(
      page.getByText(
        'An error occured: The price of this order has changed. Please reload the page and check your order.',
      ),
    ).toBeVisible();
  });

  test('says Unknown error. when the server answers without a reason', async ({ page }) => {
    await fillValidOrder(page);
    await goToCheckout(page);
    await page.route('**/api/tickets/create', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await payButton(page).click();
    await expect(page.getByText('Unknown error.', { exact: true })).toBeVisible();
    await expect(page.getByText(/An error occured/)).toHaveCount(0);
  });

  test('Go Back returns to the form with every value kept', async ({ page }) => {
    await fillValidOrder(page);
    await page.getByRole('combobox', { name: 'Phone country' }).selectOption('GB');
    await phone(page).fill('020 7946 0958');
    await answer(page, dietary, true);
    await page.getByLabel('Dietary Restrictions').fill('Vegetarian');
    await page.getByLabel('I would like to volunteer during the convention.').check();
    await page.getByLabel('I would like to join the convention dinner.').check();
    await discountCode(page).fill('sponsor');

    await checkout(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(counter(page, 'Adult (18+)')).toHaveValue('1');

    await goToCheckout(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(counter(page, 'Adult (18+)')).toHaveValue('1');
    await expect(counter(page, 'Child (12-17)')).toHaveValue('1');
    await expectFieldValues(badgeNames(page), ['Ada Lovelace', 'Byron Lovelace']);
    await expect(page.getByRole('combobox', { name: 'Phone country' })).toHaveValue('GB');
    await expect(phone(page)).toHaveValue('020 7946 0958');
    await expect(email(page)).toHaveValue('ada@example.com');
    await expect(page.getByRole('group', { name: dietary }).getByLabel('Yes')).toBeChecked();
    await expect(page.getByLabel('Dietary Restrictions')).toHaveValue('Vegetarian');
    await expect(page.getByRole('group', { name: accommodations }).getByLabel('No')).toBeChecked();
    await expect(page.getByLabel('I would like to volunteer during the convention.')).toBeChecked();
    await expect(page.getByLabel('I would like to join the convention dinner.')).toBeChecked();
    await expect(discountCode(page)).toHaveValue('sponsor');
    await expectPrice(page, { subtotal: '$150.00', discount: '-$75.00', total: '$75.00' });
    await expect(errorList(page)).toHaveCount(0);
  });
});
