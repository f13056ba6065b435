import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { openSection } from './organiser-sections';
import { donate } from './purchases';
import { sendCheer } from './send-cheer';

// Prizes (docs/product/prizes.md): a donor on a phone sees which open prize the amount they type enters,
// the prizes page lists it and passes axe, and a winner's claim link opens the claim box.

const password = 'e2e-organiser-password';
const hour = 3_600_000;

/** An open prize of its own (unique name: other specs share this server), added as the dashboard adds it. */
async function openPrize(request: APIRequestContext, minimumDonation: number) {
  const name = `Signed grid ${randomUUID().slice(0, 8)}`;
  const answer = await request.post('/api/organiser/prizes', {
    data: {
      pass: password,
      name,
      description: 'A 16x16 grid signed by the setters.',
      sponsor: 'Nine Square',
      minimumDonation,
      opensAt: new Date(Date.now() - hour).toISOString(),
      closesAt: new Date(Date.now() + 24 * hour).toISOString(),
      winners: 2,
    },
  });
  expect(answer.status()).toBe(201);
  return name;
}

test.describe('prizes', () => {
  test('a donor on a phone sees the prize the typed amount qualifies for', async ({ page, request }) => {
    const name = await openPrize(request, 25);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/donate/card');
    const amount = page.getByRole('spinbutton', { name: 'Amount (USD)' });
    const hint = page.locator('.prizes-hint');
    const thisPrize = hint.getByRole('listitem').filter({ hasText: name });
    // Other specs share this server and may hold open prizes of a lower minimum: only this prize is asserted.
    await amount.fill('25');
    await expect(hint).toBeVisible();
    await expect(thisPrize).toBeVisible();
    await amount.fill('24.99');
    await expect(thisPrize).toHaveCount(0);
    await amount.fill('25');
    await expect(thisPrize).toBeVisible();
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/prizes-donate-phone.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await hint.getByRole('link', { name: 'About the prizes' }).click();
    await expect(page).toHaveURL(/\/prizes$/);
    await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  });

  test('the prizes page lists open prizes and is accessible, the claim box too', async ({
    page,
    request,
  }) => {
    const name = await openPrize(request, 10);
    await page.goto('/prizes');
    await expect(page.getByRole('heading', { name: 'Prizes', level: 1 })).toBeVisible();
    const open = page.getByRole('region', { name: 'Open now' });
    await expect(open.getByRole('heading', { name, level: 3 })).toBeVisible();
    await expect(open.getByRole('listitem').filter({ hasText: name })).toContainText('$10.00 · 2 winners');
    await page.screenshot({ path: 'test-results/prizes-page.png', fullPage: true });
    await expectAccessible(page);

    // A claim link that opens nothing: the box says what the server said, and the secret left the address.
    await page.goto(`/prizes#claim=${'A'.repeat(32)}`);
    await expect(page.getByRole('heading', { name: 'Claim your prize' })).toBeVisible();
    expect(page.url()).not.toContain('claim=');
    await page.getByRole('button', { name: 'Claim my prize' }).click();
    await expect(page.getByRole('alert')).toContainText('This claim link opens no prize');
    await expectAccessible(page);
  });

  test('the overlay names the winners of a prize as it is drawn', async ({ page, request }) => {
    const name = `Puzzle book ${randomUUID().slice(0, 8)}`;
    const closesMs = Date.now() + 8_000;
    const added = await request.post('/api/organiser/prizes', {
      data: {
        pass: password,
        name,
        minimumDonation: 1,
        opensAt: new Date(Date.now() - hour).toISOString(),
        closesAt: new Date(closesMs).toISOString(),
      },
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: number };
    await donate(request, { name: 'Winner Wanda', amount: 5 });
    await page.goto('/donationbar');
    await expect(page.locator('main.donationbar')).toBeVisible();
    // Drawn as soon as its window has closed (409 until then).
    await expect
      .poll(
        async () =>
          (await request.post(`/api/organiser/prizes/${id}/draw`, { data: { pass: password } })).status(),
        {
          timeout: 20_000,
          intervals: [1_000],
        },
      )
      .toBe(200);
    const line = page.getByRole('status').filter({ hasText: `Prize won: ${name}` });
    await expect(line).toBeVisible();
    await page.screenshot({ path: 'test-results/prizes-donationbar.png' });
  });
});

test.describe('the dashboard', () => {
  test('an organiser adds a prize in the Prizes section and draws it only once its window has closed', async ({
    page,
  }) => {
    const name = `Pencil set ${randomUUID().slice(0, 8)}`;
    await page.goto('/organiser');
    await page.getByLabel('Organiser password').fill(password);
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByText('Signed in on this tab.')).toBeVisible();
    await openSection(page, 'Prizes');
    const form = page.getByRole('form', { name: 'Add a prize' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Minimum donation (USD)').fill('15');
    await form.getByLabel(/^Opens/).fill('2026-03-28T18:00');
    await form.getByLabel(/^Closes/).fill('2026-03-28T17:00');
    await form.getByRole('button', { name: 'Add prize' }).click();
    // The form's own check, with the server's words, before anything is sent.
    await expect(page.getByRole('alert')).toContainText('The window must close after it opens.');
    await form.getByLabel(/^Closes/).fill('2099-03-29T18:00');
    await form.getByRole('button', { name: 'Add prize' }).click();
    await expect(page.getByText(`Added the prize ${name}.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$15.00');
    await expect(row.getByRole('button', { name: `Draw ${name}` })).toBeDisabled();
    await page.screenshot({ path: 'test-results/prizes-dashboard.png', fullPage: true });
    await expectAccessible(page);
  });

  test('an organiser marks a cheer winner, who has no claim link, claimed', async ({ page, request }) => {
    const name = `Cheer prize ${randomUUID().slice(0, 8)}`;
    const viewer = `Viewer${randomUUID().slice(0, 6)}`;
    // A high minimum and a window that opens now: only this viewer's cheer enters. Every donation the
    // other specs make comes from PayPal's one test payer, and a donor's donations in a window add up.
    const added = await request.post('/api/organiser/prizes', {
      data: {
        pass: password,
        name,
        minimumDonation: 250,
        opensAt: new Date(Date.now() - 1_000).toISOString(),
        closesAt: new Date(Date.now() + 6_000).toISOString(),
      },
    });
    expect(added.status()).toBe(201);
    await sendCheer(request, 'Cheer25000 good luck', 25_000, viewer, `e2e-${viewer}`);

    await page.goto('/organiser?section=prizes');
    await page.getByLabel('Organiser password').fill(password);
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    const draw = row.getByRole('button', { name: `Draw ${name}` });
    // Draw opens as the window closes (the section reads the list again on each change).
    await expect
      .poll(
        async () => {
          if (await draw.isEnabled()) return true;
          await page.reload();
          return false;
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBe(true);
    await draw.click();
    await expect(page.getByText(`Drew ${name} among 1 entry: ${viewer}.`)).toBeVisible();
    await expect(row).toContainText(`${viewer} (no address: a cheer; reach them on Twitch)`);
    await expect(row).toContainText('claim by');

    await row.getByRole('button', { name: `Mark ${viewer}'s win of ${name} claimed` }).click();
    await expect(
      page.getByText(`Marked ${viewer}'s win of ${name} claimed: the place is not drawn again.`),
    ).toBeVisible();
    await expect(row).toContainText(`${viewer} (no address: a cheer; reach them on Twitch) — drawn by`);
    await expect(row).toContainText('claimed');
    await expect(row.getByRole('button', { name: /^Mark / })).toHaveCount(0);
    await row.screenshot({ path: 'test-results/prizes-mark-claimed.png' });
    await expectAccessible(page);

    // The public page says claimed; the change log names who marked it.
    const listed = (await (await request.get('/api/prizes')).json()) as {
      name: string;
      drawn: { name: string; claimed: boolean }[];
    }[];
    expect(listed.find((prize) => prize.name === name)?.drawn).toEqual([
      expect.objectContaining({ name: viewer, claimed: true }),
    ]);
    await openSection(page, 'Settings');
    await expect(page.getByRole('region', { name: 'Changes' }).getByRole('listitem').first()).toContainText(
      `Marked "${name}" claimed for "${viewer}" (no address)`,
    );
  });
});
