import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { answerCache, sendCached } from './answer-cache';

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
    const cache = answerCache(
      async () => {
        if (fail) throw new Error('database away');
        return [1];
      },
      60_000,
      Date.now,
    );
    await expect(cache.json()).rejects.toThrow('database away');
    fail = false;
    expect(await cache.json()).toBe('[1]');
  });

  it("compresses an unchanged answer once, and with brotli's best quality once it stayed the same", async () => {
    let clock = 0;
    const rows = Array.from({ length: 300 }, (_, id) => ({ id, name: `Donor ${id % 7}`, amount: id * 1.5 }));
    const cache = answerCache(
      async () => rows,
      1_000,
      () => clock,
    );
    const first = await cache.encoded('br');
    clock = 1_000;
    // Reloaded a second later, the same text: the same bytes, and the better copy is being made.
    expect(await cache.encoded('br')).toBe(first);
    clock = 2_000;
    await vi.waitFor(async () => {
      clock += 1_000;
      expect((await cache.encoded('br')).length).toBeLessThan(first.length);
    });
    const better = await cache.encoded('br');
    expect(zlib.brotliDecompressSync(better).toString()).toBe(JSON.stringify(rows));
    cache.invalidate();
    rows.push({ id: 300, name: 'Donor 300', amount: 1 });
    expect(zlib.brotliDecompressSync(await cache.encoded('br')).toString()).toBe(JSON.stringify(rows));
  });

  it('is sent the same whether it was still being made or already made, and never stale after a change', async () => {
    const rows = Array.from({ length: 100 }, (_, id) => ({ id, name: `Donor ${id}` }));
    const cache = answerCache(async () => rows, 60_000, Date.now);
    const app = Fastify();
    app.get('/answer', (request, reply) => sendCached(reply, cache, request));
    const ask = async (encoding?: string) => {
      const answer = await app.inject({
        url: '/answer',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      const body =
        answer.headers['content-encoding'] === 'br'
          ? zlib.brotliDecompressSync(answer.rawPayload).toString()
          : answer.body;
      return { body, encoding: answer.headers['content-encoding'], type: answer.headers['content-type'] };
    };
    // The first visitor waits for it to be made; the next ones get what was made, at once.
    const first = await ask('gzip, deflate, br');
    expect(cache.madeAlready('br')).toBeDefined();
    const again = await ask('gzip, deflate, br');
    expect(again).toEqual(first);
    expect(first).toEqual({
      body: JSON.stringify(rows),
      encoding: 'br',
      type: 'application/json; charset=utf-8',
    });
    expect(await ask()).toEqual({ body: JSON.stringify(rows), encoding: undefined, type: first.type });

    rows.push({ id: 100, name: 'Donor 100' });
    cache.invalidate();
    expect(cache.madeAlready('br')).toBeUndefined();
    expect((await ask('br')).body).toBe(JSON.stringify(rows));
    expect((await ask()).body).toBe(JSON.stringify(rows));
    await app.close();
  });
});
