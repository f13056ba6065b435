import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { pageReadyMark } from '../../src/contracts/early-input';
import { chromiumLaunchOptions } from '../../tests/e2e/chromium';
import { measureScripts, scriptBudgetBytes } from '../../tests/e2e/script-weight';
import type { Figure } from './table';

// What a visitor on a slow phone feels on the pages where they type and tap (docs/benchmark.md, its slow
// phone part): Chromium with 150 ms of latency, 1.6 Mbit/s both ways and the processor four times
// slower, a fresh cache each time, a phone's screen. For each page:
// - the first tap that counts: from the moment the page's control shows, it is tapped every 50 ms (a
//   visitor tapping as soon as they can); a tap held by the early-input guard counts when the page makes
//   it (docs/decisions/040-early-input.md), so the figure is when its effect shows, from navigation start;
//   measured the same way, in turns, on the same rendered page made interactive by a few lines of plain
//   script instead of the app (baseline-page.mjs): the most this markup can do on that phone;
// - time to interactive: when the page is in the app's hands and answers taps (the app's page-ready
//   mark, set as it takes over what was done before: src/web/lib/early-input.ts);
// - the JavaScript fetched by network idle, as tests/e2e/script-budget.spec.ts counts it;
// - whether text typed key by key at first paint is still in its field once the app runs.
// Each timing is the median of several runs, on a fresh page each: this machine is shared.

const slowPhone = {
  latencyMs: 150,
  bytesPerSecond: (1.6 * 1024 * 1024) / 8,
  cpuSlowdown: 4,
};

/** How soon a tap must count, and the page be interactive, on the slow phone (docs/benchmark.md). */
const firstTapGoalMs = 1_500;
/** How much later than on the same page with plain script a tap may count (docs/benchmark.md). */
const plainRatioGoal = 2;

export interface PhonePage {
  path: string;
  /**
   * The control tapped, as a CSS selector of its first match, and what it changes when the page answers;
   * `plain` is what the baseline's plain script does on that tap, with `control` the tapped element.
   */
  tap: { selector: string; what: string; attribute: string; plain: string };
  /** A text field typed into at first paint. */
  type: { selector: string; text: string; what: string };
}

/** Both ticket pages' first counter: one more adult ticket. */
const adultPlus: PhonePage['tap'] = {
  selector: 'button[aria-label="One more Adult ticket"]',
  what: 'Adult +',
  attribute: 'aria-valuenow',
  plain: `const field = control.parentElement.querySelector('input');
  field.value = String(Number(field.value) + 1);
  field.setAttribute('aria-valuenow', field.value);`,
};

const phonePages: PhonePage[] = [
  {
    path: '/tickets',
    tap: adultPlus,
    type: { selector: 'input[type="email"]', text: 'fast.typer@example.com', what: 'Email' },
  },
  {
    path: '/livestream-tickets',
    tap: adultPlus,
    type: { selector: 'input[type="email"]', text: 'fast.typer@example.com', what: 'Email (Adult 1)' },
  },
  {
    path: '/donate/card',
    tap: {
      selector: 'button.incentive-category__toggle',
      what: 'first incentive category',
      attribute: 'aria-expanded',
      plain: `const open = control.getAttribute('aria-expanded') !== 'true';
  control.setAttribute('aria-expanded', String(open));
  document.getElementById(control.getAttribute('aria-controls')).hidden = !open;`,
    },
    type: { selector: 'input[autocomplete="nickname"]', text: 'Fast Typer', what: 'Display name' },
  },
];

interface PhoneRun {
  firstPaintMs: number;
  firstTapMs: number | null;
  interactiveMs: number | null;
}

export interface PhoneResult {
  path: string;
  runs: PhoneRun[];
  firstTapMs: number | null;
  interactiveMs: number | null;
  firstPaintMs: number | null;
  /** The same visits to the baseline page (plain script, no app). */
  plain: { runs: PhoneRun[]; firstTapMs: number | null; firstPaintMs: number | null };
  scriptKb: number;
  typed: { kept: boolean; value: string; expected: string; what: string };
}

/**
 * The baseline's script for each page, in place of the app's (baseline-page.mjs): from the head of the
 * page, a tap on the page's control does what the app would show, at once. The page is in its hands from
 * the start, so it sets the page-ready mark there.
 */
export function plainScripts(pages: PhonePage[] = phonePages): Record<string, string> {
  return Object.fromEntries(
    pages.map((target) => [
      target.path,
      [
        `performance.mark(${JSON.stringify(pageReadyMark)});`,
        "document.addEventListener('click', (event) => {",
        `  const control = document.querySelector(${JSON.stringify(target.tap.selector)});`,
        '  if (!control || !control.contains(event.target)) return;',
        `  ${target.tap.plain}`,
        '});',
      ].join('\n'),
    ]),
  );
}

