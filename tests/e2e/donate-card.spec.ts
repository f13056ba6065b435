import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { links } from '../../content/links';
import { expect, expectAccessible, moments, setClock } from './fixtures';
import { test } from './fresh-server';
import { holdRequests, payButton, simulateErrorButton } from './ticket-steps';

// The card donation page, /donate/card (docs/product/donations-and-incentives.md), against the built server
// and its PayPal emulator, with the incentives seeded from content/incentives.ts. Only the test that checks
// raised amounts donates for an incentive, on a server of its own, so the others can rely on the seed.

const approvedMessage = 'Your donation has been received! Please allow some time for it to appear on stream.';

async function openDonatePage(page: Page, baseUrl = '') {
  await page.goto(`${baseUrl}/donate/card`);
  await expect(page.getByRole('radio', { name: 'No incentive' })).toBeVisible();
}

const amountField = (page: Page) => page.getByRole('spinbutton', { name: 'Amount (USD)' });
const checkoutButton = (page: Page) => page.getByRole('button', { name: 'Checkout', exact: true });
const category = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
const choice = (page: Page, title: string) => page.getByRole('radio', { name: title, exact: true });
/** The row of a choosable incentive or option. */
const rowOf = (page: Page, title: string) => choice(page, title).locator('xpath=ancestor::li[1]');
/** The head of a bid war or selection (its button and details, not its options). */
const categoryHead = (page: Page, title: string) => category(page, title).locator('xpath=..');
/** The list of options a category's button opens. */
async function optionsOf(page: Page, title: string) {
  const id = await category(page, title).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}
const blockedReasons = (page: Page) =>
  page.getByText('To continue:').locator('xpath=..').getByRole('listitem');
const summaryValue = (page: Page, term: string) =>
  page
    .getByLabel('Your donation')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[?.*+()[\]]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The titles of the picker's top-level rows, in the order shown. */
function topLevelTitles(page: Page) {
  return page
    .locator('.incentive-list > li')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('.incentive-row__title, .incentive-category__title')?.textContent),
    );
}

const red = 'rgb(180, 35, 24)';

async function expectShort(row: Locator, short: boolean) {
  if (short) {
    await expect(row).toContainText('Needs a larger donation');
    await expect(row).toHaveCSS('border-left-color', red);
  } else {
    await expect(row).not.toContainText('Needs a larger donation');
    await expect(row).not.toHaveCSS('border-left-color', red);
  }
}

