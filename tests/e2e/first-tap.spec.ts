import { type Locator, type Page, test } from '@playwright/test';
import { expect, slowPhone, waitForApp } from './fixtures';
import { errorList, priceOf } from './ticket-steps';

// Pages that work from the first tap (docs/decisions/040-early-input.md): on a slow phone a rendered
// form shows a second or more before its script answers. What is typed or ticked meanwhile is kept, a
// press of + counts, and a press of the page's main button is made once the page is ready, never sent by
// the browser as a form (which put the fields into the address). The test's own `goto` waits for nothing,
// so every field is used as soon as it shows, as a quick visitor would; the page's entry script is held
// back until the test has used them (`wake`), so they are used before the page answers however quickly
// it wakes on this machine.

/** Every address the tab went to after the first, and the page errors (a hydration mismatch among them). */
function watch(page: Page) {
  const seen = { addresses: [] as string[], errors: [] as string[] };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.addresses.push(frame.url());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** Whether the page has not yet taken over what was done before its script ran (src/web/lib/early-input.ts). */
const stillWaking = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __earlyInput?: { ready: boolean } }).__earlyInput?.ready === false,
  );

const heldEntries = new WeakMap<Page, () => void>();

/**
 * Opens `path` and returns as soon as the server's answer starts, with the page throttled and its entry
 * script held back until `wake`.
 */
