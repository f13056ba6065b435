import { isPublicPage, pageRoutes } from '../../src/contracts/routes';
import { expect, test } from './fixtures';

// Public pages are sent rendered (docs/decisions/024-own-router-and-server-rendering.md): what a visitor
// sees before any script runs, what a search engine and a link preview read, and then the app takes over.

const publicRoutes = pageRoutes.filter(isPublicPage);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of publicRoutes) {
    test(`${route.path} shows its heading, layout and tab title from the HTML alone`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      expect((await page.locator('h1').first().textContent())?.trim()).not.toBe('');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${route.path === '/' ? 'Grid Gathering' : route.title}`));
      // The site's background comes with the HTML, not from the script.
      await expect(page.locator('body')).toHaveClass(/with-site-background/);
    });
  }

  test('an unknown address shows the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  });

  test('the organiser tools are left to the browser: nothing of them is in the HTML', async ({ page }) => {
    await page.goto('/organiser');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('after the app takes over', () => {
  test('each public page shows the heading it was sent with, with no error', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('https://embed.twitch.tv/**', (r) => r.abort());
    for (const route of publicRoutes) {
      const html = await (await page.request.get(route.path)).text();
      const sentHeading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<!-- -->|<[^>]+>/g, '');
      expect(sentHeading, route.path).toBeTruthy();
      await page.goto(route.path);
      await expect(page.locator('h1').first(), route.path).toHaveText(sentHeading ?? '');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('links are followed by the app, back and forward work, and the page stays interactive', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('https://embed.twitch.tv/**', (r) => r.abort());
    await page.goto('/');
    // A value on the window survives only if the app follows the link itself, without a page load.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/In-person tickets/);
    await expect(page).toHaveTitle(/^Tickets/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The form the server sent answers the buyer once the app has taken it over.
    const total = page.locator('.price-summary__total dd');
    const before = await total.textContent();
    await page
      .getByRole('button', { name: /^One more .* ticket$/ })
      .first()
      .click();
    await expect(total).not.toHaveText(before ?? '');
    // The country list loads with the form, after the page.
    await expect(page.getByLabel('Phone country').locator('option')).not.toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(/^Grid Gathering/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  // Code loaded later (the phone kit, a page reached by a link) brings its styles along; the styles the
  // server wrote into the page must keep their order, or the site's general rules win over the page's
  // and a control moves while the visitor reaches for it.
  test('the ticket counters keep their shape and place as the rest of the form loads, however the page was reached', async ({
    page,
  }) => {
    await page.route('https://embed.twitch.tv/**', (r) => r.abort());
    await page.setViewportSize({ width: 390, height: 800 });
    const plus = page.getByRole('button', { name: 'One more Adult ticket' });
    const field = page.getByRole('spinbutton', { name: 'Adult (18+) tickets' });
    const shape = async () => {
      await plus.scrollIntoViewIfNeeded();
      const [button, input] = await Promise.all([plus.boundingBox(), field.boundingBox()]);
      return { plusX: button?.x, fieldWidth: input?.width };
    };
    const countriesLoaded = async () => {
      await page.getByLabel('Phone number').scrollIntoViewIfNeeded();
      await expect(page.getByLabel('Phone country').locator('option')).not.toHaveCount(1);
    };

    await page.goto('/tickets');
    const asSent = await shape();
    await countriesLoaded();
    expect(await shape()).toEqual(asSent);

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
    await expect(plus).toBeVisible();
    expect(await shape()).toEqual(asSent);
    await countriesLoaded();
    expect(await shape()).toEqual(asSent);
  });
});

test('a pasted link is previewed from the tags in the served HTML', async ({ request }) => {
  const html = await (await request.get('/schedule')).text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toBe('Schedule · Grid Gathering');
  expect(meta('og:description')).toBeTruthy();
  expect(meta('twitter:card')).toBe('summary_large_image');
  const image = meta('og:image');
  expect(image).toMatch(/\/preview-card\.png$/);
  const picture = await request.get(new URL(image ?? '').pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
});