/** A donation for an incentive as the payment buttons make it: create, approve in the emulator, capture. */
async function donateFor(api: APIRequestContext, incentiveID: string, amount: number) {
  const created = await api.post('/api/orders/create', {
    data: { name: 'Pat', amount, message: '', extraInfo: {}, incentiveID },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const approved = await api.post(`/paypal-emulator/v2/checkout/orders/${id}/approve`, {
    data: { payer: { name: 'Pat Payer', email: 'payer@example.com' }, decline: false },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const captured = await api.post(`/api/orders/${id}/capture`, {
    headers: { 'content-type': 'application/json' },
  });
  expect(captured.status(), await captured.text()).toBe(201);
}

test.describe('the incentive picker', () => {
  test('lists incentives by expiry, those without expiry last, then by id; hidden and disabled ones are left out', async ({
    page,
  }) => {
    // Before the convention opens, the opening-puzzle vote is still open and ends soonest.
    await setClock(page, moments.fundraiserCountdown);
    await openDonatePage(page);
    expect(await topLevelTitles(page)).toEqual([
      'No incentive',
      'Choose the opening puzzle',
      'Pick the grid size for the speed round',
      'Which puzzle genre ends the stream?',
      'Speed-solve a 16x16 blindfolded',
      'Your name hidden in a word search',
      'A new puzzle solved live',
      'Read your message on stream',
    ]);
    await expect(page.getByText('Merch raffle entry')).toHaveCount(0);
    await expect(page.getByText('Encore puzzle')).toHaveCount(0);
    // A selection's options keep the order the organisers gave them (docs/product/donations-and-incentives.md).
    await category(page, 'Pick the grid size').click();
    const options = await optionsOf(page, 'Pick the grid size');
    await expect(options.getByRole('radio')).toHaveCount(3);
    const names = await options
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')));
    expect(names).toEqual(['grid-size:6x6', 'grid-size:9x9', 'grid-size:12x12']);
  });

  test('an expired incentive is not offered', async ({ page }) => {
    await setClock(page, moments.afterFundraiserBlock);
    await openDonatePage(page);
    expect(await topLevelTitles(page)).not.toContain('Choose the opening puzzle');
    expect(await topLevelTitles(page)).toContain('Pick the grid size for the speed round');
  });

  test('the list is at most half the screen high and scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await openDonatePage(page);
    const list = page.locator('.incentive-picker__scroll');
    const { height, scrollHeight } = await list.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      scrollHeight: element.scrollHeight,
    }));
    expect(height).toBeLessThanOrEqual(350);
    expect(scrollHeight).toBeGreaterThan(height);
    await choice(page, 'Read your message on stream').scrollIntoViewIfNeeded();
    await expect(choice(page, 'Read your message on stream')).toBeInViewport();
  });

  test('bid wars and selections start collapsed and open and close on click', async ({ page }) => {
    await openDonatePage(page);
    const bidWar = category(page, 'Which puzzle genre ends the stream?');
    await expect(bidWar).toHaveAttribute('aria-expanded', 'false');
    await expect(category(page, 'Pick the grid size')).toHaveAttribute('aria-expanded', 'false');
    await expect(choice(page, 'Killer sudoku')).toBeHidden();
    await bidWar.click();
    await expect(bidWar).toHaveAttribute('aria-expanded', 'true');
    await expect(choice(page, 'Killer sudoku')).toBeVisible();
    await expect(choice(page, 'Star Battle')).toBeVisible();
    await bidWar.click();
    await expect(bidWar).toHaveAttribute('aria-expanded', 'false');
    await expect(choice(page, 'Killer sudoku')).toBeHidden();
  });

  test('a category opens with Enter and closes with Space from the keyboard', async ({ page }) => {
    await openDonatePage(page);
    await choice(page, 'No incentive').focus();
    await page.keyboard.press('Tab');
    const selection = category(page, 'Pick the grid size');
    await expect(selection).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selection).toHaveAttribute('aria-expanded', 'true');
    await expect(choice(page, 'Six by six')).toBeVisible();
    // The options join the radio group: arrow keys move the choice onto them.
    await page.keyboard.press('Shift+Tab');
    await expect(choice(page, 'No incentive')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(choice(page, 'Six by six')).toBeFocused();
    await expect(choice(page, 'Six by six')).toBeChecked();
    await selection.focus();
    await page.keyboard.press('Space');
    await expect(selection).toHaveAttribute('aria-expanded', 'false');
    await expect(choice(page, 'Six by six')).toBeHidden();
    // The closed group still says which of its options is chosen.
    await expect(categoryHead(page, 'Pick the grid size')).toContainText('Your choice: Six by six');
  });

  test('rows asking more than the typed amount turn red and say so', async ({ page }) => {
    await openDonatePage(page);
    const shoutOut = rowOf(page, 'Read your message on stream'); // minimum $10
    const hiddenName = rowOf(page, 'Your name hidden in a word search'); // minimum $20
    const blindfold = rowOf(page, 'Speed-solve a 16x16 blindfolded'); // no minimum
    await expect(shoutOut).toContainText('Minimum $10.00');
    // Nothing is red before an amount is typed.
    await expectShort(shoutOut, false);

    await amountField(page).fill('9.99');
    await expectShort(shoutOut, true);
    await expectShort(hiddenName, true);
    await expectShort(blindfold, false);

    await amountField(page).fill('10');
    await expectShort(shoutOut, false);
    await expectShort(hiddenName, true);

    await amountField(page).fill('20');
    await expectShort(hiddenName, false);
  });

  test("an option needs its bid war's larger minimum, which only the bid war shows", async ({ page }) => {
    await openDonatePage(page);
    await category(page, 'Which puzzle genre ends the stream?').click();
    await amountField(page).fill('3');
    // The bid war asks $5; Killer sudoku's own $2 is below that, so it inherits $5 and shows no minimum.
    await expect(categoryHead(page, 'Which puzzle genre')).toContainText('Minimum $5.00');
    await expect(rowOf(page, 'Killer sudoku')).not.toContainText('Minimum');
    await expectShort(rowOf(page, 'Killer sudoku'), true);
    await expectShort(categoryHead(page, 'Which puzzle genre'), true);
    await expect(rowOf(page, 'Thermometer sudoku')).toContainText('Minimum $10.00');

    await choice(page, 'Killer sudoku').check();
    await expect(checkoutButton(page)).toBeDisabled();
    await expect(blockedReasons(page)).toHaveText([
      'The chosen incentive needs a donation of at least $5.00.',
    ]);

    await amountField(page).fill('5');
    await expectShort(rowOf(page, 'Killer sudoku'), false);
    await expect(checkoutButton(page)).toBeEnabled();
    await expectShort(rowOf(page, 'Thermometer sudoku'), true);
    await expectAccessible(page);
  });
});

