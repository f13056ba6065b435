import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { orderPageTexts as texts } from '../../content/order-page';
import { expect, expectAccessible, test } from './fixtures';
import { buyInPersonTickets } from './purchases';

// Passing a badge to someone else from the order page, on a phone (docs/product/order-page-and-retention.md,
// "Passing a ticket on"): the buyer types the new holder's name and address key by key, sees the badge
// listed as passed on, and the new holder's own email link opens their badge alone, with a new code.

const outbox = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/outbox`);
const orderLink = /https?:\/\/[^\s]+\/order\/[A-Za-z0-9_-]{43}/;

/** The order page link in an email written to `address` whose subject matches `subject`. */
async function linkTo(address: string, subject: RegExp): Promise<string | undefined> {
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const parsed = await simpleParser(await fs.readFile(path.join(outbox, file)));
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
    if (!to.some((field) => field.value.some((one) => one.address === address))) continue;
    if (!subject.test(parsed.subject ?? '')) continue;
    const link = orderLink.exec(parsed.text ?? '')?.[0];
    if (link) return link;
  }
  return undefined;
}

test.describe('passing a badge on, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the buyer passes a badge to a friend, who opens their own badge from their email', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const stamp = Date.now();
    const buyer = `transfer-buyer-${stamp}@example.com`;
    const friend = `transfer-friend-${stamp}@example.com`;
    await buyInPersonTickets(request, ['Ada Solver', 'Ben Setter'], buyer);
    let link: string | undefined;
    await expect
      .poll(async () => (link = await linkTo(buyer, /tickets$/)), { timeout: 15_000 })
      .toBeDefined();

    await page.goto(new URL(link!).pathname);
    const form = page.locator('form', { has: page.getByRole('heading', { name: texts.transferHeading }) });
    await expect(form).toBeVisible();
    const ticket = form.getByRole('combobox', { name: texts.transferTicket });
    const benOption = await ticket.locator('option', { hasText: 'Ben Setter' }).textContent();
    const oldCode = /\(([A-Z0-9]{6})\)$/.exec(benOption ?? '')?.[1];
    expect(oldCode).toBeDefined();
    await ticket.selectOption({ label: benOption! });

    // An address typed half-way is refused as the server would refuse it.
    const name = form.getByRole('textbox', { name: 'New holder’s name' });
    const email = form.getByRole('textbox', { name: 'New holder’s email' });
    await name.pressSequentially('Cy Grid', { delay: 20 });
    await email.pressSequentially('cy@', { delay: 20 });
    await form.getByRole('button', { name: texts.transferButton }).click();
    await expect(form.getByText('Must enter a valid email address for the new holder.')).toBeVisible();

    await email.clear();
    await email.pressSequentially(friend, { delay: 20 });
    await form.getByRole('button', { name: texts.transferButton }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.transferred('Cy Grid') })).toBeVisible();
    await expect(page.getByText(texts.passedOnLine('Adult 2', 'Cy Grid', friend))).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code of badge / })).toHaveCount(1);
    await expect(page.getByText(`badge ${oldCode} of “Ben Setter” was passed on to “Cy Grid”`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('transfer-buyer.png'), fullPage: true });

    // The friend's own email opens their badge alone, with a new code and its QR code.
    let theirs: string | undefined;
    await expect
      .poll(async () => (theirs = await linkTo(friend, /badge$/)), { timeout: 15_000 })
      .toBeDefined();
    await page.goto(new URL(theirs!).pathname);
    await expect(page.getByRole('heading', { level: 1, name: texts.badgeHeading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.badge, exact: true })).toBeVisible();
    await expect(page.getByText(texts.badgeIntro)).toBeVisible();
    const qr = page.getByRole('img', { name: /^QR code of badge / });
    await expect(qr).toHaveCount(1);
    const newCode = /([A-Z0-9]{6})$/.exec((await qr.getAttribute('alt')) ?? '')?.[1];
    expect(newCode).toBeDefined();
    expect(newCode).not.toBe(oldCode);
    await expect(page.getByText('Ada Solver')).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('transfer-holder.png'), fullPage: true });

    // At the door the old code says it was transferred.
    const door = await request.post('/api/organiser/check-in', {
      data: { pass: 'e2e-organiser-password', code: oldCode },
    });
    expect(door.status()).toBe(404);
    expect(((await door.json()) as { error: string }).error).toMatch(/was transferred/);
    expect(consoleErrors).toEqual([]);
  });
});
