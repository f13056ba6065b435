import type { Page, Route } from '@playwright/test';
import { nameFieldMaxLength } from '../../src/domain/name-length';
import { expect, test } from './fixtures';
import {
  agreeToTerms,
  checkout,
  counter,
  errorList,
  expectCheckoutErrors,
  expectFieldValues,
  expectWithinPage,
  fewer,
  goToCheckout,
  more,
  payAndSend,
  payButton,
  priceOf,
  sentOrder,
  simulateErrorButton,
  widths,
} from './ticket-steps';

// The forms that take money forgive (docs/product/tickets.md, "Checkout errors" and "The purchase flow";
// docs/product/donations-and-incentives.md): an error screen leads back with everything kept, every limit
// shows in the field and in the list before the terms, the list follows the fixes and takes the buyer to
// each field, and a counter ignores what is not a whole number. Each at a phone's width and a desktop's.

const yesNo = (page: Page, question: string, yes: boolean) =>
  page.getByRole('group', { name: question }).getByLabel(yes ? 'Yes' : 'No', { exact: true });
const dietary = 'Do you have any dietary restrictions?';
const accommodations = 'Do you need any accommodations?';
const termsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Terms and conditions' });
const errorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Something went wrong' });
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });
const goBack = (page: Page) => page.getByRole('button', { name: 'Go Back' });

/** The form's fields lose their limit, as in a browser that ignores maxlength: the list must catch it. */
async function dropFieldLimits(page: Page) {
  await page.locator('[maxlength]').evaluateAll((fields) => {
    for (const field of fields) field.removeAttribute('maxlength');
  });
}

/** Changes the order on its way to the server, as a page that skipped its own checks would send it. */
function sendInstead(page: Page, url: string, change: (body: Record<string, unknown>) => unknown) {
  return page.route(url, (route: Route) =>
    route.continue({ postData: JSON.stringify(change(sentOrder(route.request()))) }),
  );
}

