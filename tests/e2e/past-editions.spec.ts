import { edition } from '../../content/edition';
import { switchToNewEdition } from './editions';
import { expect, expectAccessible, slowPhone } from './fixtures';
import { test } from './fresh-server';

// The past editions are linked (docs/product/site-and-pages.md, "Past editions"): once the next edition
// is current, /stream's "Past streams" lists 2025's highlights above the hand-written 2024 and 2023 pages,
// on a slow phone, and the link opens them; a year without highlights is the site's not-found page from
// its first paint. A server of its own: the test makes another edition current.

const next = edition.year + 1;

test.use({ viewport: { width: 390, height: 844 } });

test('/stream links the past edition’s highlights once the next one is current; an unknown year is 404', async ({
  page,
  freshServer,
  consoleErrors,
}) => {
  const api = freshServer.api;
  await switchToNewEdition(api, { year: next });

  await slowPhone(page);
  await page.goto(`${freshServer.url}/stream`);
  const past = page.getByRole('region', { name: 'Past streams' }).getByRole('link');
  await expect(past).toHaveText([
    `${edition.product} ${edition.year} highlights`,
    '2024 24-hour livestream',
    '2023 fundraiser highlights',
  ]);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('stream-past-editions-phone.png'), fullPage: true });

  await past.first().click();
  await expect(page).toHaveURL(`${freshServer.url}/editions/${edition.year}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${edition.product} ${edition.year}` }),
  ).toBeVisible();
  await expect(page.locator('.edition-highlights__facts')).toContainText('Raised for charity$0.00');
  await expectAccessible(page);
  await page.screenshot({
    path: test.info().outputPath('past-edition-from-stream-phone.png'),
    fullPage: true,
  });

  // The current year and an unknown one: the not-found page, in the HTML itself, with its title.
  for (const year of [next, 1999]) {
    const html = await (await api.get(`/editions/${year}`)).text();
    expect(html).toContain('There is no page at this address.');
    expect(html).toContain(`<title>Not found · ${edition.product}</title>`);
    expect(html).not.toContain('Loading');
  }
  const answer = await page.goto(`${freshServer.url}/editions/1999`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('There is no page at this address.')).toBeVisible();
  // The app, once it has taken the page over, keeps the not-found title the server sent.
  await expect(page).toHaveTitle(`Not found · ${edition.product}`);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('past-edition-unknown-phone.png'), fullPage: true });
  // Taken over as sent: no mismatch between the server's page and the app's.
  expect(consoleErrors).toEqual([]);
});
