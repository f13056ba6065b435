import type { FastifyReply } from 'fastify';

/**
 * One public answer, serialised once and served to every visitor until something changes it. This
 * instance drops it the moment it writes a change; a change another instance made shows within `ttlMs`.
 */
export interface AnswerCache {
  /** The answer as JSON text. */
  json(): Promise<string>;
  invalidate(): void;
}

export function answerCache(load: () => Promise<unknown>, ttlMs: number, now = Date.now): AnswerCache {
  let cached: { json: Promise<string>; until: number; generation: number } | undefined;
  let generation = 0;
  return {
    json() {
      if (!cached || cached.until <= now()) {
        const mine = generation;
        const json = load().then((value) => JSON.stringify(value));
        cached = { json, until: now() + ttlMs, generation: mine };
        // A failed load is not kept: the next visitor tries again.
        json.catch(() => {
          if (cached?.json === json) cached = undefined;
        });
      }
      return cached.json;
    },
    invalidate() {
      generation += 1;
      cached = undefined;
    },
  };
}

/**
 * Answers with the cached JSON text. Fastify sends a string as it is, past its route's serializer: the
 * route's declared schema documents this answer, and the route tests parse it with that schema.
 */
export async function sendCached(reply: FastifyReply, cache: AnswerCache) {
  return reply.type('application/json; charset=utf-8').send(await cache.json());
}