for (const size of widths) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.describe('/tickets', () => {
      const badge = (page: Page, slot: string) => page.getByLabel(`Name on Badge (${slot})`);
      const phone = (page: Page) => page.getByLabel('Phone number');
      const email = (page: Page) => page.getByLabel('Email', { exact: true });
      const discount = (page: Page) => page.getByLabel('Discount code (optional)');

      test.beforeEach(async ({ page }) => {
        await page.goto('/tickets');
        await expect(page.getByRole('heading', { level: 1, name: /In-person tickets/ })).toBeVisible();
      });

      /** Every kind of field filled in: one adult and one child with SPONSOR, $75.00. */
      async function fillEverything(page: Page) {
        await more(page, 'Adult').click();
        await more(page, 'Child').click();
        await badge(page, 'Adult 1').fill('Ada Lovelace');
        await badge(page, 'Child 1').fill('Byron Lovelace');
        await page.getByRole('combobox', { name: 'Phone country' }).selectOption('GB');
        await phone(page).fill('020 7946 0958');
        await email(page).fill('ada@example.com');
        await yesNo(page, dietary, true).check();
        await page.getByLabel('Dietary Restrictions').fill('Vegetarian');
        await yesNo(page, accommodations, true).check();
        await page.getByLabel('Accomodations').fill('Step-free room');
        await page.getByLabel('I would like to volunteer during the convention.').check();
        await page.getByLabel('I would like to join the convention dinner.').check();
        await discount(page).fill('sponsor');
        await expect(page.getByText('SPONSOR applied: 50% off.')).toBeVisible();
      }

      async function expectEverything(page: Page) {
        await expect(counter(page, 'Adult (18+)')).toHaveValue('1');
        await expect(counter(page, 'Child (12-17)')).toHaveValue('1');
        await expectFieldValues(page.getByRole('group', { name: 'Name on Badge' }).getByRole('textbox'), [
          'Ada Lovelace',
          'Byron Lovelace',
        ]);
        await expect(page.getByRole('combobox', { name: 'Phone country' })).toHaveValue('GB');
        await expect(phone(page)).toHaveValue('020 7946 0958');
        await expect(email(page)).toHaveValue('ada@example.com');
        await expect(yesNo(page, dietary, true)).toBeChecked();
        await expect(page.getByLabel('Dietary Restrictions')).toHaveValue('Vegetarian');
        await expect(yesNo(page, accommodations, true)).toBeChecked();
        await expect(page.getByLabel('Accomodations')).toHaveValue('Step-free room');
        await expect(page.getByLabel('I would like to volunteer during the convention.')).toBeChecked();
        await expect(page.getByLabel('I would like to join the convention dinner.')).toBeChecked();
        await expect(discount(page)).toHaveValue('sponsor');
        await expect(priceOf(page, 'Total')).toHaveText('$75.00');
      }

      test('after an error, Try again returns to checkout and Go Back to the form, every field kept', async ({
        page,
      }) => {
        await fillEverything(page);
        await checkout(page);
        await agreeToTerms(page);
        await simulateErrorButton(page).click();
        await expect(errorHeading(page)).toBeFocused();
        await expect(
          page.getByText('An error occured: Simulated payment error', { exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'backup registration platform' })).toBeVisible();
        await expectWithinPage(page, page.locator('.ticket-step .button'));

        await tryAgain(page).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
        await expect(page.getByText('2 tickets: $75.00')).toBeVisible();
        await expect(payButton(page)).toBeVisible();

        await simulateErrorButton(page).click();
        await goBack(page).click();
        await expectEverything(page);

        // And the order goes through from there, as it was.
        await goToCheckout(page);
        await payAndSend(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
      });

      test('a 5,000-character badge name is cut in the field, and listed before the terms', async ({
        page,
      }) => {
        await more(page, 'Adult').click();
        await badge(page, 'Adult 1').fill('W'.repeat(5000));
        // The field counts code units and names are counted as a person sees them (60 emoji are 60
        // characters), so it stops a paste far past the limit and the check names the rest.
        await expect(badge(page, 'Adult 1')).toHaveValue('W'.repeat(nameFieldMaxLength(100)));
        await phone(page).fill('617 555 0123');
        await email(page).fill('ada@example.com');
        await checkout(page);
        await expectCheckoutErrors(page, ['Name on Badge (Adult 1) is too long (at most 100 characters).']);

        await dropFieldLimits(page);
        await badge(page, 'Adult 1').fill('W'.repeat(5000));
        await checkout(page);
        await expectCheckoutErrors(page, ['Name on Badge (Adult 1) is too long (at most 100 characters).']);
        await expect(termsHeading(page)).toHaveCount(0);
        await expectWithinPage(page, errorList(page));
      });

      test('the server refuses a long badge name in words for people', async ({ page }) => {
        await more(page, 'Adult').click();
        await badge(page, 'Adult 1').fill('Ada Lovelace');
        await phone(page).fill('617 555 0123');
        await email(page).fill('ada@example.com');
        await checkout(page);
        await agreeToTerms(page);
        await sendInstead(page, '**/api/tickets/create', (body) => ({
          ...body,
          info: { ...(body.info as object), names: ['W'.repeat(5000)] },
        }));
        await payButton(page).click();
        await expect(
          page.getByText('An error occured: Name on Badge (Adult 1) is too long (at most 100 characters).', {
            exact: true,
          }),
        ).toBeVisible();
        await expect(page.getByText(/info\.names/)).toHaveCount(0);
      });

      test('once shown, the error list follows the fixes and each error takes the buyer to its field', async ({
        page,
      }) => {
        for (let i = 0; i < 4; i++) await more(page, 'Adult').click();
        for (const [index, name] of ['Ada', 'Ben', 'Cy', 'Di'].entries())
          await badge(page, `Adult ${index + 1}`).fill(name);
        await phone(page).fill('617 555 0123');
        await email(page).fill('ada@example.com');
        await discount(page).fill('SPONSOR');
        await checkout(page);
        await expectCheckoutErrors(page, ['SPONSOR discount can be used for a maximum of three tickets.']);
        await expect(errorList(page)).toBeFocused();

        // Three tickets: the SPONSOR error goes without pressing Checkout again.
        await fewer(page, 'Adult').click();
        await expect(errorList(page)).toHaveCount(0);

        // A new problem shows as it happens, naming the badge; its link takes the buyer there.
        await badge(page, 'Adult 2').fill('');
        await email(page).fill('ada@');
        await expectCheckoutErrors(page, [
          'Must fill out the required field: Name on Badge (Adult 2)',
          'Must enter a valid email address.',
        ]);
        await expect(badge(page, 'Adult 2')).not.toBeFocused();
        await errorList(page)
          .getByRole('link', { name: /Name on Badge \(Adult 2\)/ })
          .click();
        await expect(badge(page, 'Adult 2')).toBeFocused();
        await expect(badge(page, 'Adult 2')).toBeInViewport();
        await page.keyboard.type('Ben');
        await expectCheckoutErrors(page, ['Must enter a valid email address.']);
        await errorList(page).getByRole('link', { name: 'Must enter a valid email address.' }).click();
        await expect(email(page)).toBeFocused();
        await page.keyboard.type('example.com');
        await expect(errorList(page)).toHaveCount(0);

        await checkout(page);
        await expect(termsHeading(page)).toBeVisible();
      });

      test('"1.5", "1e3" and "-3" typed into a counter leave the count as it was', async ({ page }) => {
        const adult = counter(page, 'Adult (18+)');
        await more(page, 'Adult').click();
        await more(page, 'Adult').click();
        await expect(priceOf(page, 'Total')).toHaveText('$280.00');
        for (const typed of ['1.5', '1e3', '-3']) {
          await test.step(`typing ${typed}`, async () => {
            await adult.click();
            await adult.pressSequentially(typed);
            await expect(adult).toHaveValue(typed);
            await expect(page.getByText('Not a whole number: the count stays at 2.')).toBeVisible();
            await expect(priceOf(page, 'Total')).toHaveText('$280.00');
            await adult.press('Tab');
            await expect(adult).toHaveValue('2');
            await expect(page.getByText(/Not a whole number/)).toHaveCount(0);
            await expect(page.getByLabel(/^Name on Badge/)).toHaveCount(2);
          });
        }
        await adult.click();
        await adult.pressSequentially('3');
        await expect(priceOf(page, 'Total')).toHaveText('$420.00');
      });
    });

    test.describe('/livestream-tickets', () => {
      const address = (page: Page, slot: string) => page.getByLabel(`Email (${slot})`);
      const emails = (page: Page) => page.getByRole('group', { name: 'Email' }).getByRole('textbox');

      test.beforeEach(async ({ page }) => {
        await page.goto('/livestream-tickets');
        await expect(page.getByRole('heading', { level: 1, name: /Livestream tickets/ })).toBeVisible();
      });

      test('after an error, Try again and Go Back keep the counts and every address', async ({ page }) => {
        await more(page, 'Adult').click();
        await counter(page, 'Unwaged').fill('2');
        await address(page, 'Adult 1').fill('ada@example.com');
        await address(page, 'Unwaged 1').fill('ben@example.org');
        await address(page, 'Unwaged 2').fill('cy@example.net');
        await checkout(page);
        await agreeToTerms(page);
        await simulateErrorButton(page).click();
        await expect(
          page.getByText('An error occured: Simulated payment error', { exact: true }),
        ).toBeVisible();
        await tryAgain(page).click();
        await expect(page.getByText('3 tickets: $50.00')).toBeVisible();
        await simulateErrorButton(page).click();
        await goBack(page).click();
        await expect(counter(page, 'Adult')).toHaveValue('1');
        await expect(counter(page, 'Unwaged')).toHaveValue('2');
        await expectFieldValues(emails(page), ['ada@example.com', 'ben@example.org', 'cy@example.net']);
      });

      test('an address is cut at 254 characters, and a longer one is listed before the terms', async ({
        page,
      }) => {
        await more(page, 'Adult').click();
        const long = `${'w'.repeat(300)}@example.com`;
        await address(page, 'Adult 1').fill(long);
        expect(((await address(page, 'Adult 1').inputValue()) as string).length).toBe(254);
        await dropFieldLimits(page);
        await address(page, 'Adult 1').fill(long);
        await checkout(page);
        await expectCheckoutErrors(page, ['Email (Adult 1) is too long (at most 254 characters).']);
        await expect(termsHeading(page)).toHaveCount(0);
      });

      test('the list names each address, follows the fixes, and takes the buyer to each one', async ({
        page,
      }) => {
        await more(page, 'Adult').click();
        await more(page, 'Student').click();
        await address(page, 'Adult 1').fill('ada@example');
        await checkout(page);
        await expectCheckoutErrors(page, [
          'Must fill out the required field: Email (Student 1)',
          'Must enter a valid email address for the Adult 1 ticket.',
        ]);
        await errorList(page)
          .getByRole('link', { name: /Student 1/ })
          .click();
        await expect(address(page, 'Student 1')).toBeFocused();
        await page.keyboard.type('sam@example.org');
        await expectCheckoutErrors(page, ['Must enter a valid email address for the Adult 1 ticket.']);
        await errorList(page).getByRole('link').click();
        await expect(address(page, 'Adult 1')).toBeFocused();
        await page.keyboard.type('.com');
        await expect(errorList(page)).toHaveCount(0);
        await checkout(page);
        await expect(termsHeading(page)).toBeVisible();
      });

      test('"1.5" typed into a counter leaves the count as it was', async ({ page }) => {
        const student = counter(page, 'Student');
        await more(page, 'Student').click();
        await student.click();
        await student.pressSequentially('1.5');
        await student.press('Tab');
        await expect(student).toHaveValue('1');
        await expect(priceOf(page, 'Total')).toHaveText('$10.00');
        await expect(emails(page)).toHaveCount(1);
      });
    });

    test.describe('/donate/card', () => {
      const amount = (page: Page) => page.getByRole('spinbutton', { name: 'Amount (USD)' });
      const displayName = (page: Page) => page.getByRole('textbox', { name: 'Display name' });
      const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });
      const puzzleName = (page: Page) => page.getByRole('textbox', { name: 'Name to put in the puzzle' });
      const credit = (page: Page) =>
        page.getByRole('textbox', { name: 'How should we credit you on stream?' });
      const wordSearch = (page: Page) =>
        page.getByRole('radio', { name: 'Your name hidden in a word search', exact: true });
      const blocked = (page: Page) => page.getByRole('region', { name: 'To continue:' });

      test.beforeEach(async ({ page }) => {
        await page.goto('/donate/card');
        await expect(page.getByRole('radio', { name: 'No incentive' })).toBeVisible();
      });

      test('after an error, Try again and Go Back keep the name, amount, message, incentive and answers', async ({
        page,
      }) => {
        await displayName(page).fill('Ada');
        await amount(page).fill('25');
        await message(page).fill('Good luck, solvers!');
        await wordSearch(page).check();
        await puzzleName(page).fill('ADA');
        await credit(page).fill('Ada L.');
        await checkout(page);
        await simulateErrorButton(page).click();
        await expect(
          page.getByText('An error occured: Simulated payment error', { exact: true }),
        ).toBeVisible();
        await expect(page.getByText('If the problem persists, try donating directly.')).toBeVisible();

        await tryAgain(page).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
        await expect(page.getByLabel('Your donation')).toContainText('Your name hidden in a word search');
        await expect(payButton(page)).toBeVisible();
        await simulateErrorButton(page).click();
        await goBack(page).click();

        await expect(displayName(page)).toHaveValue('Ada');
        await expect(amount(page)).toHaveValue('25');
        await expect(message(page)).toHaveValue('Good luck, solvers!');
        await expect(wordSearch(page)).toBeChecked();
        await expect(puzzleName(page)).toHaveValue('ADA');
        await expect(credit(page)).toHaveValue('Ada L.');
        await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeEnabled();
      });

      test('the display name and message stop at their limits, and a longer one is listed', async ({
        page,
      }) => {
        await amount(page).fill('5');
        await displayName(page).fill('W'.repeat(5000));
        await expect(displayName(page)).toHaveValue('W'.repeat(nameFieldMaxLength(60)));
        await message(page).fill('x'.repeat(600));
        await expect(message(page)).toHaveValue('x'.repeat(500));
        await expect(blocked(page).getByRole('link')).toHaveText([
          'Display name is too long (at most 60 characters).',
        ]);
        await displayName(page).fill('W'.repeat(60));
        await expect(blocked(page)).toHaveCount(0);

        await dropFieldLimits(page);
        await displayName(page).fill('W'.repeat(61));
        await expect(blocked(page).getByRole('link')).toHaveText([
          'Display name is too long (at most 60 characters).',
        ]);
        await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
        await blocked(page).getByRole('link').click();
        await expect(displayName(page)).toBeFocused();
        await page.keyboard.press('Backspace');
        await expect(blocked(page)).toHaveCount(0);
      });

      test('each reason Checkout waits for takes the donor to its field', async ({ page }) => {
        await wordSearch(page).check();
        await expect(blocked(page).getByRole('link')).toHaveText([
          'Enter an amount greater than $0.00.',
          'The chosen incentive needs a donation of at least $20.00.',
          'Please answer: Name to put in the puzzle',
          'Please answer: How should we credit you on stream?',
        ]);
        await blocked(page)
          .getByRole('link', { name: /credit you on stream/ })
          .click();
        await expect(credit(page)).toBeFocused();
        await blocked(page).getByRole('link', { name: 'Enter an amount greater than $0.00.' }).click();
        await expect(amount(page)).toBeFocused();
        await expectWithinPage(page, blocked(page));
      });

      test('the server refuses a long display name in words for people', async ({ page }) => {
        await amount(page).fill('5');
        await checkout(page);
        await sendInstead(page, '**/api/orders/create', (body) => ({ ...body, name: 'W'.repeat(61) }));
        await payButton(page).click();
        await expect(
          page.getByText('An error occured: Display name is too long (at most 60 characters).', {
            exact: true,
          }),
        ).toBeVisible();
      });
    });
  });
}
