import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { holdEndedText } from '../../content/waiting-list';
import { expect, expectAccessible, slowPhone, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets } from './purchases';
import { agreeToTerms, payButton } from './ticket-steps';

// The waiting list on a phone (docs/product/tickets.md, "The waiting list"): on a sold-out /tickets a
// visitor joins the list; a refund frees the place, the sweep (which runs at every start) holds it for
// them and emails a link, and the link opens /tickets with the place reserved and buys it. The server
// has no SMTP_URL, so its mail is written as .eml files into its data folder, read here as a mail server.

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  freshServerEnv: { IN_PERSON_CAPACITY: '1', WAITING_LIST_HOLD: '2h' },
});

/** The /tickets#hold= link in the waiting-list email to `address`, once it is written. */
async function holdLinkTo(outbox: string, address: string): Promise<string | undefined> {
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const parsed = await simpleParser(await fs.readFile(path.join(outbox, file)));
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
    if (!to.some((field) => field.value.some((one) => one.address === address))) continue;
    const link = /https?:\/\/\S+\/tickets#hold=[A-Za-z0-9_-]+/.exec(parsed.text ?? '')?.[0];
    if (link) return link;
  }
  return undefined;
}

test('a visitor joins the waiting list on a sold-out page, then buys the freed place from the emailed link', async ({
  page,
  freshServer,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const orderId = await buyInPersonTickets(freshServer.api, ['First Comer'], 'first@example.com');

  await page.goto(`${freshServer.url}/tickets`);
  await expect(page.getByText('In-person tickets are sold out.')).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email' });
  const places = page.getByRole('textbox', { name: 'How many places' });
  await email.pressSequentially('wait.ada@example');
  await places.fill('');
  await places.pressSequentially('60');
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  // Both mistakes at once, before anything is sent; fixing them lets the request go.
  await expect(page.getByRole('alert')).toHaveText(
    'Must enter a valid email address. Places must be a whole number from 1 to 50.',
  );
  await email.pressSequentially('.com');
  // Typed over, as a person selects the number and types another.
  await places.selectText();
  await places.pressSequentially('1');
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on the waiting list' })).toHaveText(
    'You are on the waiting list for 1 place. We will email you when it frees up; nothing is charged until you buy.',
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/waiting-list-joined.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The first buyer's order is refunded; the sweep at the next start offers the place.
  const refund = await freshServer.api.post(`/api/organiser/orders/${encodeURIComponent(orderId)}/refund`, {
    data: { pass: 'e2e-organiser-password' },
  });
  expect(refund.status(), await refund.text()).toBe(200);
  await freshServer.halt('SIGTERM');
  await freshServer.start();
  const outbox = path.join(freshServer.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(async () => (link = await holdLinkTo(outbox, 'wait.ada@example.com')), { timeout: 20_000 })
    .toBeDefined();

  // Anyone else still finds the page sold out: the place is held.
  const sales = await freshServer.api.get('/api/tickets/sales');
  expect(((await sales.json()) as { inPersonLeft: number }).inPersonLeft).toBe(0);

  // The organisers see the list, its order and the hold on their phone.
  await page.goto(`${freshServer.url}/organiser`);
  await page.getByLabel('Organiser password').fill('e2e-organiser-password');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await openSection(page, 'Orders');
  const card = page.getByRole('region', { name: 'Waiting list' });
  await expect(card.getByRole('row')).toHaveCount(2);
  await expect(card.getByRole('row').nth(1)).toContainText('wait.ada@example.com');
  await expect(card.getByRole('row').nth(1)).toContainText(/1 place held until/);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: 'test-results/waiting-list-dashboard.png' });

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Places held for you' })).toBeVisible();
  await expect(page.getByText(/1 in-person place is held for you until/)).toBeVisible();
  // The secret left the address bar at once.
  expect(page.url()).toBe(`${freshServer.url}/tickets`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/waiting-list-held.png', fullPage: true });

  await page.getByRole('button', { name: 'One more Adult ticket' }).click();
  await page.getByLabel('Name on Badge (Adult 1)').pressSequentially('Ada Waiter');
  await page.getByLabel('Phone number').pressSequentially('617 555 0123');
  await page.getByLabel('Email', { exact: true }).pressSequentially('wait.ada@example.com');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await agreeToTerms(page);
  await payButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible({ timeout: 15_000 });

  // The entry left the list; the link, opened again from the email, says its hold is over, with the
  // waiting list beside it.
  await page.goto('about:blank');
  await page.goto(link!);
  await expect(page.getByText(holdEndedText)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  expect(consoleErrors.filter((line) => !/status of 410/.test(line))).toEqual([]);
});

test('on a slow phone the sold-out page offers the list at first paint, and an address typed before the app runs is kept', async ({
  context,
  freshServer,
}) => {
  test.setTimeout(90_000);
  await buyInPersonTickets(freshServer.api, ['First Comer'], 'first@example.com');
  // A page of its own: the fixture's page waits for the app at every load, which is held back here.
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await slowPhone(page);
  // The app's entry script is held back until the address is typed: the page is only its HTML then.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${freshServer.url}/tickets`, { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.waitFor();
  await expect(page.getByText('In-person tickets are sold out.')).toBeVisible();
  await email.pressSequentially('early.ada@example.com');
  release();
  await waitForApp(page);
  await expect(email).toHaveValue('early.ada@example.com');
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on the waiting list' })).toBeVisible();
  expect(errors).toEqual([]);
});
