import { incentiveSeed } from '../../content/incentives';
import { scheduleSeed, scheduleTexts } from '../../content/schedule';
import { expect, moments, setClock } from './fixtures';
import { test } from './fresh-server';
import { donate } from './purchases';

// A rendered page that shows API answers is sent with them (docs/decisions/027): before the event the
// schedule is in the HTML itself, not "Loading schedule...", and the app takes it over as it was sent.
// The server renders with its own clock, so this runs on a server of its own whose clock is moved there.

test.use({ freshServerClockMs: moments.fundraiserCountdown * 1000 });

const firstTitle = scheduleSeed[0]?.events ?? '';

test('the schedule is in the HTML the server sends, and stays when the app takes over', async ({
  freshServer,
  browser,
  page,
  consoleErrors,
}) => {
  const html = await (await freshServer.api.get('/schedule')).text();
  expect(html).not.toContain(scheduleTexts.loading);
  expect(html).toContain('id="page-data"');

  // Without JavaScript: the entries themselves, from the HTML alone.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`${freshServer.url}/schedule`);
    await expect(plain.getByRole('heading', { level: 1, name: 'Livestream schedule' })).toBeVisible();
    await expect(plain.getByText(firstTitle).first()).toBeVisible();
    await expect(plain.getByText(scheduleTexts.loading)).toHaveCount(0);
  } finally {
    await noScript.close();
  }

  // With it: the app takes the same entries over (no hydration error), then reads the schedule again
  // when its socket connects, so an edit made since the page was rendered shows too.
  await setClock(page, moments.fundraiserCountdown);
  let reads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/schedule')) reads += 1;
  });
  await page.goto(`${freshServer.url}/schedule`);
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  await expect.poll(() => reads).toBeGreaterThan(0);
  await expect(page.getByText(scheduleTexts.loading)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the incentives and the newest donations are in the HTML too, and the app takes them over', async ({
  freshServer,
  page,
  consoleErrors,
}) => {
  await donate(freshServer.api, { name: 'Rendered Donor', amount: 12, message: 'Sent with the page' });
  const incentive = incentiveSeed[0]?.title ?? '';
  for (const [path, shown] of [
    ['/donations', 'Sent with the page'],
    ['/donate/card', incentive],
  ] as const) {
    const html = await (await freshServer.api.get(path)).text();
    expect(html, path).toContain(shown);
    expect(html, path).not.toMatch(/Loading (donations|incentives)/);
    await page.goto(`${freshServer.url}${path}`);
    await expect(page.getByText(shown).first(), path).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('the prizes are in the HTML of /prizes, which /donate links beside the donations', async ({
  freshServer,
  page,
  consoleErrors,
}) => {
  const now = moments.fundraiserCountdown * 1000;
  const added = await freshServer.api.post('/api/organiser/prizes', {
    data: {
      pass: 'e2e-organiser-password',
      name: 'Rendered grid prize',
      description: 'Sent with the page.',
      minimumDonation: 10,
      opensAt: new Date(now - 86_400_000).toISOString(),
      closesAt: new Date(now + 86_400_000).toISOString(),
    },
  });
  expect(added.status()).toBe(201);
  const html = await (await freshServer.api.get('/prizes')).text();
  expect(html).toContain('Rendered grid prize');
  expect(html).not.toContain('Loading prizes');

  await setClock(page, moments.fundraiserCountdown);
  await page.goto(`${freshServer.url}/donate`);
  await page.screenshot({ path: 'test-results/donate-links-prizes.png', fullPage: true });
  await page.getByRole('link', { name: 'Prizes donors can win, and who won them' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prizes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Rendered grid prize' })).toBeVisible();
  await page.goto(`${freshServer.url}/prizes`);
  await expect(page.getByRole('heading', { level: 3, name: 'Rendered grid prize' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