/**
 * Notes, from the document's first byte, when `attribute` first changes on any element (the counter's
 * aria-valuenow, the disclosure's aria-expanded), from navigation start.
 */
function watchScript(attribute: string): string {
  return `(() => {
    const times = (window.__phoneTimes = { tap: null });
    new MutationObserver((records) => {
      if (times.tap === null && records.length > 0) times.tap = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [${JSON.stringify(attribute)}] });
  })();`;
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.bytesPerSecond,
    uploadThroughput: slowPhone.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  return page;
}

const phoneScreen = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: false };

interface Times {
  tap: number | null;
  ready: number | null;
  paint: number | null;
}

const readTimes = (page: Page) =>
  page.evaluate((readyMark): Times => {
    const times = (window as unknown as { __phoneTimes?: { tap: number | null } }).__phoneTimes;
    // No function is declared in here: tsx names each one with a helper that the page does not have.
    const [ready, paint] = [readyMark, 'first-contentful-paint'].map(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
    );
    return { tap: times?.tap ?? null, ready: ready ?? null, paint: paint ?? null };
  }, pageReadyMark);

// The page is watched with plain evaluations only: Playwright's locators and waitForFunction first inject
// a large script of their own into the page, which, on a processor four times slower, would hold up the
// very start being measured.

/** Calls `check` every 50 ms until it gives something. */
async function poll<T>(what: string, check: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await check();
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The centre of the first element matching `selector`, scrolled to as a visitor scrolls to it. */
const centreOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  }, selector);

const pageReady = (page: Page) => poll('the page to answer', async () => (await readTimes(page)).ready);

/** One visit: tap the page's control every 50 ms from the moment it shows until its effect does. */
async function tapRun(browser: Browser, base: string, target: PhonePage): Promise<PhoneRun> {
  const context = await browser.newContext({ baseURL: base, ...phoneScreen });
  try {
    const page = await throttledPage(context);
    await page.addInitScript(watchScript(target.tap.attribute));
    await page.goto(target.path, { waitUntil: 'commit' });
    const centre = await poll(`${target.path}: ${target.tap.what}`, () =>
      centreOf(page, target.tap.selector),
    );
    const deadline = Date.now() + 20_000;
    let times = await readTimes(page);
    while (times.tap === null && Date.now() < deadline) {
      await page.mouse.click(centre.x, centre.y);
      await page.waitForTimeout(50);
      times = await readTimes(page);
    }
    await pageReady(page);
    times = await readTimes(page);
    return { firstPaintMs: times.paint ?? Number.NaN, firstTapMs: times.tap, interactiveMs: times.ready };
  } finally {
    await context.close();
  }
}

