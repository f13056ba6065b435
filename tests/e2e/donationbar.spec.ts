import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { test } from './fresh-server';
import { buyLivestreamTickets, donate } from './purchases';
import { controlSocket } from './socket-control';

// The stream overlay /donationbar and the /donations list, each test on a server of its own so that the
// totals start from zero. Purchases go through the real create, approve (PayPal emulator) and capture
// calls; the pages hear of them over socket.io.

const lastDonation = (page: Page) => page.getByText(/^(Last donation: .*|No donations yet)$/);
const ticketsSold = (page: Page) => page.getByText(/^Tickets sold: /);
const totalRaised = (page: Page) => page.getByText(/^Total raised: /);
const ticketBar = (page: Page) => page.getByRole('progressbar', { name: /Tickets sold/ });
const staleMarker = (page: Page) => page.getByRole('img', { name: 'Reconnecting…' });

/** The filled part of the ticket bar, in percent of the bar's inner width. */
const barPercent = (page: Page) =>
  ticketBar(page).evaluate((track) => {
    const fill = track.firstElementChild as HTMLElement;
    return Math.round((fill.getBoundingClientRect().width / track.clientWidth) * 1000) / 10;
  });

/** Counts the page's GET /api/progress calls: started, and still waiting for an answer. */
function watchSummaryLoads(page: Page) {
  const loads = { started: 0, open: 0 };
  const isSummary = (url: string) => new URL(url).pathname === '/api/progress';
  page.on('request', (request) => {
    if (!isSummary(request.url())) return;
    loads.started += 1;
    loads.open += 1;
  });
  const done = (request: { url(): string }) => {
    if (isSummary(request.url())) loads.open -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return loads;
}

/** The overlay opened on `serverUrl`, once its socket (under the test's control) has connected. */
async function openConnected(page: Page, serverUrl: string) {
  const socket = await controlSocket(page);
  await page.goto(`${serverUrl}/donationbar`);
  await socket.connected();
  return socket;
}

test.describe('the progress bar overlay', () => {
  test('its test-mode tag covers no text at any width from 320 to 800 px', async ({
    page,
    freshServer,
  }, testInfo) => {
    await page.goto(`${freshServer.url}/donationbar`);
    const tag = page.getByText('Test mode: payments are simulated');
    for (const width of [320, 390, 480, 600, 760, 800]) {
      await page.setViewportSize({ width, height: 300 });
      await expect(tag).toBeVisible();
      const overlaps = await page.evaluate(() => {
        const tagBox = document.querySelector('.donationbar-test-mode')!.getBoundingClientRect();
        const texts = [...document.querySelectorAll('.donationbar p:not(.donationbar-test-mode)')];
        return texts
          .filter((text) => {
            const box = text.getBoundingClientRect();
            return (
              box.left < tagBox.right &&
              tagBox.left < box.right &&
              box.top < tagBox.bottom &&
              tagBox.top < box.bottom
            );
          })
          .map((text) => text.textContent);
      });
      await testInfo.attach(`donationbar-${width}px`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      expect(overlaps, `at ${width} px`).toEqual([]);
    }
    await expectAccessible(page);
  });

  test("a fresh overlay shows 'No donations yet', 'Tickets sold: 0 / 100', $0.00 and the !donate hint", async ({
    page,
    freshServer,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${freshServer.url}/donationbar`);
    await expect(lastDonation(page)).toHaveText('No donations yet');
    await expect(ticketsSold(page)).toHaveText('Tickets sold: 0 / 100');
    await expect(totalRaised(page)).toHaveText('Total raised: $0.00');
    await expect(page.getByText('Type !donate for information on how to donate')).toBeVisible();
    expect(await barPercent(page)).toBe(0);
    // No banner, navigation or footer on the overlay.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('its first paint already shows the numbers: the server sends them in the page, before any script', async ({
    browser,
    freshServer,
  }) => {
    await donate(freshServer.api, { name: 'Ada <b>Lovelace</b>', amount: 25.5 });
    await buyLivestreamTickets(freshServer.api, 3);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${freshServer.url}/donationbar`);
      await expect(lastDonation(page)).toHaveText('Last donation: $25.50 by Ada <b>Lovelace</b>');
      await expect(ticketsSold(page)).toHaveText('Tickets sold: 3 / 100');
      await expect(ticketBar(page)).toHaveAttribute('aria-valuenow', '3');
      expect(await barPercent(page)).toBe(3);
      await expect(totalRaised(page)).toHaveText('Total raised: $115.50');
      await expect(page.getByText('Type !donate for information on how to donate')).toBeVisible();
      await expect(page.getByText('Test mode: payments are simulated')).toBeVisible();
      await expect(staleMarker(page)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('its script loads only the overlay: no React or router, at most 30 KB gzipped', async ({
    page,
    freshServer,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${freshServer.url}/donationbar`);
    await expect(ticketsSold(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Gzip at zlib's default level, as npm run bench counts (scripts/bench/bundle-size.ts).
    let gzipped = 0;
    for (const url of scripts) {
      const response = await freshServer.api.get(url);
      expect(response.ok(), url).toBe(true);
      gzipped += gzipSync(await response.body()).length;
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(30 * 1024);
  });

  for (const size of [
    { width: 1920, height: 1080 },
    { width: 480, height: 120 },
  ]) {
    test(`the page is transparent and has no scroll bars in a ${size.width}x${size.height} source`, async ({
      page,
      freshServer,
    }) => {
      await page.setViewportSize(size);
      await page.goto(`${freshServer.url}/donationbar`);
      await expect(ticketsSold(page)).toBeVisible();
      const look = await page.evaluate(() => {
        const html = getComputedStyle(document.documentElement);
        const body = getComputedStyle(document.body);
        return {
          backgrounds: [
            html.backgroundColor,
            html.backgroundImage,
            body.backgroundColor,
            body.backgroundImage,
          ],
          overflow: [html.overflow, body.overflow],
          scrollBarWidth: window.innerWidth - document.documentElement.clientWidth,
          scrollBarHeight: window.innerHeight - document.documentElement.clientHeight,
        };
      });
      expect(look.backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'none', 'rgba(0, 0, 0, 0)', 'none']);
      expect(look.overflow).toEqual(['hidden', 'hidden']);
      expect(look.scrollBarWidth).toBe(0);
      expect(look.scrollBarHeight).toBe(0);
    });
  }

  test('a donation and a ticket purchase show on the open overlay within a second, without reload', async ({
    page,
    freshServer,
  }) => {
    const socket = await controlSocket(page);
    const loads = watchSummaryLoads(page);
    await page.goto(`${freshServer.url}/donationbar`);
    await expect(lastDonation(page)).toHaveText('No donations yet');
    await socket.connected();
    // The page came with its summary; the reload that follows the connection, done before anything is
    // bought.
    await expect.poll(() => loads.started >= 1 && loads.open === 0).toBe(true);
    const loadsBefore = loads.started;
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    await donate(freshServer.api, { name: 'Ada Lovelace', amount: 25.5 });
    await expect(lastDonation(page)).toHaveText('Last donation: $25.50 by Ada Lovelace', { timeout: 1_000 });
    await expect(totalRaised(page)).toHaveText('Total raised: $25.50', { timeout: 1_000 });

    await buyLivestreamTickets(freshServer.api, 3);
    await expect(ticketsSold(page)).toHaveText('Tickets sold: 3 / 100', { timeout: 1_000 });
    await expect(totalRaised(page)).toHaveText('Total raised: $115.50', { timeout: 1_000 });
    await expect(ticketBar(page)).toHaveAttribute('aria-valuenow', '3');
    expect(await barPercent(page)).toBe(3);

    await donate(freshServer.api, { name: '', amount: 3 });
    await expect(lastDonation(page)).toHaveText('Last donation: $3.00 by Anonymous', { timeout: 1_000 });
    await expect(totalRaised(page)).toHaveText('Total raised: $118.50', { timeout: 1_000 });

    await buyLivestreamTickets(freshServer.api, 2);
    await expect(ticketsSold(page)).toHaveText('Tickets sold: 5 / 100', { timeout: 1_000 });
    expect(await barPercent(page)).toBe(5);

    // Every change came over the socket: no reload of the page, not even of the summary.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(loads.started).toBe(loadsBefore);
    await expect(staleMarker(page)).toHaveCount(0);
  });

  test('events that arrive out of order never move the totals back: the newest revision stays shown', async ({
    page,
    freshServer,
  }) => {
    const socket = await openConnected(page, freshServer.url);
    // Every total the overlay shows, in order, from here on.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as { totalsShown?: string[] }).totalsShown = shown;
      new MutationObserver(() => {
        const text = document.querySelector('.donationbar-total')?.textContent ?? '';
        if (text !== shown.at(-1)) shown.push(text);
      }).observe(document.querySelector('main.donationbar')!, { childList: true, subtree: true });
    });
    const totalsShown = () => page.evaluate(() => (window as { totalsShown?: string[] }).totalsShown);

    socket.hold('progress');
    await donate(freshServer.api, { name: 'First', amount: 10 });
    await donate(freshServer.api, { name: 'Second', amount: 20 });
    await expect.poll(() => socket.heldCount).toBe(2);
    // The second payment's totals reach the page before the first's.
    socket.releaseNewestFirst();
    await expect(lastDonation(page)).toHaveText('Last donation: $20.00 by Second');
    await expect(totalRaised(page)).toHaveText('Total raised: $30.00');
    // Frames arrive in order on one connection: once the next payment shows, the late one was read.
    await donate(freshServer.api, { name: 'Third', amount: 5 });
    await expect(totalRaised(page)).toHaveText('Total raised: $35.00');
    expect(await totalsShown()).toEqual(['Total raised: $30.00', 'Total raised: $35.00']);
  });

  test('a donor name is shown as plain text on the overlay', async ({ page, freshServer }) => {
    await openConnected(page, freshServer.url);
    const name = '<img src=x onerror="window.injected=1">';
    await donate(freshServer.api, { name, amount: 1 });
    await expect(lastDonation(page)).toHaveText(`Last donation: $1.00 by ${name}`);
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  });

  test('a name that looks like an amount is set apart from the sentence, on one line of its own colour', async ({
    page,
    freshServer,
  }) => {
    await openConnected(page, freshServer.url);
    // A right-to-left override would have reversed it; it is dropped before the name is stored.
    await donate(freshServer.api, { name: '\u202E$10,000.00 by Elon', amount: 1 });
    await expect(lastDonation(page)).toHaveText('Last donation: $1.00 by $10,000.00 by Elon');
    const name = lastDonation(page).locator('.donationbar-name');
    await expect(name).toHaveText('$10,000.00 by Elon');
    const look = await name.evaluate((element) => {
      const own = getComputedStyle(element);
      const sentence = getComputedStyle(element.parentElement as HTMLElement);
      return {
        colours: [own.color, sentence.color],
        backgrounds: [own.backgroundColor, sentence.backgroundColor],
        whiteSpace: own.whiteSpace,
        overflow: own.overflow,
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(own.lineHeight),
      };
    });
    expect(look.colours[0]).not.toBe(look.colours[1]);
    expect(look.backgrounds[0]).not.toBe(look.backgrounds[1]);
    expect(look.whiteSpace).toBe('nowrap');
    expect(look.overflow).toBe('hidden');
    // One line, and nothing in it reaches beyond that line.
    expect(look.height).toBeLessThanOrEqual(look.lineHeight + 0.5);
  });

  test('after its connection was cut, the overlay shows a stale marker and catches up once reconnected', async ({
    page,
    freshServer,
  }) => {
    const socket = await openConnected(page, freshServer.url);
    await donate(freshServer.api, { name: 'Before', amount: 10 });
    await expect(lastDonation(page)).toHaveText('Last donation: $10.00 by Before');
    await expect(staleMarker(page)).toHaveCount(0);

    await socket.cut();
    await expect(staleMarker(page)).toBeVisible();
    await donate(freshServer.api, { name: 'Meanwhile', amount: 20 });
    await buyLivestreamTickets(freshServer.api, 2);
    // Nothing of it reached the page while the connection was down.
    await expect(lastDonation(page)).toHaveText('Last donation: $10.00 by Before');
    await expect(ticketsSold(page)).toHaveText('Tickets sold: 0 / 100');

    await socket.restore();
    // socket.io retries 1 s apart, growing to 5 s (docs/product/realtime.md).
    await socket.connected(2);
    await expect(lastDonation(page)).toHaveText('Last donation: $20.00 by Meanwhile');
    await expect(ticketsSold(page)).toHaveText('Tickets sold: 2 / 100');
    await expect(totalRaised(page)).toHaveText('Total raised: $90.00');
    expect(await barPercent(page)).toBe(2);
    await expect(staleMarker(page)).toHaveCount(0);

    // And live again, counting each purchase once.
    await donate(freshServer.api, { name: 'After', amount: 5 });
    await expect(lastDonation(page)).toHaveText('Last donation: $5.00 by After', { timeout: 1_000 });
    await expect(totalRaised(page)).toHaveText('Total raised: $95.00', { timeout: 1_000 });
  });
});

test.describe('donor names on the overlay', () => {
  // Each at most the 60 characters a display name may have, and among the widest a name can be.
  const names = {
    'sixty Ws': 'W'.repeat(60),
    emoji: `Puzzle fan club ${'🧩🎉'.repeat(11)}`,
    'right-to-left text': 'محمد عبد الرحمن الشمري — فريق حل الألغاز في القاهرة 2025',
  };

  /** Where the last donation's text lies, line by line, against its own box, the panel and the page. */
  const measure = (page: Page) =>
    lastDonation(page).evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const rects = [...range.getClientRects()];
      const text = {
        left: Math.min(...rects.map((r) => r.left)),
        top: Math.min(...rects.map((r) => r.top)),
        right: Math.max(...rects.map((r) => r.right)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
      const panel = (line.closest('main') as HTMLElement).getBoundingClientRect();
      return {
        text,
        page: { width: window.innerWidth, height: window.innerHeight },
        panelBottom: panel.bottom,
        lineOverflows: line.scrollWidth > line.clientWidth + 0.5,
        fontSize: Number.parseFloat(getComputedStyle(line).fontSize),
      };
    });

  for (const size of [
    { width: 800, height: 100 },
    { width: 1920, height: 200 },
  ]) {
    test(`a ${size.width}x${size.height} source shows a 60-character name and its amount in full, wide, emoji or right-to-left`, async ({
      page,
      freshServer,
    }, testInfo) => {
      const socket = await controlSocket(page);
      await page.setViewportSize(size);
      await page.goto(`${freshServer.url}/donationbar`);
      await socket.connected();
      for (const [kind, name] of Object.entries(names)) {
        expect(name.length).toBeLessThanOrEqual(60);
        await donate(freshServer.api, { name, amount: 9_999.99 });
        await expect(lastDonation(page)).toHaveText(`Last donation: $9,999.99 by ${name}`);
        const box = await measure(page);
        // The text's box lies inside the page's box: nothing of the name or the amount is cut off.
        expect(box.text.left, kind).toBeGreaterThanOrEqual(0);
        expect(box.text.top, kind).toBeGreaterThanOrEqual(0);
        expect(box.text.right, kind).toBeLessThanOrEqual(box.page.width);
        expect(box.text.bottom, kind).toBeLessThanOrEqual(box.page.height);
        expect(box.lineOverflows, kind).toBe(false);
        // And so does the rest of the panel, the hint included.
        expect(box.panelBottom, kind).toBeLessThanOrEqual(box.page.height);
        await expect(page.getByText('Type !donate for information on how to donate')).toBeInViewport({
          ratio: 1,
        });
        // Shrunk, never to a size nobody can read on a stream.
        expect(box.fontSize, kind).toBeGreaterThanOrEqual(9);
        await page.screenshot({ path: testInfo.outputPath(`overlay-${kind.replace(/\W+/g, '-')}.png`) });
      }
      // Three of the largest donations: the total has its thousands separators.
      await expect(totalRaised(page)).toHaveText('Total raised: $29,999.97');
    });
  }
});

test.describe('the donations list', () => {
  test('lists donations newest first, as plain text, and adds a new one on top as it arrives', async ({
    page,
    freshServer,
  }) => {
    const { api } = freshServer;
    await donate(api, { name: 'First Donor', amount: 5, message: 'Good luck, solvers!' });
    await donate(api, { name: '', amount: 7.5 });
    const markup = '<img src=x onerror="window.injected=1">';
    await donate(api, {
      name: markup,
      amount: 1,
      message: '<b>bold</b> & <script>window.injected=2</script>',
    });

    const socket = await controlSocket(page);
    await page.goto(`${freshServer.url}/donations`);
    const items = page.getByRole('list', { name: 'Donations, newest first' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(markup);
    await expect(items.nth(0)).toContainText('<b>bold</b> & <script>window.injected=2</script>');
    await expect(items.nth(1)).toContainText('Anonymous');
    await expect(items.nth(1)).toContainText('$7.50');
    await expect(items.nth(2)).toContainText('First Donor');
    await expect(items.nth(2)).toContainText('$5.00');
    await expect(items.nth(2)).toContainText('Good luck, solvers!');
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();

    await socket.connected();
    await donate(api, { name: 'Latest Donor', amount: 12 });
    await expect(items).toHaveCount(4, { timeout: 1_000 });
    await expect(items.nth(0)).toContainText('Latest Donor');
    await expect(items.nth(0)).toContainText('$12.00');
    await expectAccessible(page);
  });

  test('says so when there are no donations yet', async ({ page, freshServer }) => {
    await page.goto(`${freshServer.url}/donations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Recent donations' })).toBeVisible();
    await expect(page.getByText('No donations yet. Yours could be the first!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'how to donate' })).toHaveAttribute('href', '/donate');
  });
});
