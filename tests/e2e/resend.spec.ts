import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { ticketResendTexts as texts } from '../../content/ticket-resend';
import { expect, expectAccessible, test } from './fixtures';
import { buyInPersonTickets } from './purchases';

// /tickets/resend (docs/product/tickets.md, "Getting the emails again") on a phone and on a desktop.
// Playwright's server writes mail as .eml files into its data folder (playwright.config.ts), which is
// where a resent ticket email is looked for.

const outbox = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 4173}/outbox`);

/** Subjects of the messages written so far to `address`. */
async function mailTo(address: string): Promise<string[]> {
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  const subjects: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const parsed = await simpleParser(await fs.readFile(path.join(outbox, file)));
    const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
    if (to.some((field) => field.value.some((one) => one.address === address))) {
      subjects.push(parsed.subject ?? '');
    }
  }
  return subjects;
}

for (const width of [390, 1280]) {
  test.describe(`getting the ticket emails again at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a buyer reached from the footer asks for their emails and gets them again', async ({
      page,
      request,
    }) => {
      const buyer = `resend-${width}-${Date.now()}@example.com`;
      await buyInPersonTickets(request, ['Rita Resend'], buyer);
      await expect.poll(() => mailTo(buyer), { timeout: 15_000 }).toHaveLength(1);

      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Lost your ticket email?' }).click();
      await expect(page).toHaveURL('/tickets/resend');
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const field = page.getByRole('textbox', { name: texts.email });
      const send = page.getByRole('button', { name: texts.submit });
      await field.fill('not an address');
      await send.click();
      await expect(page.getByRole('alert')).toHaveText(texts.invalidEmail);

      await field.fill(buyer.toUpperCase());
      await send.click();
      await expect(page.getByRole('status')).toHaveText(texts.answer);
      await expect
        .poll(() => mailTo(buyer), { timeout: 15_000 })
        .toEqual(['Your Grid Gathering 2025 tickets', 'Your Grid Gathering 2025 tickets']);
      await expectAccessible(page);
    });

    test('an address that bought nothing gets the very same answer, and no mail', async ({
      page,
      request,
    }) => {
      const stranger = `stranger-${width}-${Date.now()}@example.com`;
      await page.goto('/tickets/resend');
      await page.getByRole('textbox', { name: texts.email }).fill(stranger);
      await page.getByRole('button', { name: texts.submit }).click();
      await expect(page.getByRole('status')).toHaveText(texts.answer);
      // The look-up starts as the answer is written; a purchase made after it is mailed after it, so
      // once that purchase's mail is written, a mail to the stranger would have been too.
      const later = `later-${width}-${Date.now()}@example.com`;
      await buyInPersonTickets(request, ['Lara Later'], later);
      await expect.poll(() => mailTo(later), { timeout: 15_000 }).toHaveLength(1);
      expect(await mailTo(stranger)).toEqual([]);
    });
  });
}
