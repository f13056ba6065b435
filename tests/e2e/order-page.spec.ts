import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { orderPageTexts as texts } from '../../content/order-page';
import { expect, expectAccessible, test } from './fixtures';
import { test as freshTest } from './fresh-server';
import { buyInPersonTickets, buyLivestreamTickets } from './purchases';

// The buyer's order page (docs/product/order-page-and-retention.md) on a phone: the link in the ticket
// email opens it, and the buyer corrects a misspelt badge name, typing as people type. Playwright's
// server writes mail as .eml files into its data folder (playwright.config.ts).

const outbox = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/outbox`);

/** The text of every email written to `address` so far (in `folder`), with its subject. */
async function mailsTo(address: string, folder = outbox): Promise<{ subject: string; text: string }[]> {
  const files = await fs.readdir(folder).catch(() => [] as string[]);
  const mails: { subject: string; text: string }[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const parsed = await simpleParser(await fs.readFile(path.join(folder, file)));
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
    if (to.some((field) => field.value.some((one) => one.address === address)))
      mails.push({ subject: parsed.subject ?? '', text: parsed.text ?? '' });
  }
  return mails;
}

/** The order page link in the ticket email sent to `address`, once it is written. */
async function orderLinkTo(address: string, folder = outbox): Promise<string | undefined> {
  for (const mail of await mailsTo(address, folder)) {
    const link = /https?:\/\/[^\s]+\/order\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    if (link) return link;
  }
  return undefined;
}

test.describe('the order page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a buyer opens the link in their email and corrects a misspelt badge name', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const buyer = `order-page-${Date.now()}@example.com`;
    await buyInPersonTickets(request, ['Ada Lovelase', 'Ben Setter'], buyer);
    let link: string | undefined;
    await expect.poll(async () => (link = await orderLinkTo(buyer)), { timeout: 15_000 }).toBeDefined();

    const response = await page.goto(new URL(link!).pathname);
    expect(response?.status()).toBe(200);
    // The address is the key to the order: no other site learns it from a link followed from the page.
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name on Badge (Adult 1)' });
    await expect(name).toHaveValue('Ada Lovelase');
    await expect(page.getByRole('img', { name: /^QR code of badge / })).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // An empty name is refused as the ticket form refuses it.
    await name.clear();
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText('Must fill out the required field: Name on Badge (Adult 1)')).toBeVisible();

    await name.pressSequentially('Ada Lovelace', { delay: 20 });
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
    await expect(page.getByText(/changed from “Ada Lovelase” to “Ada Lovelace”/)).toBeVisible();

    // The desk's badge list has the corrected name, and the page keeps it after a reload.
    const badges = await request.post('/api/badgelist', { data: { pass: 'e2e-organiser-password' } });
    const names = ((await badges.json()) as { names: string }[]).map((badge) => badge.names);
    expect(names).toContain('Ada Lovelace');
    expect(names).not.toContain('Ada Lovelase');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name on Badge (Adult 1)' })).toHaveValue('Ada Lovelace');
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a viewer’s link shows their own ticket only; giving it away tells the old address, and the link then says it moved', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const stamp = Date.now();
    const [mine, theirs, next] = ['mine', 'theirs', 'next'].map((who) => `${who}-${stamp}@example.com`);
    await buyLivestreamTickets(request, 2, [mine!, theirs!]);
    let link: string | undefined;
    await expect.poll(async () => (link = await orderLinkTo(mine!)), { timeout: 15_000 }).toBeDefined();

    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { level: 1, name: texts.ticketHeading })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email (Adult 1)' });
    await expect(email).toHaveValue(mine!);
    await expect(page.getByRole('textbox', { name: 'Email (Adult 2)' })).toHaveCount(0);
    await expect(page.getByText(theirs!)).toHaveCount(0);
    await expectAccessible(page);

    await email.clear();
    await email.pressSequentially(next!, { delay: 10 });
    await page.getByRole('button', { name: texts.save }).click();
    const moved = page
      .getByRole('status')
      .filter({ hasText: /^This livestream ticket was moved to another address/ });
    await expect(moved).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(mine!)).map((mail) => mail.subject), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/livestream ticket was moved to another address$/));
    const told = (await mailsTo(mine!)).find((mail) => mail.subject.endsWith('moved to another address'));
    expect(told?.text).not.toContain(next);

    await page.reload();
    await expect(moved).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a wrong link is a plain 404 that says what to do', async ({ page }) => {
    const response = await page.goto(`/order/${'x'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(/^No order is at this address/)).toBeVisible();
  });
});

// With the default BADGE_EDITS_CLOSE (a week before the 2025 event, long past), a buyer who pays today still
// has 48 hours to fix a name: a server of its own, without the 2099 closing time of Playwright's server. The
// browser is in Berlin, so a time in the browser's own zone would show.
for (const width of [390, 1280]) {
  freshTest.describe(`an order bought today at ${width} px`, () => {
    freshTest.use({ viewport: { width, height: 900 }, timezoneId: 'Europe/Berlin', locale: 'de-DE' });

    freshTest(
      'is open for changes, says until when first, and shows every time in Boston time',
      async ({ page, freshServer, consoleErrors }) => {
        // A purchase, an email and a save on a busy machine: more than the default 30 s, not from the page.
        freshTest.setTimeout(90_000);
        const buyer = `today-${width}-${Date.now()}@example.com`;
        await buyInPersonTickets(freshServer.api, ['Ada Lovelase', 'Ben Setter'], buyer);
        const folder = path.join(freshServer.dataDir, 'outbox');
        let link: string | undefined;
        await expect
          .poll(async () => (link = await orderLinkTo(buyer, folder)), { timeout: 15_000 })
          .toBeDefined();
        await page.goto(`${freshServer.url}${new URL(link!).pathname}`);

        const deadline = page.getByText(/^You can change names and answers here until /);
        await expect(deadline).toHaveText(/ [AP]M E[SD]T \(Boston time\)\.$/);
        // The sentence comes before the first field.
        const name = page.getByRole('textbox', { name: 'Name on Badge (Adult 1)' });
        const above = async () => (await deadline.boundingBox())!.y < (await name.boundingBox())!.y;
        expect(await above()).toBe(true);

        await name.fill('Ada Lovelace');
        await page.getByRole('button', { name: texts.save }).click();
        await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
        const history = page.getByRole('listitem').filter({ hasText: /changed from “Ada Lovelase”/ });
        await expect(history.locator('time')).toHaveText(/^\w+day, \w+ \d+, 20\d\d, \d+:\d\d [AP]M E[SD]T$/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page);
        expect(consoleErrors).toEqual([]);
      },
    );
  });
}
