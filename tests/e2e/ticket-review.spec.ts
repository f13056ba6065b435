import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { agreeToTerms, expectFieldValues, more, payButton, widths } from './ticket-steps';

// The last look before paying (docs/product/tickets.md, "The purchase flow"): Checkout shows what the
// order carries (the email, each badge's name, every answer) with a way back that keeps every value,
// and the form says "Name on Badge" once.

const review = (page: Page) => page.getByRole('region', { name: 'Check your order' });
/** The value the review shows for `label`. */
const reviewed = (page: Page, label: string) =>
  review(page)
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

for (const viewport of widths) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('in person: Checkout shows the email, the badge names and the answers, and Change details keeps them all', async ({
      page,
    }, testInfo) => {
      await page.goto('/tickets');
      await more(page, 'Adult').click();
      await more(page, 'Child').click();
      // One legend names the field; each field shows its ticket, and is named whole for assistive tech.
      const badges = page.getByRole('group', { name: 'Name on Badge' });
      await expect(badges.getByText(/Name on Badge/)).toHaveCount(1);
      await expect(badges.getByText('Adult 1', { exact: true })).toBeVisible();
      await page.getByLabel('Name on Badge (Adult 1)').fill('Ada Lovelace');
      await page.getByLabel('Name on Badge (Child 1)').fill('Byron Lovelace');
      await page.getByRole('combobox', { name: 'Phone country' }).selectOption('GB');
      await page.getByLabel('Phone number').fill('020 7946 0958');
      await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
      await page
        .getByRole('group', { name: 'Do you have any dietary restrictions?' })
        .getByLabel('Yes')
        .check();
      await page.getByLabel('Dietary Restrictions').fill('Vegetarian');
      await page.getByRole('group', { name: 'Do you need any accommodations?' }).getByLabel('Yes').check();
      await page.getByLabel('Accomodations').fill('Step-free access');
      await page.getByLabel('I would like to join the convention dinner.').check();
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`form-${viewport.width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Checkout' }).click();
      await agreeToTerms(page);
      await expect(payButton(page)).toBeVisible();
      await expect(reviewed(page, 'Email')).toHaveText('ada@example.com');
      await expect(reviewed(page, 'Name on Badge (Adult 1)')).toHaveText('Ada Lovelace');
      await expect(reviewed(page, 'Name on Badge (Child 1)')).toHaveText('Byron Lovelace');
      await expect(reviewed(page, 'Phone number')).toHaveText('+442079460958');
      await expect(reviewed(page, 'Dietary Restrictions')).toHaveText('Yes: Vegetarian');
      await expect(reviewed(page, 'Accomodations')).toHaveText('Yes: Step-free access');
      await expect(reviewed(page, 'Volunteering')).toHaveText('No');
      await expect(reviewed(page, 'Convention dinner')).toHaveText('Yes');
      await expect(page.getByText('2 tickets: $150.00')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`checkout-${viewport.width}.png`), fullPage: true });
      // Nothing of the review sticks out of a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await review(page).getByRole('button', { name: 'Change details' }).click();
      await expectFieldValues(page.getByRole('group', { name: 'Name on Badge' }).getByRole('textbox'), [
        'Ada Lovelace',
        'Byron Lovelace',
      ]);
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
      await expect(page.getByLabel('Phone number')).toHaveValue('020 7946 0958');
      await expect(page.getByLabel('Dietary Restrictions')).toHaveValue('Vegetarian');
      await expect(page.getByLabel('Accomodations')).toHaveValue('Step-free access');
      await expect(page.getByLabel('I would like to join the convention dinner.')).toBeChecked();

      // A fix made after going back is what the next Checkout shows; Go Back keeps it too.
      await page.getByLabel('Name on Badge (Child 1)').fill('Byron King');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await agreeToTerms(page);
      await expect(reviewed(page, 'Name on Badge (Child 1)')).toHaveText('Byron King');
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page.getByLabel('Name on Badge (Child 1)')).toHaveValue('Byron King');
      await expect(page.getByLabel('Accomodations')).toHaveValue('Step-free access');
    });

    test('livestream: Checkout shows the address each ticket’s link goes to', async ({ page }, testInfo) => {
      await page.goto('/livestream-tickets');
      await more(page, 'Adult').click();
      await more(page, 'Student').click();
      await expect(page.getByRole('group', { name: 'Email' }).getByText(/^Email/)).toHaveCount(1);
      await page.getByLabel('Email (Adult 1)').fill('ada@example.com');
      await page.getByLabel('Email (Student 1)').fill('sam@example.org');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await agreeToTerms(page);
      await expect(reviewed(page, 'Email (Adult 1)')).toHaveText('ada@example.com');
      await expect(reviewed(page, 'Email (Student 1)')).toHaveText('sam@example.org');
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`livestream-${viewport.width}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page.getByLabel('Email (Student 1)')).toHaveValue('sam@example.org');
    });
  });
}
