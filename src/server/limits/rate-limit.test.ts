import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationBody } from '../../../tests/support/donations';
import { inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../tests/support/test-database';
import { ConfigError, loadConfig } from '../config/config';
import { parseRateLimit, rateLimiter, rateLimitHook } from './rate-limit';

/** The sentence of the 429 answer once the limiter says `retryAfterMs` is left to wait. */
async function refusal(retryAfterMs: number): Promise<string> {
  const app = Fastify();
  const limiter = { hit: async () => ({ allowed: false as const, retryAfterMs }) };
  app.post(
    '/',
    { preValidation: rateLimitHook(limiter, 'Too many orders from your address') },
    async () => 'ok',
  );
  try {
    const answer = await app.inject({ method: 'POST', url: '/' });
    expect(answer.statusCode).toBe(429);
    return answer.json<{ error: string }>().error;
  } finally {
    await app.close();
  }
}

describe('a rate limit as configured', () => {
  it('reads a count per window in seconds, minutes or hours', () => {
    expect(parseRateLimit('20/10m')).toEqual({ count: 20, windowMs: 600_000 });
    expect(parseRateLimit(' 5 / 30s ')).toEqual({ count: 5, windowMs: 30_000 });
    expect(parseRateLimit('100/1H')).toEqual({ count: 100, windowMs: 3_600_000 });
  });

  it('refuses anything else', () => {
    for (const bad of ['', '20', '20/10', '0/10m', '20/0m', '20/10d', '-1/10m', 'lots/10m', '1.5/10m'])
      expect(parseRateLimit(bad), bad).toBeUndefined();
  });

  it('has defaults that a person never meets, and stops the start on a bad value', () => {
    expect(loadConfig({}).limits).toEqual({
      orderCreate: { count: 60, windowMs: 600_000 },
      discountCheck: { count: 30, windowMs: 600_000 },
      ticketResend: { count: 3, windowMs: 3_600_000 },
      ticketResendClient: { count: 20, windowMs: 3_600_000 },
    });
    expect(loadConfig({ TICKET_RESEND_LIMIT: '1/30m' }).limits.ticketResend).toEqual({
      count: 1,
      windowMs: 1_800_000,
    });
    expect(() => loadConfig({ TICKET_RESEND_CLIENT_LIMIT: 'lots' })).toThrow(/TICKET_RESEND_CLIENT_LIMIT/);
    expect(loadConfig({ ORDER_CREATE_LIMIT: '5/1m' }).limits.orderCreate).toEqual({
      count: 5,
      windowMs: 60_000,
    });
    expect(() => loadConfig({ ORDER_CREATE_LIMIT: 'off', DISCOUNT_CHECK_LIMIT: '0/1m' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ ORDER_CREATE_LIMIT: 'off', DISCOUNT_CHECK_LIMIT: '0/1m' });
    } catch (error) {
      expect((error as Error).message).toContain(
        'ORDER_CREATE_LIMIT must be a count per window such as 60/10m',
      );
      expect((error as Error).message).toContain('DISCOUNT_CHECK_LIMIT');
    }
  });

  it('says how long to wait in words a person reads at a glance', async () => {
    const wait = (text: string) => `Too many orders from your address; please wait ${text} and try again.`;
    expect(await refusal(1)).toBe(wait('1 second'));
    expect(await refusal(45_000)).toBe(wait('45 seconds'));
    expect(await refusal(60_000)).toBe(wait('1 minute'));
    expect(await refusal(200_001)).toBe(wait('4 minutes'));
  });
});

describe.each(testEngines)('the per-address limiter on %s', (engine) => {
  let database: TestDatabase;
  let nowMs = 1_750_000_000_000;
  const clock = () => nowMs;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('lets an address through as often as the limit says, then tells it how long to wait', async () => {
    const limiter = rateLimiter(database.handle.db, 'test-window', { count: 3, windowMs: 60_000 }, clock);
    for (let i = 0; i < 3; i++) expect(await limiter.hit('203.0.113.1')).toMatchObject({ allowed: true });
    nowMs += 15_000;
    expect(await limiter.hit('203.0.113.1')).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect(await limiter.hit('203.0.113.2')).toMatchObject({ allowed: true });
    nowMs += 45_000;
    expect(await limiter.hit('203.0.113.1')).toMatchObject({ allowed: true });
  });

  it('keeps each purpose apart', async () => {
    const orders = rateLimiter(database.handle.db, 'test-a', { count: 1, windowMs: 60_000 }, clock);
    const checks = rateLimiter(database.handle.db, 'test-b', { count: 1, windowMs: 60_000 }, clock);
    expect(await orders.hit('203.0.113.9')).toMatchObject({ allowed: true });
    expect(await checks.hit('203.0.113.9')).toMatchObject({ allowed: true });
    expect((await orders.hit('203.0.113.9')).allowed).toBe(false);
  });

  it('lets exactly the limit through when one address sends a burst at once', async () => {
    const limiter = rateLimiter(database.handle.db, 'test-burst', { count: 5, windowMs: 60_000 }, clock);
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('203.0.113.50')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it('is shared by every instance on the same database', async () => {
    const first = rateLimiter(database.handle.db, 'test-shared', { count: 2, windowMs: 60_000 }, clock);
    const second = rateLimiter(database.handle.db, 'test-shared', { count: 2, windowMs: 60_000 }, clock);
    expect((await first.hit('203.0.113.77')).allowed).toBe(true);
    expect((await second.hit('203.0.113.77')).allowed).toBe(true);
    expect((await first.hit('203.0.113.77')).allowed).toBe(false);
  });
});

describe.each(testEngines)('limits on the public calls on %s', (engine) => {
  const app = appForSuite(engine, { ORDER_CREATE_LIMIT: '2/10m', DISCOUNT_CHECK_LIMIT: '3/5m' });

  const post = (url: string, payload: object, remoteAddress: string) =>
    app.server.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers 429 with Retry-After and a sentence once an address has made too many orders', async () => {
    const address = '192.0.2.10';
    expect((await post('/api/tickets/create', inPersonOrder(), address)).statusCode).toBe(201);
    // Ticket and donation orders share one count: both make PayPal orders.
    expect((await post('/api/orders/create', donationBody(), address)).statusCode).toBe(201);
    const refused = await post('/api/tickets/create', inPersonOrder(), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({
      error: 'Too many orders from your address; please wait 10 minutes and try again.',
    });
    expect((await post('/api/orders/create', donationBody(), address)).statusCode).toBe(429);
    expect((await post('/api/tickets/create', inPersonOrder(), '192.0.2.11')).statusCode).toBe(201);
  });

  it('counts refused bodies too, so a script cannot probe for free', async () => {
    const address = '192.0.2.20';
    expect((await post('/api/tickets/create', { nonsense: true }, address)).statusCode).toBe(400);
    expect((await post('/api/tickets/create', { nonsense: true }, address)).statusCode).toBe(400);
    expect((await post('/api/tickets/create', inPersonOrder(), address)).statusCode).toBe(429);
  });

  it('limits discount code checks per address, so codes cannot be found by guessing', async () => {
    const address = '192.0.2.30';
    for (const guess of ['AAAA', 'BBBB', 'SPONSOR'])
      expect((await post('/api/tickets/discount', { code: guess }, address)).statusCode).not.toBe(429);
    const refused = await post('/api/tickets/discount', { code: 'PRESENTER' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json()).toEqual({
      error: 'Too many discount code checks from your address; please wait 5 minutes and try again.',
    });
    expect((await post('/api/tickets/discount', { code: 'PRESENTER' }, '192.0.2.31')).statusCode).toBe(200);
  });

  it('counts a ticket order with a discount code as a code check, so orders cannot be used to guess', async () => {
    const address = '192.0.2.40';
    for (const guess of ['AAAA', 'BBBB'])
      expect((await post('/api/tickets/discount', { code: guess }, address)).statusCode).not.toBe(429);
    const mismatch = await post(
      '/api/tickets/create',
      inPersonOrder({ discount: 'SPONSOR', amount: 1 }),
      address,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      error: 'The price of this order has changed. Please reload the page and check your order.',
    });
    const refused = await post('/api/tickets/create', inPersonOrder({ discount: 'PRESENTER' }), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Too many discount code checks from your address; please wait 5 minutes and try again.',
    });
    expect((await post('/api/tickets/discount', { code: 'SPONSOR' }, address)).statusCode).toBe(429);
  });

  it('does not count a ticket order without a code as a code check', async () => {
    const address = '192.0.2.50';
    for (const guess of ['AAAA', 'BBBB', 'CCCC'])
      expect((await post('/api/tickets/discount', { code: guess }, address)).statusCode).not.toBe(429);
    expect((await post('/api/tickets/create', inPersonOrder({ discount: '  ' }), address)).statusCode).toBe(
      201,
    );
  });
});
