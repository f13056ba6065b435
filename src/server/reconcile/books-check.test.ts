import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { type PayPalOutcomes, paypalOutcomes } from '../../../tests/support/paypal-outcomes';
import { createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';
import type { BooksStatus } from '../../contracts/books';
import { startInFlightSweep } from '../orders/in-flight-sweep';
import { emulatorPrefix } from '../payments/paypal-setup';
import { booksCheck } from './books-check';

// After PayPal could not be asked the sweep tries again 15 minutes later; "Compare now" starts at most
// once a minute (docs/product/organisers.md).
const retryMs = 15 * 60_000;
const compareSpacingMs = 60_000;

// The daily comparison with PayPal in the sweep, and on the dashboard
// (docs/decisions/038-books-match-paypal.md).

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testEngines)('the books compared with PayPal daily (%s)', (engine) => {
  let app: TestApp;
  let nowMs: number;
  // PayPal at its own URL: it counts Transaction Search calls, and is cut off for them when a test says so.
  let paypal: PayPalOutcomes;
  const searches = () => paypal.callsOf('search-transactions');

  beforeEach(async () => {
    nowMs = Date.now();
    // PayPal shares the app's clock, so a test can move past Transaction Search's three-hour lag.
    paypal = paypalOutcomes({ now: () => nowMs });
    app = await createTestApp(engine, {}, { now: () => nowMs, paypal });
  });
  afterEach(async () => {
    await app.close();
  });

  /**
   * A comparison that matched, run at `ms`: it compared up to where PayPal's data ended, three hours
   * earlier in whole seconds (the emulator's last_refreshed_datetime).
   */
  const matchAt = (ms: number) => ({
    state: 'match',
    at: new Date(ms).toISOString(),
    comparedTo: new Date(Math.floor((ms - 3 * 60 * 60_000) / 1000) * 1000).toISOString(),
  });
  const overviewBooks = async () =>
    ((await organiserPost(app, '/api/organiser/overview')).body as { books: BooksStatus }).books;

  /**
   * PayPal captures an order and nobody hears of it (a lost answer and a lost webhook); the clock then
   * moves four hours on, past the lag of PayPal's reporting.
   */
  async function silentCapture() {
    const orderId = (await createOrder(app, inPersonOrder())).body.id!;
    const silent = await app.emulator.inject({
      method: 'POST',
      url: `${emulatorPrefix}/v2/checkout/orders/${orderId}/capture-silently`,
    });
    expect(silent.statusCode).toBe(201);
    nowMs += 4 * 60 * 60_000;
    return orderId;
  }

  it('says the books were not compared yet, then compares them once a day in the sweep', async () => {
    expect(await overviewBooks()).toEqual({ state: 'never' });
    await app.sweep.run({ settleMs: 0 });
    expect(searches()).toBe(1);
    expect(await overviewBooks()).toEqual(matchAt(nowMs));

    nowMs += dayMs - 60_000;
    await app.sweep.run({ settleMs: 0 });
    expect(searches()).toBe(1);
    nowMs += 2 * 60_000;
    await app.sweep.run({ settleMs: 0 });
    expect(searches()).toBe(2);
  });

  it('compares once when two instances sweep at the same moment', async () => {
    const other = startInFlightSweep({
      capture: app.capture,
      books: booksCheck({ db: app.database.handle.db, paypal: app.paypal, now: () => nowMs, log: console }),
      log: console,
      intervalMs: 60 * 60_000,
    });
    try {
      await Promise.all([app.sweep.run({ settleMs: 0 }), other.run({ settleMs: 0 })]);
    } finally {
      other.close();
    }
    expect(searches()).toBe(1);
  });

  it('lists a capture our books lack on the overview, in the comparison’s own words', async () => {
    const orderId = await silentCapture();
    // The sweep leaves the order alone (it is younger than `settleMs` on the app's clock, four hours on),
    // so the comparison finds the capture our books lack.
    await app.sweep.run({ settleMs: dayMs });
    const books = await overviewBooks();
    expect(books.state).toBe('differences');
    expect(books.state === 'differences' && books.differences).toEqual([
      expect.stringMatching(
        new RegExp(
          `^PayPal captured \\$150\\.00 for order ${orderId} .* but our books have no purchase for it\\.$`,
        ),
      ),
    ]);
  });

  it('compares at once on "Compare now", at most once a minute', async () => {
    await app.sweep.run({ settleMs: 0 });
    const early = await organiserPost(app, '/api/organiser/books/compare');
    expect(early.status).toBe(429);
    expect((early.body as { error: string }).error).toMatch(/less than a minute ago/);
    expect(searches()).toBe(1);

    const orderId = await silentCapture();
    nowMs += compareSpacingMs;
    const compared = await organiserPost(app, '/api/organiser/books/compare');
    expect(compared.status).toBe(200);
    expect(searches()).toBe(2);
    const { books } = compared.body as { books: BooksStatus };
    expect(books.state === 'differences' && books.differences[0]).toContain(`order ${orderId}`);
    expect(await overviewBooks()).toEqual(books);
    expect((await organiserPost(app, '/api/organiser/books/compare')).status).toBe(429);
  });

  it('shows that PayPal could not be reached, and tries again after a back-off rather than a day later', async () => {
    paypal.setUnreachable('search-transactions', true);
    await app.sweep.run({ settleMs: 0 });
    const failed = await overviewBooks();
    expect(failed).toEqual({
      state: 'failed',
      at: new Date(nowMs).toISOString(),
      reason: expect.stringMatching(/^PayPal did not answer/),
    });

    paypal.setUnreachable('search-transactions', false);
    await app.sweep.run({ settleMs: 0 });
    expect(await overviewBooks()).toEqual(failed);
    nowMs += retryMs;
    await app.sweep.run({ settleMs: 0 });
    expect(await overviewBooks()).toEqual(matchAt(nowMs));
  });
});
