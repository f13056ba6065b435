import type { Page } from '@playwright/test';
import { edition } from '../../content/edition';
import { salesClosedText } from '../../content/tickets';
import { expect, expectAccessible, waitForApp } from './fixtures';
import { test } from './fresh-server';

// Organisers close and reopen ticket sales on the dashboard, and both ticket pages follow at once
// (docs/product/tickets.md, "When sales close"). A server of its own: closed sales would refuse the
// other specs' purchases on the shared one.

const password = 'e2e-organiser-password';
const shots = 'test-results/sales-closed';

const checkoutButton = (page: Page) => page.getByRole('button', { name: 'Checkout' });
const closedSentence = (page: Page) => page.getByText(salesClosedText, { exact: true });

async function signIn(page: Page) {
  await page.getByLabel('Organiser password').fill(password);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ticket sales and livestream link' })).toBeVisible();
}

test.describe('closing ticket sales', () => {
  test('both ticket pages say sales are closed as soon as organisers close them, and show the form again after reopening', async ({
    browser,
    freshServer,
  }) => {
    // Three browsers and a server of its own on a shared, busy machine: more than the default 30 s.
    test.slow();
    // One context each (a buyer on a phone, one on a desktop, an organiser), as three people would be.
    const contexts = await Promise.all(
      [390, 1280, 1280].map((width) => browser.newContext({ viewport: { width, height: 900 } })),
    );
    const [phone, desktop, organiser] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!phone || !desktop || !organiser) throw new Error('pages not opened');
    try {
      // Buyers already on the pages, form shown.
      await phone.goto(`${freshServer.url}/tickets`);
      await desktop.goto(`${freshServer.url}/livestream-tickets`);
      await Promise.all([waitForApp(phone), waitForApp(desktop)]);
      await expect(checkoutButton(phone)).toBeVisible();
      await expect(checkoutButton(desktop)).toBeVisible();

      await organiser.goto(`${freshServer.url}/organiser?section=settings`);
      await signIn(organiser);
      await expect(organiser.getByText('Ticket sales are open.')).toBeVisible();
      // Closing turns buyers away, so it asks first, saying what happens; "Keep selling" changes nothing.
      await organiser.getByRole('button', { name: 'Close ticket sales…' }).click();
      const question = organiser.getByText(/^Close ticket sales now\? Both ticket pages/);
      await expect(question).toContainText(`with ${edition.email} to write to and the ways still open`);
      await organiser.getByRole('button', { name: 'Keep selling' }).click();
      await expect(question).toHaveCount(0);
      await expect(organiser.getByText('Ticket sales are open.')).toBeVisible();
      await organiser.getByRole('button', { name: 'Close ticket sales…' }).click();
      await expect(question).toBeVisible();
      await expectAccessible(organiser);
      await organiser.screenshot({ path: `${shots}/dashboard-confirm-close-1280.png`, fullPage: false });
      await organiser.getByRole('button', { name: 'Yes, close ticket sales' }).click();
      await expect(
        organiser.getByRole('status').filter({ hasText: 'Ticket sales are now closed.' }),
      ).toBeVisible();
      await expect(organiser.getByRole('button', { name: 'Reopen ticket sales' })).toBeVisible();
      await organiser.screenshot({ path: `${shots}/dashboard-closed-1280.png`, fullPage: false });

      // Without a reload: the socket tells both open pages, with whom to write to and the ways still open.
      for (const page of [phone, desktop]) {
        await expect(closedSentence(page)).toBeVisible();
        await expect(checkoutButton(page)).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Still open' })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: 'make a donation' })).toHaveAttribute(
          'href',
          '/donate',
        );
        await expect(page.getByRole('main').getByRole('link', { name: edition.email })).toHaveAttribute(
          'href',
          `mailto:${edition.email}`,
        );
      }
      await expect(
        desktop.getByText('Already have a ticket? The link in your email still works.'),
      ).toBeVisible();
      await phone.screenshot({ path: `${shots}/tickets-closed-390.png`, fullPage: true });
      await desktop.screenshot({ path: `${shots}/livestream-closed-1280.png`, fullPage: true });

      // The other size of each page, freshly loaded: the server's answer says closed too.
      await phone.goto(`${freshServer.url}/livestream-tickets`);
      await desktop.goto(`${freshServer.url}/tickets`);
      for (const page of [phone, desktop]) {
        await expect(closedSentence(page)).toBeVisible();
        await expect(checkoutButton(page)).toHaveCount(0);
      }
      await phone.screenshot({ path: `${shots}/livestream-closed-390.png`, fullPage: true });
      await desktop.screenshot({ path: `${shots}/tickets-closed-1280.png`, fullPage: true });
      await expectAccessible(phone);
      await expectAccessible(desktop);

      await organiser.getByRole('button', { name: 'Reopen ticket sales' }).click();
      await expect(
        organiser.getByRole('status').filter({ hasText: 'Ticket sales are open again.' }),
      ).toBeVisible();
      for (const page of [phone, desktop]) {
        await expect(checkoutButton(page)).toBeVisible();
        await expect(closedSentence(page)).toHaveCount(0);
      }
      await expect(organiser.getByText('Reopened ticket sales')).toBeVisible();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('organisers set the livestream link on the dashboard, and a wrong address is refused with a sentence', async ({
    page,
    freshServer,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${freshServer.url}/organiser?section=settings`);
    await signIn(page);
    // On a phone too, closing asks first; "Keep selling" leaves sales open.
    await page.getByRole('button', { name: 'Close ticket sales…' }).click();
    await expect(page.getByText(/^Close ticket sales now\? Both ticket pages/)).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('region', { name: 'Ticket sales and livestream link' })
      .screenshot({ path: `${shots}/dashboard-confirm-close-390.png` });
    await page.getByRole('button', { name: 'Keep selling' }).click();
    await expect(page.getByText('Ticket sales are open.')).toBeVisible();
    await expect(
      page.getByText(/Not set yet: ticket holders’ links show a page saying the stream has not started/),
    ).toBeVisible();
    const box = page.getByLabel('Address of the unlisted video');
    await box.fill('http://www.youtube.com/watch?v=plain');
    await page.getByRole('button', { name: 'Save link' }).click();
    await expect(page.getByRole('alert')).toContainText('The stream link must start with https://');

    await box.fill('https://www.youtube.com/watch?v=unlisted-e2e');
    await page.getByRole('button', { name: 'Save link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'https://www.youtube.com/watch?v=unlisted-e2e' }),
    ).toBeVisible();
    const panel = page.getByRole('region', { name: 'Ticket sales and livestream link' });
    await panel.screenshot({ path: `${shots}/dashboard-stream-link-390.png` });
  });
});