async function openEarly(page: Page, path: string) {
  await slowPhone(page);
  const seen = watch(page);
  const released = new Promise<void>((resolve) => heldEntries.set(page, resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return seen;
}

/** Lets the page's entry script load, and waits until the page has woken. */
async function wake(page: Page) {
  heldEntries.get(page)?.();
  await waitForApp(page);
}

/** Types over what the field holds, key by key, as soon as it shows. */
async function typeEarly(field: Locator, text: string) {
  await field.waitFor();
  await field.selectText();
  await field.pressSequentially(text);
}

/**
 * The tab stayed on `path`, no address it went to carried a query (a form the browser sent), and the
 * page threw no error.
 */
function expectStayed(seen: { addresses: string[]; errors: string[] }, path: string) {
  for (const address of seen.addresses) {
    expect(new URL(address).search, address).toBe('');
    expect(new URL(address).pathname, address).toBe(path);
  }
  expect(seen.errors).toEqual([]);
}

// One at a time: two throttled pages at once slow each other down beyond any phone.
test.describe.configure({ mode: 'default', timeout: 60_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('/tickets keeps every field typed, ticked and counted before the page woke', async ({ page }) => {
  const seen = await openEarly(page, '/tickets');
  const adult = page.getByRole('spinbutton', { name: /^Adult/ });
  await typeEarly(adult, '2');
  expect(await stillWaking(page)).toBe(true);
  await page.getByRole('button', { name: 'One more Student ticket' }).click();
  await typeEarly(page.getByLabel('Name on Badge', { exact: true }), 'Ada Lovelace');
  await typeEarly(page.getByLabel('Phone number'), '6175550123');
  await typeEarly(page.getByLabel('Email', { exact: true }), 'fast.typer@example.com');
  await page.getByRole('group', { name: 'Do you have any dietary restrictions?' }).getByLabel('Yes').check();
  await page.getByLabel('I would like to volunteer during the convention.').check();
  await typeEarly(page.getByLabel('Discount code (optional)'), 'NOPE');
  await wake(page);

  await expect(adult).toHaveValue('2');
  await expect(page.getByRole('spinbutton', { name: 'Student tickets' })).toHaveValue('1');
  await expect(page.getByLabel('Name on Badge (Adult 1)')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Phone number')).toHaveValue('6175550123');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('fast.typer@example.com');
  await expect(page.getByLabel('Dietary Restrictions')).toBeVisible();
  await expect(page.getByLabel('I would like to volunteer during the convention.')).toBeChecked();
  await expect(page.getByLabel('Discount code (optional)')).toHaveValue('NOPE');
  await expect(priceOf(page, 'Subtotal')).toHaveText('$290.00');
  // The page's state has them too: a render after waking (a new badge field) leaves them all in place.
  await page.getByRole('button', { name: 'One more Unwaged ticket' }).click();
  await expect(page.getByLabel('Name on Badge (Unwaged 1)')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('fast.typer@example.com');
  await expect(page.getByLabel('Name on Badge (Adult 1)')).toHaveValue('Ada Lovelace');
  expectStayed(seen, '/tickets');
});

test('/tickets counts every tap on "+" made from first paint, before, while and after the page wakes', async ({
  page,
}) => {
  const seen = await openEarly(page, '/tickets');
  const plus = page.getByRole('button', { name: 'One more Adult ticket' });
  const adult = page.getByRole('spinbutton', { name: /^Adult/ });
  await plus.waitFor();
  const before = Number(await adult.inputValue());
  let taps = 0;
  let early = 0;
  const tap = async () => {
    await plus.click();
    taps += 1;
  };
  for (; early < 3; early += 1) await tap();
  expect(await stillWaking(page)).toBe(true);
  // The entry loads while the taps go on, as fast as the phone takes them, until a few after it woke.
  heldEntries.get(page)?.();
  const started = () => page.evaluate(() => document.getElementById('root')?.hasAttribute('data-started'));
  while (!(await started()) && taps < 40) await tap();
  for (let after = 0; after < 3; after += 1) await tap();
  await waitForApp(page);

  await expect(adult).toHaveValue(String(before + taps));
  await expect(adult).toHaveAttribute('aria-valuenow', String(before + taps));
  expectStayed(seen, '/tickets');
});

test('/tickets answers a Checkout pressed at first paint once it is ready, without sending the form', async ({
  page,
}) => {
  const seen = await openEarly(page, '/tickets');
  const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
  await page.getByRole('spinbutton', { name: /^Adult/ }).waitFor();
  await page.getByRole('button', { name: 'One more Student ticket' }).click();
  await checkout.click();
  expect(await stillWaking(page)).toBe(true);
  await expect(checkout).toHaveAttribute('data-waiting');
  await wake(page);
  await expect(errorList(page)).toBeVisible();
  await expect(errorList(page)).toContainText('Must fill out the required field: Name on Badge (Student 1)');
  await expect(checkout).not.toHaveAttribute('data-waiting');
  expectStayed(seen, '/tickets');
});

test('/livestream-tickets keeps the counts and addresses typed before the page woke', async ({ page }) => {
  const seen = await openEarly(page, '/livestream-tickets');
  const adult = page.getByRole('spinbutton', { name: /^Adult/ });
  await typeEarly(adult, '3');
  expect(await stillWaking(page)).toBe(true);
  await typeEarly(page.getByRole('group', { name: 'Email' }).getByRole('textbox').first(), 'ada@example.com');
  await page.getByRole('button', { name: 'One more Student ticket' }).click();
  await wake(page);

  await expect(adult).toHaveValue('3');
  await expect(page.getByRole('spinbutton', { name: 'Student tickets' })).toHaveValue('1');
  await expect(page.getByLabel('Email (Adult 1)')).toHaveValue('ada@example.com');
  await expect(priceOf(page, 'Total')).toHaveText('$100.00');
  expectStayed(seen, '/livestream-tickets');
});

test('/livestream-tickets answers a Checkout pressed at first paint, without sending the form', async ({
  page,
}) => {
  const seen = await openEarly(page, '/livestream-tickets');
  const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
  await typeEarly(page.getByRole('spinbutton', { name: /^Adult/ }), '1');
  await checkout.click();
  await wake(page);
  await expect(errorList(page)).toContainText('Must fill out the required field: Email (Adult 1)');
  expectStayed(seen, '/livestream-tickets');
});

test('/donate/card keeps the amount, name and message typed before the page woke, and checks out with them', async ({
  page,
}) => {
  const seen = await openEarly(page, '/donate/card');
  await typeEarly(page.getByRole('spinbutton', { name: 'Amount (USD)' }), '25');
  expect(await stillWaking(page)).toBe(true);
  await typeEarly(page.getByLabel('Display name', { exact: true }), 'Quick Donor');
  await typeEarly(page.getByRole('textbox', { name: 'Message' }), 'Typed before the page woke.');
  const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
  await checkout.click();
  await expect(checkout).toHaveAttribute('data-waiting');
  await wake(page);

  // The press is made once the page has read the fields: the donation goes to its checkout step.
  const summary = page.getByRole('region', { name: 'Checkout' });
  await expect(summary).toContainText('Quick Donor');
  await expect(summary).toContainText('$25.00');
  await expect(summary).toContainText('Typed before the page woke.');
  expectStayed(seen, '/donate/card');
});

test('/donate/card keeps "Donate anonymously" ticked before the page woke', async ({ page }) => {
  const seen = await openEarly(page, '/donate/card');
  const box = page.getByRole('checkbox', { name: 'Donate anonymously' });
  await box.waitFor();
  await box.check();
  await wake(page);
  await expect(box).toBeChecked();
  await expect(page.getByLabel('Display name', { exact: true })).toBeDisabled();
  expect(seen.errors).toEqual([]);
});

test('/tickets/resend sends an address typed and sent before the page woke, never in the address bar', async ({
  page,
}) => {
  const seen = await openEarly(page, '/tickets/resend');
  const email = page.getByLabel('Email', { exact: true });
  // All at once, as a browser fills in a remembered address.
  await email.waitFor();
  await email.fill('early.buyer@example.com');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/tickets/resend'));
  const send = page.getByRole('button', { name: 'Send my emails again' });
  await send.click();
  await expect(send).toHaveAttribute('data-waiting');
  await wake(page);
  expect((await sent).postDataJSON()).toEqual({ email: 'early.buyer@example.com' });
  await expect(page.getByRole('status')).toContainText('their emails are on the way');
  await expect(email).toHaveValue('early.buyer@example.com');
  expectStayed(seen, '/tickets/resend');
});

test('a ticket counter keeps its count through "1.5" typed key by key, and an emptied one is 0 only when left', async ({
  page,
}) => {
  await page.goto('/livestream-tickets');
  await waitForApp(page);
  const adult = page.getByRole('spinbutton', { name: /^Adult/ });
  await adult.fill('2');
  await adult.selectText();
  await adult.pressSequentially('1.5');
  await expect(adult).toHaveValue('1.5');
  await expect(priceOf(page, 'Total')).toHaveText('$60.00');
  await adult.blur();
  await expect(adult).toHaveValue('2');
  await adult.selectText();
  await adult.press('Backspace');
  await expect(priceOf(page, 'Total')).toHaveText('$60.00');
  await adult.blur();
  await expect(adult).toHaveValue('0');
  await expect(priceOf(page, 'Total')).toHaveText('$0.00');
});