/** One visit: tap the page's field as soon as it shows and type key by key; read it once the app runs. */
async function typeRun(browser: Browser, base: string, target: PhonePage): Promise<PhoneResult['typed']> {
  const context = await browser.newContext({ baseURL: base, ...phoneScreen });
  try {
    const page = await throttledPage(context);
    await page.goto(target.path, { waitUntil: 'commit' });
    const centre = await poll(`${target.path}: ${target.type.what}`, () =>
      centreOf(page, target.type.selector),
    );
    await page.mouse.click(centre.x, centre.y);
    await page.keyboard.type(target.type.text);
    await pageReady(page);
    // The take-over reports what was typed after the app's first effects; give its renders time to land.
    await page.waitForTimeout(1_000);
    const value = await page.evaluate(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.value ?? '',
      target.type.selector,
    );
    return { kept: value === target.type.text, value, expected: target.type.text, what: target.type.what };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const known = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** The median first tap; none when any visit's taps never counted. */
const firstTapOf = (runs: PhoneRun[]) =>
  runs.some((run) => run.firstTapMs === null) ? null : median(known(runs.map((run) => run.firstTapMs)));

const tapText = (run: PhoneRun) => (run.firstTapMs === null ? 'never' : `${Math.round(run.firstTapMs)} ms`);

export async function measureSlowPhone(options: {
  baseUrl: string;
  /** The baseline server (baseline-page.mjs) serving the same pages with plain script. */
  plainUrl: string;
  runs: number;
  pages?: PhonePage[];
  log(line: string): void;
}): Promise<PhoneResult[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results: PhoneResult[] = [];
  try {
    for (const target of options.pages ?? phonePages) {
      const runs: PhoneRun[] = [];
      const plainRuns: PhoneRun[] = [];
      // In turns, so that whatever else this shared machine does falls on both alike.
      for (let run = 0; run < options.runs; run += 1) {
        const result = await tapRun(browser, options.baseUrl, target);
        const plain = await tapRun(browser, options.plainUrl, target);
        options.log(
          `  ${target.path} run ${run + 1}: first paint ${Math.round(result.firstPaintMs)} ms, first tap counted ${tapText(result)}, interactive ${result.interactiveMs === null ? '-' : `${Math.round(result.interactiveMs)} ms`}; plain script: first paint ${Math.round(plain.firstPaintMs)} ms, first tap counted ${tapText(plain)}`,
        );
        runs.push(result);
        plainRuns.push(plain);
      }
      const typed = await typeRun(browser, options.baseUrl, target);
      const context = await browser.newContext({ baseURL: options.baseUrl, ...phoneScreen });
      const weight = await measureScripts(
        await context.newPage(),
        target.path,
        scriptBudgetBytes.publicPage,
      ).finally(() => context.close());
      results.push({
        path: target.path,
        runs,
        firstTapMs: firstTapOf(runs),
        interactiveMs: median(known(runs.map((run) => run.interactiveMs))),
        firstPaintMs: median(known(runs.map((run) => run.firstPaintMs))),
        plain: {
          runs: plainRuns,
          firstTapMs: firstTapOf(plainRuns),
          firstPaintMs: median(known(plainRuns.map((run) => run.firstPaintMs))),
        },
        scriptKb: weight.gzipBytes / 1024,
        typed,
      });
      options.log(
        `  ${target.path}: ${(weight.gzipBytes / 1024).toFixed(1)} KB of script by network idle; ${target.type.what} typed at first paint ${typed.kept ? 'kept' : `became "${typed.value}"`}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function slowPhoneFigures(results: PhoneResult[], runs: number): Figure[] {
  const section = `Slow phone (Chromium: ${slowPhone.latencyMs} ms latency, 1.6 Mbit/s, CPU ${slowPhone.cpuSlowdown}x; median of ${runs})`;
  const budgetKb = scriptBudgetBytes.publicPage / 1024;
  return results.flatMap((result) => {
    const spreadOf = (runs: PhoneRun[], pick: (run: PhoneRun) => number | null) =>
      runs.map((run) => (pick(run) === null ? 'never' : Math.round(pick(run)!))).join(', ');
    const spread = (pick: (run: PhoneRun) => number | null) => spreadOf(result.runs, pick);
    const plain = result.plain;
    return [
      {
        section,
        name: `${result.path}: first tap that counts`,
        ours: result.firstTapMs,
        baseline: null,
        unit: 'ms',
        goal: `<= ${firstTapGoalMs} ms`,
        holds: result.firstTapMs !== null && result.firstTapMs <= firstTapGoalMs,
        note: `runs: ${spread((run) => run.firstTapMs)} ms; first paint ${Math.round(result.firstPaintMs ?? Number.NaN)} ms`,
      },
      {
        section,
        name: `${result.path}: first tap that counts, against plain script`,
        ours: result.firstTapMs,
        baseline: plain.firstTapMs,
        unit: 'ms',
        goal: `<= ${plainRatioGoal}x baseline`,
        holds:
          result.firstTapMs !== null &&
          plain.firstTapMs !== null &&
          result.firstTapMs <= plainRatioGoal * plain.firstTapMs,
        note: `plain script: runs ${spreadOf(plain.runs, (run) => run.firstTapMs)} ms; first paint ${Math.round(plain.firstPaintMs ?? Number.NaN)} ms`,
      },
      {
        section,
        name: `${result.path}: time to interactive`,
        ours: result.interactiveMs,
        baseline: null,
        unit: 'ms',
        goal: `<= ${firstTapGoalMs} ms`,
        holds: result.interactiveMs !== null && result.interactiveMs <= firstTapGoalMs,
        note: `runs: ${spread((run) => run.interactiveMs)} ms`,
      },
      {
        section,
        name: `${result.path}: script fetched by network idle (gzip)`,
        ours: result.scriptKb,
        baseline: null,
        unit: 'KB',
        goal: `<= ${budgetKb} KB`,
        holds: result.scriptKb <= budgetKb,
      },
      {
        section,
        name: `${result.path}: text typed at first paint`,
        ours: null,
        baseline: null,
        unit: 'count',
        goal: 'kept',
        holds: result.typed.kept,
        note: result.typed.kept
          ? `${result.typed.what}: "${result.typed.expected}" kept`
          : `${result.typed.what}: "${result.typed.expected}" became "${result.typed.value}"`,
      },
    ];
  });
}
