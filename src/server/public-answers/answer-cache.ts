import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type AnswerEncoding = 'br' | 'gzip';

/**
 * One public answer, serialised once and served to every visitor until something changes it. This
 * instance drops it the moment it writes a change; a change another instance made shows within `ttlMs`.
 * A compressed copy is made once per change, on the first request that accepts it, so a large answer
 * (the donation history) costs a memory copy per visitor rather than a serialisation and a compression.
 */
export interface AnswerCache {
  /** The answer as JSON text. */
  json(): Promise<string>;
  /** The same text as UTF-8 bytes, encoded once rather than per visitor (the history is 120 KB at 1,000). */
  bytes(): Promise<Buffer>;
  /** The same text compressed. */
  encoded(encoding: AnswerEncoding): Promise<Buffer>;
  invalidate(): void;
}

interface Kept {
  json: Promise<string>;
  bytes?: Promise<Buffer>;
  until: number;
  encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

// Brotli's quality 5 compresses JSON nearly as well as 11 at a small part of the time: the answer is
// compressed again after every donation.
export const compressors: Record<AnswerEncoding, (text: string) => Promise<Buffer>> = {
  br: (text) =>
    brotli(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
  gzip: (text) => gzip(text, { level: 6 }),
};

export function answerCache(load: () => Promise<unknown>, ttlMs: number, now = Date.now): AnswerCache {
  let kept: Kept | undefined;
  const current = (): Kept => {
    if (!kept || kept.until <= now()) {
      const json = load().then((value) => JSON.stringify(value));
      const fresh: Kept = { json, until: now() + ttlMs, encoded: {} };
      kept = fresh;
      // A failed load is not kept: the next visitor tries again.
      json.catch(() => {
        if (kept === fresh) kept = undefined;
      });
    }
    return kept;
  };
  return {
    json: () => current().json,
    bytes() {
      const entry = current();
      entry.bytes ??= entry.json.then((text) => Buffer.from(text, 'utf8'));
      return entry.bytes;
    },
    encoded(encoding) {
      const entry = current();
      entry.encoded[encoding] ??= entry.json.then(compressors[encoding]);
      return entry.encoded[encoding];
    },
    invalidate() {
      kept = undefined;
    },
  };
}

/** Below this, compressing saves less than the headers it adds. */
const compressFrom = 1024;

export function acceptedEncoding(request: FastifyRequest | undefined): AnswerEncoding | undefined {
  const accepted = request?.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  const offers = accepted.toLowerCase();
  // q=0 refuses an encoding; every browser sends plain 'gzip, deflate, br'.
  const refuses = (name: string) => new RegExp(`${name}\\s*;\\s*q=0(\\.0*)?(,|$)`).test(offers);
  if (/\bbr\b/.test(offers) && !refuses('br')) return 'br';
  if (/\bgzip\b/.test(offers) && !refuses('gzip')) return 'gzip';
  return undefined;
}

/**
 * Answers with the cached JSON text, compressed when the request accepts it. Fastify sends a string or
 * a buffer as it is, past its route's serializer: the route's declared schema documents this answer, and
 * the route tests parse it with that schema.
 */
export async function sendCached(reply: FastifyReply, cache: AnswerCache, request?: FastifyRequest) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const bytes = await cache.bytes();
  const encoding = bytes.length >= compressFrom ? acceptedEncoding(request) : undefined;
  if (encoding === undefined) return reply.send(bytes);
  return reply.header('content-encoding', encoding).send(await cache.encoded(encoding));
}