test.describe('the donation form', () => {
  test('Checkout is allowed only for an amount above $0', async ({ page }) => {
    await openDonatePage(page);
    await expect(amountField(page)).toHaveAttribute('min', '0');
    await expect(amountField(page)).toHaveAttribute('step', '0.01');
    await expect(checkoutButton(page)).toBeDisabled();
    await expect(blockedReasons(page)).toHaveText(['Enter an amount greater than $0.00.']);
    await amountField(page).fill('0');
    await expect(checkoutButton(page)).toBeDisabled();
    await amountField(page).fill('0.01');
    await expect(checkoutButton(page)).toBeEnabled();
    await expect(blockedReasons(page)).toHaveCount(0);
  });

  test('suggests bits for amounts above $0 and below $1', async ({ page }) => {
    await openDonatePage(page);
    const hint = page.getByText('For donations under $1, card fees take a large share.');
    await expect(hint).toHaveCount(0);
    for (const [amount, shown] of [
      ['0', false],
      ['0.5', true],
      ['0.99', true],
      ['1', false],
      ['25', false],
    ] as const) {
      await amountField(page).fill(amount);
      await expect(hint).toHaveCount(shown ? 1 : 0);
    }
    await amountField(page).fill('0.25');
    await page.getByRole('link', { name: 'donating with bits' }).click();
    await expect(page).toHaveURL('/donate/bits');
  });

  test('asks the chosen incentive its questions, and Checkout waits for every answer', async ({ page }) => {
    await openDonatePage(page);
    await amountField(page).fill('20');
    await expect(page.getByRole('group', { name: 'Additional info' })).toHaveCount(0);
    await choice(page, 'Your name hidden in a word search').check();
    const puzzleName = page.getByRole('textbox', { name: 'Name to put in the puzzle' });
    const credit = page.getByRole('textbox', { name: 'How should we credit you on stream?' });
    await expect(puzzleName).toBeVisible();
    await expect(checkoutButton(page)).toBeDisabled();
    await expect(blockedReasons(page)).toHaveText([
      'Please answer: Name to put in the puzzle',
      'Please answer: How should we credit you on stream?',
    ]);
    await puzzleName.fill('ADA');
    await credit.fill('   ');
    await expect(checkoutButton(page)).toBeDisabled();
    await credit.fill('Ada L.');
    await expect(checkoutButton(page)).toBeEnabled();
    await checkoutButton(page).click();
    await expect(summaryValue(page, 'Additional info: Name to put in the puzzle')).toHaveText('ADA');
    await expect(summaryValue(page, 'Additional info: How should we credit you on stream?')).toHaveText(
      'Ada L.',
    );
    await expect(summaryValue(page, 'Incentive')).toHaveText('Your name hidden in a word search');
  });

  test('offers the direct donation link as a fallback', async ({ page }) => {
    await openDonatePage(page);
    await expect(page.getByRole('link', { name: 'Donate directly on our donation page' })).toHaveAttribute(
      'href',
      links.directDonation,
    );
  });

  test('is accessible while browsing, with a category open and a red row', async ({ page }) => {
    await openDonatePage(page);
    await amountField(page).fill('3');
    await category(page, 'Which puzzle genre ends the stream?').click();
    await choice(page, 'Nurikabe').check();
    await expectAccessible(page);
  });
});

