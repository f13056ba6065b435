import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { buyInPersonTickets } from './purchases';

// Passes for the crew (docs/product/organisers.md, "Crew passes"): an organiser makes a door pass on the
// dashboard, the volunteer opens its link on a phone and checks badges in, and nothing else; revoking it
// signs the phone out at once.

const password = 'e2e-organiser-password';
const phone = { width: 390, height: 844 };

async function makeDoorPass(page: Page, name: string): Promise<string> {
  await page.goto('/organiser?section=settings');
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Crew passes' });
  await panel.getByLabel('Who carries it').fill(name);
  await panel.getByLabel('What it opens').selectOption('door');
  await panel.getByRole('button', { name: 'Make pass' }).click();
  await expect(panel.getByRole('img', { name: `QR code of the pass link for ${name}` })).toBeVisible();
  const link = await panel.getByLabel(`Pass link for ${name}`).inputValue();
  await expect(panel.getByRole('row', { name: new RegExp(name) })).toContainText('door');
  return link;
}

async function phonePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: phone, hasTouch: true });
  return context.newPage();
}

test.describe('a door pass on a phone', () => {
  test('signs in from its link, checks a badge in, opens nothing else, and is signed out when revoked', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const attendee = `Pass Checked ${stamp}`;
    await buyInPersonTickets(request, [attendee], 'pass-door@example.com');
    const crew = `Door volunteer ${stamp}`;
    const link = await makeDoorPass(page, crew);
    await page
      .getByRole('region', { name: 'Crew passes' })
      .screenshot({ path: testInfo.outputPath('crew-passes-panel.png') });
    expect(new URL(link).pathname).toBe('/organiser/check-in');

    const door = await phonePage(browser, baseURL);
    const serverSaw: string[] = [];
    door.on('request', (sent) => serverSaw.push(sent.url()));
    await door.goto(link);
    await expect(door.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expect(door.getByText(/\d+ of \d+ in/)).toBeVisible();
    // The token left the address bar at once, and no request carried it in its address.
    expect(door.url()).not.toContain('#');
    const token = new URL(link).hash.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(serverSaw.filter((url) => url.includes(token))).toEqual([]);

    await door.getByLabel('Search by name or code').fill(attendee);
    await door.getByRole('button', { name: new RegExp(attendee) }).click();
    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    const card = door.getByRole('article', { name: 'Badge' });
    await expect(card).toContainText(/Checked in at/);
    await door.screenshot({ path: testInfo.outputPath('door-pass-checked-in.png') });

    // The dashboard shows a door pass the way to its page, not the orders or their refunds.
    await door.goto('/organiser?section=orders');
    await expect(door.getByText('This is a door pass')).toBeVisible();
    await expect(door.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
    await expect(door.getByRole('button', { name: /Refund/ })).toHaveCount(0);
    const refund = await door.evaluate(async () => {
      const stored = JSON.parse(sessionStorage.getItem('organiser-sign-in') ?? '{}') as { token?: string };
      const answer = await fetch('/api/organiser/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.token}` },
        body: '{}',
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    });
    expect(refund).toEqual({
      status: 403,
      body: { error: 'Your sign-in does not open this page. Ask an organiser.' },
    });

    // Revoked on the dashboard: the phone, still on its check-in page, says so without a reload.
    await door.goto('/organiser/check-in');
    await expect(door.getByText(/\d+ of \d+ in/)).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('region', { name: 'Crew passes' })
      .getByRole('button', { name: `Revoke the pass of ${crew}` })
      .click();
    await expect(
      page.getByRole('region', { name: 'Crew passes' }).getByRole('row', { name: new RegExp(crew) }),
    ).toContainText('Revoked');
    await expect(door.getByText('This crew pass has been revoked or has expired.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(door.getByLabel('Organiser password')).toBeVisible();
    await door.context().close();
  });

  test('a host’s link opens the read page, a moderator’s the screening queue', async ({
    browser,
    request,
    baseURL,
  }) => {
    const stamp = Date.now();
    const links: Record<string, string> = {};
    for (const role of ['host', 'moderator'] as const) {
      const made = await request.post('/api/organiser/passes', {
        data: { pass: password, role, name: `${role} ${stamp}` },
      });
      expect(made.status()).toBe(201);
      links[role] = ((await made.json()) as { link: string }).link;
    }
    const host = await phonePage(browser, baseURL);
    await host.goto(links.host ?? '');
    await expect(host.getByRole('heading', { level: 1, name: 'Read donations' })).toBeVisible();
    await expect(host.getByText(/\d+ unread/)).toBeVisible();
    expect(host.url()).not.toContain('#');

    const moderator = await phonePage(browser, baseURL);
    await moderator.goto(links.moderator ?? '');
    await expect(moderator.getByText('This is a moderator pass')).toBeVisible();
    await expect(moderator.getByRole('heading', { level: 2, name: /^Screening/ })).toBeVisible();
    await expect(moderator.getByRole('link', { name: 'Read donations' })).toBeVisible();
    await host.context().close();
    await moderator.context().close();
  });
});

test.describe('making passes one after another', () => {
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    test(`at ${viewport.width} px each pass shows and copies only its own link, and a refused one clears the last`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const page = await context.newPage();
      const stamp = `${viewport.width}-${Date.now()}`;
      const moderator = `Moderator ${stamp}`;
      const host = `Host ${stamp}`;
      await page.goto('/organiser?section=settings');
      await page.getByLabel('Organiser password').fill(password);
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Crew passes' });
      const make = async (name: string, role: string) => {
        await panel.getByLabel('Who carries it').fill(name);
        await panel.getByLabel('What it opens').selectOption(role);
        await panel.getByRole('button', { name: 'Make pass' }).click();
      };

      await make(moderator, 'moderator');
      await expect(panel.getByText(`The link for ${moderator}, moderator pass`)).toBeVisible();
      const moderatorLink = await panel.getByLabel(`Pass link for ${moderator}`).inputValue();
      await panel.getByRole('button', { name: 'Copy link' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(moderatorLink);

      await make(host, 'host');
      await expect(panel.getByText(`The link for ${host}, host pass`)).toBeVisible();
      await expect(panel.getByLabel(`Pass link for ${moderator}`)).toHaveCount(0);
      // The new pass's button has not been pressed: it must not claim the clipboard holds its link.
      await expect(panel.getByRole('button', { name: 'Copied' })).toHaveCount(0);
      const hostLink = await panel.getByLabel(`Pass link for ${host}`).inputValue();
      expect(hostLink).not.toBe(moderatorLink);
      await panel.getByRole('button', { name: 'Copy link' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hostLink);

      // The same name again is refused, and the host's link and QR code go with the refusal.
      await make(host, 'door');
      await expect(panel.getByRole('alert')).toContainText(host);
      await expect(panel.getByLabel(`Pass link for ${host}`)).toHaveCount(0);
      await expect(panel.getByRole('img', { name: `QR code of the pass link for ${host}` })).toHaveCount(0);
      await expectAccessible(page);
      await context.close();
    });
  }
});
