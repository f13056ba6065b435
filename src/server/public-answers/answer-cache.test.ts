import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache';

describe('a cached public answer', () => {
  it('is read once for many visitors, and again after a change or when it is a second old', async () => {
    let reads = 0;
    let clock = 0;
    const cache = answerCache(
      async () => ({ read: ++reads }),
      1_000,
      () => clock,
    );
    expect(await cache.json()).toBe('{"read":1}');
    expect(await cache.json()).toBe('{"read":1}');
    cache.invalidate();
    expect(await cache.json()).toBe('{"read":2}');
    clock = 1_000;
    expect(await cache.json()).toBe('{"read":3}');
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = answerCache(async () => {
      if (fail) throw new Error('database away');
      return [1];
    }, 60_000);
    await expect(cache.json()).rejects.toThrow('database away');
    fail = false;
    expect(await cache.json()).toBe('[1]');
  });
});
