import { edition } from '../../content/edition';
import { switchToNewEdition } from './editions';
import { expect, expectAccessible, slowPhone } from './fixtures';
import { test } from './fresh-server';
import { buyLivestreamTickets, donate } from './purchases';
import { measureScripts, scriptBudgetBytes } from './script-weight';

// A past edition keeps a highlights page (docs/product/site-and-pages.md, "Past editions"): once the
// next edition is current, /editions/2025 shows what 2025 raised, its donations and tickets and how its
// incentives ended, from the database, on a slow phone; the current edition and unknown years are 404.
// A server of its own: the test makes another edition current.

const phone = { width: 390, height: 844 };
const next = edition.year + 1;

test.use({ viewport: phone });

test('a past edition’s highlights page shows its totals and incentives; the current year is 404', async ({
  page,
  freshServer,
}) => {
  const api = freshServer.api;
  await donate(api, { name: 'Ada', amount: 40, incentiveID: 'blindfold' });
  await donate(api, { name: 'Ben', amount: 25 });
  await buyLivestreamTickets(api, 2);
  await switchToNewEdition(api, { year: next, copyIncentives: true });

  await slowPhone(page);
  const answer = await page.goto(`${freshServer.url}/editions/${edition.year}`);
  expect(answer?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: `${edition.product} ${edition.year}` }),
  ).toBeVisible();
  await expect(page.getByText(edition.datesText)).toBeVisible();
  // $40 + $25 donated and two $30 stream tickets.
  const facts = page.locator('.edition-highlights__facts');
  await expect(facts).toContainText('Raised for charity$125.00');
  await expect(facts).toContainText('Donations2');
  await expect(facts).toContainText('Tickets sold2');
  const blindfold = page.getByRole('listitem').filter({ hasText: 'Speed-solve a 16x16 blindfolded' });
  await expect(blindfold).toContainText('$40.00 of');
  await expect(blindfold).toContainText('Goal not met');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('edition-highlights-phone.png'), fullPage: true });

  // Within a public page's script budget (docs/decisions/041-script-budgets.md); not in the route list
  // script-budget.spec.ts walks, since its address holds a year.
  const budget = scriptBudgetBytes.publicPage;
  const weight = await measureScripts(page, `${freshServer.url}/editions/${edition.year}`, budget);
  expect(weight.scripts.length).toBeGreaterThan(0);
  expect(weight.gzipBytes).toBeLessThanOrEqual(budget);

  // Sent rendered: the numbers are in the HTML itself, before any script runs.
  const html = await (await api.get(`/editions/${edition.year}`)).text();
  expect(html).toContain('$125.00');
  // Its link previews and search results name this page, not the pattern.
  expect(html).toContain(`<link rel="canonical" href="${freshServer.url}/editions/${edition.year}" />`);

  // The current edition has no highlights page yet, nor does a year without an edition.
  expect((await api.get(`/editions/${next}`)).status()).toBe(404);
  expect((await api.get('/editions/1999')).status()).toBe(404);
  await page.goto(`${freshServer.url}/editions/1999`);
  await expect(page.getByText('There is no page at this address.')).toBeVisible();
  // The content pages of past streams are as they were.
  expect((await api.get('/stream2024')).status()).toBe(200);
  expect((await api.get('/stream2023')).status()).toBe(200);
});