test.describe('checkout', () => {
  test("the summary shows a puzzle as its name 'by' its author, and Go Back keeps every value", async ({
    page,
  }) => {
    await openDonatePage(page);
    await page.getByRole('textbox', { name: 'Display name' }).fill('Ada');
    await amountField(page).fill('25');
    await page.getByRole('textbox', { name: 'Message' }).fill('Good luck, solvers!');
    await choice(page, 'A new puzzle solved live').check();
    await checkoutButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(summaryValue(page, 'Display name')).toHaveText('Ada');
    await expect(summaryValue(page, 'Amount')).toHaveText('$25.00');
    await expect(summaryValue(page, 'Message')).toHaveText('Good luck, solvers!');
    await expect(summaryValue(page, 'Incentive')).toHaveText('Lighthouse Keeper by Mara Quill');
    await expect(payButton(page)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Ada');
    await expect(amountField(page)).toHaveValue('25');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Good luck, solvers!');
    await expect(choice(page, 'A new puzzle solved live')).toBeChecked();
    await expect(checkoutButton(page)).toBeEnabled();
  });

  test("the summary shows a bid war option as 'Bidding for ...', an empty name as Anonymous, 2 decimals", async ({
    page,
  }) => {
    await openDonatePage(page);
    await amountField(page).fill('9');
    await category(page, 'Which puzzle genre ends the stream?').click();
    await choice(page, 'Thermometer sudoku').check();
    await expect(checkoutButton(page)).toBeDisabled();
    await amountField(page).fill('12.3');
    await checkoutButton(page).click();
    await expect(summaryValue(page, 'Display name')).toHaveText('Anonymous');
    await expect(summaryValue(page, 'Amount')).toHaveText('$12.30');
    await expect(summaryValue(page, 'Incentive')).toHaveText('Bidding for Thermometer sudoku');
    // Back on the form, the bid war is still open on the chosen option.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(choice(page, 'Thermometer sudoku')).toBeChecked();
    await expect(choice(page, 'Thermometer sudoku')).toBeVisible();
  });
});

test.describe('paying', () => {
  test('a donation for a bid war option is approved, and the option moves to the top of its bid war', async ({
    page,
    freshServer,
  }) => {
    await donateFor(freshServer.api, 'finale-genre:nurikabe', 20);
    await openDonatePage(page, freshServer.url);
    await page.getByRole('textbox', { name: 'Display name' }).fill('Grace');
    await amountField(page).fill('50');
    await page.getByRole('textbox', { name: 'Message' }).fill('Stars all the way');
    await category(page, 'Which puzzle genre ends the stream?').click();
    await choice(page, 'Star Battle').check();
    await checkoutButton(page).click();

    const capture = await holdRequests(page, '**/api/orders/*/capture');
    let sent: Record<string, unknown> | undefined;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/orders/create')) sent = request.postDataJSON();
    });
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for server...' })).toBeVisible();
    expect(sent).toEqual({
      name: 'Grace',
      anonymous: false,
      amount: 50,
      message: 'Stars all the way',
      extraInfo: {},
      incentiveID: 'finale-genre:star-battle',
      suggestedOption: null,
    });
    capture.release();
    await expect(page.getByText(approvedMessage, { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Bid war options are sorted by raised; the bars are relative to the top option.
    await openDonatePage(page, freshServer.url);
    await category(page, 'Which puzzle genre ends the stream?').click();
    const options = await optionsOf(page, 'Which puzzle genre ends the stream?');
    const bars = options.getByRole('progressbar');
    await expect(bars).toHaveCount(4);
    const expected = [
      ['Star Battle: $50.00', '100'],
      ['Nurikabe: $20.00', '40'],
      ['Killer sudoku: $0.00', '0'],
      ['Thermometer sudoku: $0.00', '0'],
    ];
    for (const [index, [name, percent]] of expected.entries()) {
      await expect(bars.nth(index)).toHaveAccessibleName(name!);
      await expect(bars.nth(index)).toHaveAttribute('aria-valuenow', percent!);
    }
    await expect(category(page, 'Which puzzle genre ends the stream?')).toContainText('$70.00 raised');
  });

  test('at 390 px a held donor is told their name and message are read first, and the thank-you leads to /donations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDonatePage(page);
    await page.getByRole('textbox', { name: 'Display name' }).fill('Link Poster');
    await amountField(page).fill('10');
    // A link in the message is held by screening (docs/product/screening.md).
    await page.getByRole('textbox', { name: 'Message' }).fill('prizes at www.example.com');
    await checkoutButton(page).click();
    await payButton(page).click();
    await expect(
      page.getByText(/Names and messages are read by a moderator before they are shown/),
    ).toBeVisible();
    await expect(page.getByText(approvedMessage, { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See recent donations' }).click();
    await expect(page).toHaveURL(/\/donations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recent donations' })).toBeVisible();
  });

  test('at 390 px a donor who is not held reads the usual thank-you, with the link to /donations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDonatePage(page);
    await amountField(page).fill('5');
    await checkoutButton(page).click();
    await payButton(page).click();
    await expect(page.getByText(approvedMessage, { exact: true })).toBeVisible();
    await expect(page.getByText(/Names and messages are read/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See recent donations' })).toHaveAttribute(
      'href',
      '/donations',
    );
  });

  test('/donate links the recent donations at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/donate');
    await page.getByRole('link', { name: 'See recent donations and the incentives they backed' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recent donations' })).toBeVisible();
    await page.goto('/donate');
    await expectAccessible(page);
  });

  test("'Simulate payment error' shows the error and the direct donation link", async ({ page }) => {
    await openDonatePage(page);
    await amountField(page).fill('5');
    await checkoutButton(page).click();
    await simulateErrorButton(page).click();
    await expect(page.getByText('An error occured: Simulated payment error', { exact: true })).toBeVisible();
    await expect(page.getByText('If the problem persists, try donating directly.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Donate directly on our donation page' })).toHaveAttribute(
      'href',
      links.directDonation,
    );
    await expectAccessible(page);
  });

  const refusals = [
    {
      what: 'a refused order shows the server’s error',
      url: '**/api/orders/create',
      answer: { status: 400, json: { error: 'This incentive has closed.' } },
      shown: 'An error occured: This incentive has closed.',
    },
    {
      what: 'a refused capture shows the server’s message',
      url: '**/api/orders/*/capture',
      answer: { status: 422, json: { message: 'The card was declined.' } },
      shown: 'An error occured: The card was declined.',
    },
    {
      what: "an answer without a message shows 'Unknown error.'",
      url: '**/api/orders/create',
      answer: { status: 502, body: 'Bad gateway' },
      shown: 'Unknown error.',
    },
  ];
  for (const { what, url, answer, shown } of refusals) {
    test(what, async ({ page }) => {
      await page.route(url, (route) => route.fulfill(answer));
      await openDonatePage(page);
      await amountField(page).fill('5');
      await checkoutButton(page).click();
      await payButton(page).click();
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
      await expect(page.getByText('If the problem persists, try donating directly.')).toBeVisible();
    });
  }
});
