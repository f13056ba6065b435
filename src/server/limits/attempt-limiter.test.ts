import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../tests/support/test-database';
import { attemptLimiter, clientKey, defaultAttemptLimits } from './attempt-limiter';

describe.each(testEngines)('the password limiter on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers the first wrong tries at once, then waits longer for each, up to a cap', async () => {
    const limits = { ...defaultAttemptLimits, freeTries: 3, delayBaseMs: 1000, maxDelayMs: 8000 };
    const limiter = attemptLimiter(database.handle.db, limits, () => 1_750_000_000_000);
    const delays: number[] = [];
    for (let tries = 1; tries <= 8; tries++) {
      const admission = await limiter.admit('203.0.113.5');
      delays.push(admission.kind === 'try' ? admission.delayMs : -1);
    }
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 8000]);
  });
});

describe('the addresses the password limiter counts by', () => {
  it('counts IPv4 addresses one by one', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts IPv6 addresses by their /64 block, however they are written', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
