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
  /**
   * What `bytes()` or `encoded(encoding)` would give, when it is already made for the current answer:
   * a visitor then gets it without waiting a turn of the event loop (most visitors, between changes).
   */
  madeAlready(encoding: AnswerEncoding | undefined): Buffer | undefined;
  invalidate(): void;
}

interface Kept {
  json: Promise<string>;
  bytes?: Promise<Buffer>;
  until: number;
  encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
  /** The settled values of `bytes` and `encoded`, once they are. */
  ready: Partial<Record<AnswerEncoding | 'plain', Buffer>>;
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

// An answer that stayed the same for a whole life of the cache is compressed once more, with brotli's
// best quality: the donation history at 1,000 donations is 7.2 KB instead of 9.2 KB for every visitor,
// for about 140 ms of the thread pool once. Past 1 MB (about 8,000 donations) that once would take
// seconds, so larger answers keep quality 5.
const refineUpTo = 1_000_000;
const refine = (text: string) =>
  brotli(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });

/** What was made of one answer text: reused while a reload finds the same text. */
interface Made {
  text: string;
  since: number;
  bytes?: Buffer;
  encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
  refining?: boolean;
}

export function answerCache(load: () => Promise<unknown>, ttlMs: number, now: () => number): AnswerCache {
  let kept: Kept | undefined;
  const current = (): Kept => {
    if (!kept || kept.until <= now()) {
      const json = load().then((value) => JSON.stringify(value));
      const fresh: Kept = { json, until: now() + ttlMs, encoded: {}, ready: {} };
      kept = fresh;
      // A failed load is not kept: the next visitor tries again.
      json.catch(() => {
        if (kept === fresh) kept = undefined;
      });
    }
    return kept;
  };
  // The reload after a second usually finds the same text (nothing changed anywhere): its bytes and
  // compressed copies are then reused rather than made again.
  let made: Made | undefined;
  const madeOf = (text: string): Made => {
    if (made?.text !== text) made = { text, since: now(), encoded: {} };
    return made;
  };
  const refineLater = (entry: Made) => {
    if (entry.refining || now() - entry.since < ttlMs || entry.text.length > refineUpTo) return;
    entry.refining = true;
    refine(entry.text).then(
      (better) => {
        entry.encoded.br = Promise.resolve(better);
      },
      () => {},
    );
  };
  return {
    json: () => current().json,
    bytes() {
      const entry = current();
      entry.bytes ??= entry.json.then((text) => {
        const of = madeOf(text);
        of.bytes ??= Buffer.from(text, 'utf8');
        entry.ready.plain = of.bytes;
        return of.bytes;
      });
      return entry.bytes;
    },
    encoded(encoding) {
      const entry = current();
      entry.encoded[encoding] ??= entry.json.then((text) => {
        const of = madeOf(text);
        of.encoded[encoding] ??= compressors[encoding](text);
        const encoded = of.encoded[encoding];
        // A failed compression is not kept either.
        encoded.catch(() => {
          if (of.encoded[encoding] === encoded) delete of.encoded[encoding];
        });
        if (encoding === 'br') refineLater(of);
        return encoded.then((buffer) => {
          entry.ready[encoding] = buffer;
          return buffer;
        });
      });
      return entry.encoded[encoding];
    },
    madeAlready(encoding) {
      return current().ready[encoding ?? 'plain'];
    },
    invalidate() {
      kept = undefined;
    },
  };
}

/** Below this, compressing saves less than the headers it adds. */
const compressFrom = 1024;

const refusals: Record<AnswerEncoding, RegExp> = {
  br: /\bbr\s*;\s*q=0(\.0*)?\s*(,|$)/,
  gzip: /\bgzip\s*;\s*q=0(\.0*)?\s*(,|$)/,
};

function chooseEncoding(accepted: string): AnswerEncoding | undefined {
  const offers = accepted.toLowerCase();
  // q=0 refuses an encoding; every browser sends plain 'gzip, deflate, br'.
  if (/\bbr\b/.test(offers) && !refusals.br.test(offers)) return 'br';
  if (/\bgzip\b/.test(offers) && !refusals.gzip.test(offers)) return 'gzip';
  return undefined;
}

// Visitors send a handful of distinct accept-encoding values (one per browser); the choice is read
// once per value rather than per request. Bounded, so odd values cannot grow it.
const chosen = new Map<string, AnswerEncoding | undefined>();

export function acceptedEncoding(request: FastifyRequest | undefined): AnswerEncoding | undefined {
  const accepted = request?.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  if (chosen.has(accepted)) return chosen.get(accepted);
  const encoding = chooseEncoding(accepted);
  if (chosen.size >= 64) chosen.clear();
  chosen.set(accepted, encoding);
  return encoding;
}

function send(reply: FastifyReply, body: Buffer, encoding: AnswerEncoding | undefined) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== undefined) reply.header('content-encoding', encoding);
  reply.send(body);
}

/** The encoding this answer goes out in: none below `compressFrom`, where compressing does not pay. */
function encodingFor(bytes: Buffer, request: FastifyRequest | undefined) {
  return bytes.length >= compressFrom ? acceptedEncoding(request) : undefined;
}

async function sendWhenMade(reply: FastifyReply, cache: AnswerCache, request?: FastifyRequest) {
  const bytes = await cache.bytes();
  const encoding = encodingFor(bytes, request);
  send(reply, encoding === undefined ? bytes : await cache.encoded(encoding), encoding);
}

/**
 * Answers with the cached JSON text, compressed when the request accepts it. Fastify sends a string or
 * a buffer as it is, past its route's serializer: the route's declared schema documents this answer, and
 * the route tests parse it with that schema. Once the answer is made, it is sent at once and nothing is
 * returned (a handler that is not async then costs no promise); until then, a promise of its sending.
 */
export function sendCached(
  reply: FastifyReply,
  cache: AnswerCache,
  request?: FastifyRequest,
): Promise<void> | undefined {
  const bytes = cache.madeAlready(undefined);
  if (bytes !== undefined) {
    const encoding = encodingFor(bytes, request);
    const body = encoding === undefined ? bytes : cache.madeAlready(encoding);
    if (body !== undefined) {
      send(reply, body, encoding);
      return undefined;
    }
  }
  return sendWhenMade(reply, cache, request);
}
