import type { APIRequestContext, Page } from '@playwright/test';
import { edition } from '../../content/edition';
import { addEdition } from './editions';
import { expect, expectAccessible, slowPhone } from './fixtures';
import { test } from './fresh-server';

// The public site follows the current edition (docs/product/site-and-pages.md, "The edition a page
// shows"; docs/decisions/082-the-public-site-follows-the-current-edition.md), and an organiser previews
// another with ?edition= (docs/product/organisers.md, "Editions"). Each test has a server of its own:
// making an edition current changes the whole site.

const pass = 'e2e-organiser-password';
const shots = 'test-results/edition-public';
const { product } = edition;

/** The 2027 edition, copied from the seeded one with its schedule, at prices of its own. */
async function next2027(api: APIRequestContext): Promise<number> {
  const id = await addEdition(api, {
    year: 2027,
    startsAt: '2027-04-01T09:00:00-04:00',
    endsAt: '2027-04-04T23:00:00-04:00',
    copySchedule: true,
  });
  const priced = await api.post(`/api/organiser/editions/${id}`, {
    data: {
      pass,
      prices: {
        inPerson: { adult: 175, child: 12, student: 25, unwaged: 12 },
        livestream: { adult: 35, student: 12, unwaged: 12 },
      },
    },
  });
  expect(priced.status()).toBe(200);
  return id;
}

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/organiser`);
  await page.getByLabel('Organiser password').fill(pass);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Signed in on this tab.')).toBeVisible();
}

test.describe('the public site’s edition', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('on a slow phone, the home page names the edition made current from its first paint', async ({
    page,
    browser,
    freshServer,
  }) => {
    const id = await next2027(freshServer.api);
    const activated = await freshServer.api.post(`/api/organiser/editions/${id}/activate`, {
      data: { pass },
    });
    expect(activated.status()).toBe(200);

    // The HTML alone, with no script: the server rendered it with the new edition.
    const htmlOnly = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    try {
      const sent = await htmlOnly.newPage();
      await sent.goto(`${freshServer.url}/`);
      await expect(sent.getByRole('heading', { level: 1 })).toHaveText(`${product} 2027 is coming soon!`);
      await expect(sent.locator('.hero__when')).toContainText('April 1-4, 2027');
      await expect(sent.getByRole('contentinfo')).toContainText(`© 2027 ${product}`);
    } finally {
      await htmlOnly.close();
    }

    await slowPhone(page);
    await page.goto(`${freshServer.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${product} 2027 is coming soon!`);
    await expect(page.locator('.hero').getByRole('timer')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© 2027 ${product}`);
    await expect(page).toHaveTitle(product);
    await page.screenshot({ path: `${shots}/phone-home-2027.png`, fullPage: true });
    await expectAccessible(page);
  });
});

test.describe('an organiser’s ?edition= preview', () => {
  test('shows the other edition under a banner, prices its tickets and sells nothing; others see the current one', async ({
    page,
    browser,
    freshServer,
  }) => {
    const id = await next2027(freshServer.api);
    await signIn(page, freshServer.url);

    await page.goto(`${freshServer.url}/?edition=${id}`);
    const banner = page.getByRole('region', { name: 'Edition preview' });
    await expect(banner).toContainText('Preview of the 2027 edition — only organisers see this.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${product} 2027 is coming soon!`);
    await expect(page.getByRole('contentinfo')).toContainText(`© 2027 ${product}`);
    await page.screenshot({ path: `${shots}/preview-home.png`, fullPage: true });
    await expectAccessible(page);

    await page.goto(`${freshServer.url}/tickets?edition=${id}`);
    await expect(banner).toBeVisible();
    await expect(page.getByText('$175.00').first()).toBeVisible();
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(
      'This is a preview of the 2027 prices: nothing can be bought here until the 2027 edition is made current.',
    );
    await page.screenshot({ path: `${shots}/preview-tickets.png`, fullPage: true });
    await expectAccessible(page);

    await banner.getByRole('link', { name: 'Leave the preview' }).click();
    await expect(page).toHaveURL(`${freshServer.url}/tickets`);
    await expect(banner).toHaveCount(0);

    // Without this tab's sign-in, the address's ?edition= is ignored: the current edition, no error.
    const visitor = await browser.newPage();
    try {
      const errors: string[] = [];
      visitor.on('pageerror', (error) => errors.push(error.message));
      const asked: string[] = [];
      visitor.on('request', (request) => asked.push(request.url()));
      await visitor.goto(`${freshServer.url}/?edition=${id}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${product} 2025 has ended.`);
      await expect(visitor.getByRole('region', { name: 'Edition preview' })).toHaveCount(0);
      await expect(visitor.getByRole('contentinfo')).toContainText(`© 2025 ${product}`);
      expect(asked.filter((url) => url.includes('/preview'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
