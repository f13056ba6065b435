import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, moments, setClock, waitForApp } from './fixtures';
import { test } from './fresh-server';
import { openSection } from './organiser-sections';
import { buyInPersonTickets, buyLivestreamTickets, donate } from './purchases';

// The organiser dashboard (/organiser) and the email-blast form (/email/), against the built server.
// Tests that need exact counts or change shared data (the schedule) get a server of their own.

const password = 'e2e-organiser-password';

const count = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });

async function unlock(page: Page, pass = password) {
  await page.getByLabel('Organiser password').fill(pass);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
}

test.describe('the organiser dashboard', () => {
  test('counts in-person and livestream tickets live as purchases arrive', async ({ page, freshServer }) => {
    await page.goto(`${freshServer.url}/organiser`);
    await expect(count(page, 'In-person tickets')).toHaveText(/In-person tickets\s*0$/);
    await expect(count(page, 'Livestream tickets')).toHaveText(/Livestream tickets\s*0$/);

    await buyInPersonTickets(freshServer.api, ['Ada Solver', 'Ben Setter']);
    await expect(count(page, 'In-person tickets')).toHaveText(/In-person tickets\s*2$/);
    await buyLivestreamTickets(freshServer.api, 3);
    await expect(count(page, 'Livestream tickets')).toHaveText(/Livestream tickets\s*3$/);
    await expect(count(page, 'In-person tickets')).toHaveText(/In-person tickets\s*2$/);
  });

  test('stays signed in across a reload without sending the password again, until Sign out', async ({
    page,
  }) => {
    const passwordsSent: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes(password)) passwordsSent.push(new URL(request.url()).pathname);
    });
    await page.goto('/organiser?section=orders');
    await unlock(page);
    await expect(page.getByRole('heading', { name: /Badge list/ })).toBeVisible();
    await expect(page.getByText('Signed in on this tab.')).toBeVisible();
    // The organiser's browser keeps a token, never the password, and no cookie.
    expect(await page.context().cookies()).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain(password);

    await page.reload();
    await expect(page.getByRole('heading', { name: /Badge list/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ticket orders' })).toBeVisible();
    expect(passwordsSent).toEqual(['/api/organiser/sign-in']);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Organiser password')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Badge list/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Organiser password')).toBeVisible();
  });

  test('shows nothing private until the password is right', async ({ page }) => {
    await page.goto('/organiser');
    await expect(page.getByRole('heading', { level: 1, name: 'Organiser dashboard' })).toBeVisible();
    await unlock(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The organiser password is wrong or missing.');
    await expect(page.getByRole('heading', { name: /Badge list/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Money raised' })).toHaveCount(0);
  });

  test('shows the badge list after Go, sortable, and downloads it as CSV', async ({ page, request }) => {
    const name = `Badge Tester ${Date.now()}`;
    await buyInPersonTickets(request, [name, `=cmd ${name}`]);
    await page.goto('/organiser?section=orders');
    await unlock(page);

    // By its caption: the discount codes table has a Code column too.
    const table = page.getByRole('table', { name: /^Badges, sorted by/ });
    const row = table.getByRole('row').filter({ hasText: new RegExp(`^\\w{6}${name}`) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText([/^\w{6}$/, name, 'Adult', 'Yes', 'No']);

    const byCode = table.getByRole('columnheader', { name: /Code/ });
    await byCode.getByRole('button').click();
    await expect(byCode).toHaveAttribute('aria-sort', 'ascending');
    await byCode.getByRole('button').click();
    await expect(byCode).toHaveAttribute('aria-sort', 'descending');
    const codes = await table.locator('tbody tr td:first-child').allTextContents();
    expect(codes).toEqual([...codes].sort().reverse());

    const code = await row.getByRole('cell').first().textContent();
    const downloading = page.waitForEvent('download');
    // The badge list's own button: the attendee list has one too.
    const badgePanel = page.getByRole('region', { name: /Badge list/ });
    await badgePanel.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('badges.csv');
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv).toContain('Code,Name,Ticket,Late registrant');
    expect(csv).toContain(`${code},${name},adult,yes`);
    // A name that a spreadsheet would run as a formula arrives as plain text.
    expect(csv).toContain(`,'=cmd ${name},adult,yes`);
    await expectAccessible(page);
  });

  test('prints the badges as cards and nothing else', async ({ page, request }) => {
    const name = `Print Tester ${Date.now()}`;
    await buyInPersonTickets(request, [name]);
    await page.goto('/organiser?section=orders');
    await unlock(page);
    await expect(page.getByRole('region', { name: /Badge list/ }).getByRole('cell', { name })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.badge-card').filter({ hasText: name })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(page.getByLabel('Organiser password')).toBeHidden();
  });

  test('adds a schedule entry that an open schedule page shows without a reload', async ({
    page,
    context,
    freshServer,
  }) => {
    const schedule = await context.newPage();
    await setClock(schedule, moments.fundraiserCountdown);
    await schedule.goto(`${freshServer.url}/schedule`);
    await waitForApp(schedule);
    await expect(schedule.getByRole('heading', { level: 1, name: 'Livestream schedule' })).toBeVisible();
    await expect(schedule.getByText('Surprise puzzle drop')).toHaveCount(0);

    await page.goto(`${freshServer.url}/organiser?section=schedule`);
    await unlock(page);
    const editor = page.getByRole('form', { name: 'Add an entry' });
    await editor.getByLabel('Start (Boston time)').fill('2025-04-05T15:00');
    await editor.getByLabel('End (Boston time)').fill('2025-04-05T15:30');
    await editor.getByLabel('Title').fill('Surprise puzzle drop');
    await editor.getByLabel('Location').fill('Lobby');
    await editor.getByRole('button', { name: 'Add entry' }).click();
    await expect(editor.getByRole('status')).toHaveText('Saved "Surprise puzzle drop".');

    await expect(schedule.getByText('Surprise puzzle drop')).toBeVisible();
    await openSection(page, 'Settings');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Added schedule entry "Surprise puzzle drop"' }),
    ).toBeVisible();
  });
});

test.describe('donations and incentives on the dashboard', () => {
  test('lists donations newest first with the answers to prompts, live, and bid wars by raised', async ({
    page,
    freshServer,
  }) => {
    await donate(freshServer.api, { name: 'Killer fan', amount: 10, incentiveID: 'finale-genre:killer' });
    await donate(freshServer.api, { name: 'Nurikabe fan', amount: 30, incentiveID: 'finale-genre:nurikabe' });
    await page.goto(`${freshServer.url}/organiser?section=incentives`);
    await unlock(page);

    const bidWar = page
      .getByRole('region', { name: 'Bid wars' })
      .getByRole('listitem')
      .filter({ hasText: /\$\d/ });
    await expect(bidWar.first()).toContainText('Nurikabe');
    await expect(bidWar.first()).toContainText('$30.00');
    await expect(bidWar.nth(1)).toContainText('Killer sudoku');
    await openSection(page, 'Donations');
    await expect(page.getByRole('region', { name: 'Donations' }).getByRole('listitem')).toHaveCount(2);

    // Made while the dashboard is open: it appears without a reload, answers included.
    await donate(freshServer.api, {
      name: '',
      amount: 20,
      message: 'Hide me well',
      incentiveID: 'hidden-name',
      extraInfo: {
        'Name to put in the puzzle': 'Ada Lovelace',
        'How should we credit you on stream?': 'As Ada',
      },
    });
    const donations = page.getByRole('region', { name: 'Donations' }).getByRole('listitem');
    await expect(donations.first()).toContainText('$20.00 by Anonymous');
    await expect(donations.first()).toContainText('Name to put in the puzzle');
    await expect(donations.first()).toContainText('Ada Lovelace');
    await expect(donations.nth(1)).toContainText('$30.00 by Nurikabe fan');
    await expectAccessible(page);
  });

  test('an incentive edited or hidden on the dashboard changes on an open donation page without a reload', async ({
    page,
    context,
    freshServer,
  }) => {
    const donatePage = await context.newPage();
    await donatePage.goto(`${freshServer.url}/donate/card`);
    await waitForApp(donatePage);
    await expect(donatePage.getByRole('radio', { name: 'Speed-solve a 16x16 blindfolded' })).toBeVisible();
    await expect(donatePage.getByRole('radio', { name: 'Read your message on stream' })).toBeVisible();

    await page.goto(`${freshServer.url}/organiser?section=incentives`);
    await unlock(page);
    await page.getByRole('button', { name: 'Edit Speed-solve a 16x16 blindfolded' }).click();
    const form = page.getByRole('form', { name: 'Edit "Speed-solve a 16x16 blindfolded"' });
    await form.getByLabel('Title').fill('Blindfold 16x16 relay');
    await form.getByRole('button', { name: 'Save incentive' }).click();
    await expect(page.getByText('Saved "Blindfold 16x16 relay".')).toBeVisible();
    await page.getByRole('button', { name: 'Hide Read your message on stream' }).click();
    await expect(page.getByText('"Read your message on stream" is now hidden.')).toBeVisible();

    await expect(donatePage.getByRole('radio', { name: 'Blindfold 16x16 relay' })).toBeVisible();
    await expect(donatePage.getByRole('radio', { name: 'Speed-solve a 16x16 blindfolded' })).toHaveCount(0);
    await expect(donatePage.getByRole('radio', { name: 'Read your message on stream' })).toHaveCount(0);

    await openSection(page, 'Settings');
    const changes = page.getByRole('region', { name: 'Changes' }).getByRole('listitem');
    await expect(changes.first()).toContainText('Hid incentive "Read your message on stream"');
    await expect(changes.nth(1)).toContainText('Changed incentive "Blindfold 16x16 relay": title');
  });
});

test.describe('the email-blast form', () => {
  async function send(page: Page, fields: { pass: string; email?: string; regular?: boolean }) {
    await page.getByLabel('Organiser password').fill(fields.pass);
    await page.getByLabel('Subject').fill('Doors open at 9');
    await page.getByLabel('Text').fill('See you in the lobby.');
    await page.getByLabel('Email (optional)').fill(fields.email ?? '');
    await page.getByLabel(/^Regular/).setChecked(fields.regular ?? false);
    // The alert holds the click until it is answered, so it is accepted as soon as it shows.
    const alerted = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    await page.getByRole('button', { name: 'Send' }).click();
    return alerted;
  }

  test('alerts SUCCESS for a test send, BAD PASS for a wrong password, UNKNOWN ERROR otherwise', async ({
    page,
  }) => {
    await page.goto('/email/');
    await expect(page.getByRole('heading', { level: 1, name: 'Email blast' })).toBeVisible();
    await expectAccessible(page);

    expect(await send(page, { pass: password, email: 'organiser@example.org' })).toBe('SUCCESS');
    await expect(page.getByRole('status')).toContainText(
      'Queued a test of "Doors open at 9" for organiser@example.org.',
    );

    expect(await send(page, { pass: 'wrong-password', email: 'organiser@example.org' })).toBe('BAD PASS');
    await expect(page.getByRole('status')).toHaveText('The password is wrong. Nothing was sent.');

    // Neither an address nor an audience: the server refuses it (400).
    expect(await send(page, { pass: password })).toBe('UNKNOWN ERROR');
    await expect(page.getByRole('status')).toContainText('Choose regular, livestream or both');
  });
});
