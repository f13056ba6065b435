import { describe, expect, it } from 'vitest';
import { clientKey, defaultAttemptLimits, slowDownMs } from './attempt-limiter';

describe('the password limiter', () => {
  it('answers the first wrong tries at once, then waits longer for each, up to a cap', () => {
    const limits = { ...defaultAttemptLimits, freeTries: 3, delayBaseMs: 1000, maxDelayMs: 8000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((tries) => slowDownMs(tries, limits))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 8000,
    ]);
  });

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
