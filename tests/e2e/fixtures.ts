import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Epoch seconds of moments the tests set the browser clock to. */
export const moments = {
  beforeFundraiserBlock: 1740000000, // 2025-02-19
  fundraiserCountdown: 1742000000, // 2025-03-15, block shown, stream not started
  eventLive: 1743800000, // 2025-04-04, convention running
  fundraiserLive: 1744500000, // 2025-04-12 23:20 UTC, 24-hour stream running
  fundraiserEnded: 1744700000, // 2025-04-15, stream over, block still shown
  afterFundraiserBlock: 1746000000, // 2025-04-30
};

/**
 * Sets the page's clock to a moment before it loads and holds it there: time then moves only when the
 * test says so (page.clock.runFor), so every assertion sees a known time.
 */
export async function setClock(page: Page, epochSeconds: number) {
  await page.clock.install({ time: (epochSeconds - 60) * 1000 });
  await page.clock.pauseAt(epochSeconds * 1000);
}

/** No serious or critical axe-core violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // axe schedules its work with timers; a paused test clock would stall it.
  await page.clock.resume().catch(() => {});
  // Colours are judged as a person reads them, once shown: text halfway through its fade-in (the ticker's
  // item, a toast) is not yet what anyone is asked to read. Endless animations (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // An item can also change while axe measures (the ticker turns every few seconds, and reads again on
  // events that other tests cause): with motion reduced, the pages' own CSS drops those fades, so what axe
  // measures is the colour at rest. A page the test keeps still stays so.
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!still) await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .analyze()
    .finally(() => (still ? undefined : page.emulateMedia({ reducedMotion: null })));
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/**
 * Waits until the app has taken over the page the server sent (main.tsx marks #root once it has):
 * until then the server's HTML shows but its buttons do nothing yet. Pages without #root (the overlay)
 * are ready as loaded. The test's own `page` waits on every load; a page a test opens itself calls this
 * after going to a rendered page.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || root.hasAttribute('data-started');
  });
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every load of the test's page waits for the app, as a visitor waits for a page to answer.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args);
            await waitForApp(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
  // Third-party scripts (Twitch, PayPal) cannot load here; those failures are expected and only logged.
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/** A phone on a slow connection: 150 ms of latency, 1.6 Mbit/s down, the processor four times slower. */
export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
