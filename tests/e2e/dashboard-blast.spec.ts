import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets, buyLivestreamTickets } from './purchases';
import { atEachWidth } from './widths';

// The signed-in dashboard's own email blast (docs/product/organisers.md, "Email blast from the
// dashboard"): no password again, whom it reaches said before sending, then asked once more. The fresh
// server writes its mail as .eml files into its data folder, which the test reads as the mail server.

const password = 'e2e-organiser-password';
const shots = 'test-results/dashboard-blast';

/** Who received an email with `subject`, from the server's outbox folder. */
async function recipientsOf(folder: string, subject: string): Promise<string[]> {
  const files = await fs.readdir(folder).catch(() => [] as string[]);
  const to: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const parsed = await simpleParser(await fs.readFile(path.join(folder, file)));
    if (parsed.subject !== subject) continue;
    const fields = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
    to.push(...fields.flatMap((field) => field.value.map((one) => one.address ?? '')));
  }
  return to.sort();
}

atEachWidth([1280, 390], (width) => {
  test('an organiser sees whom a blast reaches, confirms, and the attendees’ buyers get it', async ({
    page,
    freshServer,
  }) => {
    test.slow();
    // 7 attendees through 2 addresses, and 2 livestream viewers.
    await buyInPersonTickets(freshServer.api, ['Ann One', 'Al One', 'Amy One'], 'ones@example.com');
    await buyInPersonTickets(
      freshServer.api,
      ['Bea Two', 'Bob Two', 'Bo Two', 'Bill Two'],
      'twos@example.com',
    );
    await buyLivestreamTickets(freshServer.api, 2, ['vi@example.com', 'vo@example.com']);

    await page.goto(`${freshServer.url}/organiser`);
    await page.getByLabel('Organiser password').fill(password);
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await openSection(page, 'Email');
    const form = page.getByRole('region', { name: 'Send an email' });
    // Signed in: no second password.
    await expect(form.getByLabel('Organiser password')).toHaveCount(0);
    await expect(form.getByRole('status').first()).toHaveText(
      'Choose whom it is for to see how many people it reaches.',
    );

    await form.getByRole('radio', { name: /^Livestream viewers/ }).check();
    await expect(form.getByText('This reaches 2 livestream viewers.')).toBeVisible();
    await form.getByRole('radio', { name: /^Attendees/ }).check();
    await expect(
      form.getByText('This reaches 7 attendees, through the 2 addresses their tickets were bought with.'),
    ).toBeVisible();

    await form.getByLabel('Subject').fill('Doors open at 9');
    await form.getByLabel('Text').fill('See you in the lobby.');
    await form.getByRole('button', { name: 'Send…' }).click();
    await expect(
      form.getByText('"Doors open at 9" goes to 7 attendees (2 emails). Send it now?'),
    ).toBeVisible();
    await expectAccessible(page);
    await form.screenshot({ path: `${shots}/confirm-${width}.png` });
    // Nothing goes before the answer.
    expect(await recipientsOf(path.join(freshServer.dataDir, 'outbox'), 'Doors open at 9')).toEqual([]);

    await form.getByRole('button', { name: 'Send to 7 attendees' }).click();
    await expect(form.getByRole('status').last()).toHaveText(
      'Queued "Doors open at 9" for 7 attendees (2 emails). The list below shows when they are sent.',
    );
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect
      .poll(() => recipientsOf(path.join(freshServer.dataDir, 'outbox'), 'Doors open at 9'))
      .toEqual(['ones@example.com', 'twos@example.com']);
    const blasts = page.getByRole('region', { name: 'Email blasts' });
    await expect(blasts.getByRole('row').filter({ hasText: 'Doors open at 9' })).toContainText('Attendees');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/sent-${width}.png`, fullPage: true });
  });
});

test('a blast to nobody says so and offers only the way back', async ({ page, freshServer }) => {
  await page.goto(`${freshServer.url}/organiser?section=email`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const form = page.getByRole('region', { name: 'Send an email' });
  await form.getByRole('radio', { name: /^Buyers/ }).check();
  await expect(form.getByText('Nobody to send to: no buyers yet.')).toBeVisible();
  await form.getByLabel('Subject').fill('Anyone there?');
  await form.getByLabel('Text').fill('Hello.');
  await form.getByRole('button', { name: 'Send…' }).click();
  await expect(form.getByRole('button', { name: /^Send to/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Back to the form' }).click();
  await expect(form.getByRole('button', { name: 'Send…' })).toBeVisible();
});
