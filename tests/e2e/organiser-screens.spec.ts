import type { ConsoleMessage, Page } from '@playwright/test';
import { edition } from '../../content/edition';
import { formatZonedTime } from '../../src/domain/time-zone';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { buyInPersonTickets, buyLivestreamTickets, donate } from './purchases';
import { atEachWidth } from './widths';

// The organiser's screens at a phone's and a desktop's width (docs/product/organisers.md): long text
// wraps, times are Boston time with the zone's name, the blast asks before it goes to an audience, and
// leaving the dashboard leaves the console quiet.

const password = 'e2e-organiser-password';
// Far from Boston, so a time written in the browser's own zone could not pass for Boston time.
test.use({ timezoneId: 'Asia/Tokyo' });

async function signIn(page: Page, section = 'donations') {
  await page.goto(`/organiser?section=${section}`);
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
}

atEachWidth([390, 1280], (width) => {
  test('/organiser does not scroll sideways with a 500-character unbroken message, name and address', async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}${width}`;
    const message = `https://example.com/${stamp}${'x'.repeat(500)}`.slice(0, 500);
    await donate(request, { name: `W${stamp}${'W'.repeat(60)}`.slice(0, 60), amount: 9_876.54, message });
    await buyInPersonTickets(
      request,
      [`Badge${stamp}${'B'.repeat(100)}`.slice(0, 100)],
      `${'long'.repeat(15)}${stamp}@example.com`.slice(-80),
    );
    await signIn(page);

    // The link holds it for screening too, so the message is shown twice: the list is the one checked.
    const shown = page.getByRole('region', { name: 'Donations' }).getByText(message);
    await expect(shown).toBeVisible();
    await expect(page.getByRole('list', { name: 'Waiting donations, oldest first' })).toContainText(message);
    const sizes = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(sizes.page).toBeLessThanOrEqual(sizes.screen);
    const box = await shown.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    // The amount has its thousands separator.
    const item = page
      .getByRole('region', { name: 'Donations' })
      .getByRole('listitem')
      .filter({ hasText: message });
    await expect(item).toContainText('$9,876.54');
  });

  test('every time on /organiser is Boston time with its zone name', async ({ page, request }) => {
    const name = `Timed Donor ${Date.now()}`;
    await donate(request, { name, amount: 5 });
    await signIn(page);
    const item = page
      .getByRole('region', { name: 'Donations' })
      .getByRole('listitem')
      .filter({ hasText: name });
    const time = item.locator('time');
    const iso = await time.getAttribute('datetime');
    expect(iso).not.toBeNull();
    await expect(time).toHaveText(formatZonedTime(Date.parse(iso ?? ''), edition.timeZone));
    await expect(page.locator('time').first()).toBeVisible();
    const written = await page.locator('main time').allTextContents();
    expect(written.length).toBeGreaterThan(0);
    for (const text of written)
      expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[DS]T$/);
  });

  test('the blast says how many people will receive it and asks before sending; then it clears', async ({
    page,
    freshServer,
  }) => {
    await buyLivestreamTickets(freshServer.api, 2);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${freshServer.url}/email/`);
    await page.getByLabel('Organiser password').fill(password);
    await page.getByLabel('Subject').fill('Doors open at 9');
    await page.getByLabel('Text').fill('See you in the lobby.');
    await page.getByLabel(/^Livestream/).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    const question = page.getByText(
      '"Doors open at 9" will go to 2 people: every livestream ticket address. Send it now?',
    );
    await expect(question).toBeVisible();
    // Focus moves to the question, so a screen reader reads it out.
    await expect(page.locator(':focus')).toContainText('will go to 2 people');
    expect(alerts).toEqual([]);
    await expectAccessible(page);

    // Changing the message withdraws the question: it was about the old one.
    await page.getByLabel('Subject').fill('Doors open at 8');
    await expect(question).toHaveCount(0);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Back to the form' }).click();
    await expect(page.getByRole('button', { name: /^Send to/ })).toHaveCount(0);
    expect(alerts).toEqual([]);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Send to 2 people' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Queued "Doors open at 8" for 2 recipients (every livestream ticket address). The dashboard shows when they are sent.',
    );
    expect(alerts).toEqual(['SUCCESS']);
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Text')).toHaveValue('');
    await expect(page.getByLabel(/^Livestream/)).not.toBeChecked();
    await expect(page.getByLabel('Organiser password')).toHaveValue(password);

    // A new attempt does not stand beside the last answer.
    await page.getByLabel('Subject').fill('Lunch moved to 1');
    await expect(page.getByRole('status')).toHaveText('');
  });

  test("a selection's options are listed in the order the organisers gave them", async ({ page }) => {
    await page.goto('/donate/card');
    await page.getByRole('button', { name: /Pick the grid size/ }).click();
    const options = ['Six by six', 'Classic nine by nine', 'Twelve by twelve'];
    const tops: number[] = [];
    for (const name of options) {
      const radio = page.getByRole('radio', { name, exact: true });
      await expect(radio).toBeVisible();
      tops.push((await radio.boundingBox())?.y ?? Number.NaN);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(options.length);
  });

  test('a wrong password is found before the question, and nothing is sent', async ({
    page,
    freshServer,
  }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${freshServer.url}/email/`);
    await page.getByLabel('Organiser password').fill('not-the-password');
    await page.getByLabel('Subject').fill('Doors open at 9');
    await page.getByLabel('Text').fill('See you in the lobby.');
    await page.getByLabel(/^Regular/).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('The password is wrong. Nothing was sent.');
    expect(alerts).toEqual(['BAD PASS']);
    await expect(page.getByRole('button', { name: /^Send to/ })).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveValue('Doors open at 9');
  });
});

test('leaving the dashboard while it is loading logs nothing to the console', async ({ page }) => {
  const logged: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  };
  page.on('console', listen);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Donations' })).toBeVisible();
  // Answers held back, so every read of the reloaded dashboard is still under way when the organiser leaves.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answered: Promise<void>[] = [];
  await page.route('**/api/**', (route) => {
    const answer = held.then(() => route.continue()).catch(() => {});
    answered.push(answer);
    return answer;
  });
  await page.reload();
  await page.getByRole('navigation').getByRole('link', { name: 'Schedule' }).first().click();
  await expect(page).toHaveURL(/\/schedule$/);
  await page.goto('/organiser');
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
  await page.goto('/transit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every held read now gets its answer, after the pages that asked for it are gone.
  release();
  await Promise.all(answered);
  await page.unrouteAll({ behavior: 'wait' });
  expect(logged).toEqual([]);
});
