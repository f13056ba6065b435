import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// Twitch's "Handling webhook events" (docs/decisions/021-twitch-eventsub.md): the signature header is
// 'sha256=' and the hex HMAC-SHA256, keyed with the subscription's secret, of the message id, the
// timestamp and the body's bytes exactly as they arrived. A message older than ten minutes is refused
// even when signed, so a captured request cannot be replayed later; so is one stamped more than ten
// minutes ahead, which would otherwise stay replayable until long after it was sent.

const maxMessageAgeMs = 10 * 60 * 1000;

export interface EventSubHeaders {
  id: string;
  timestamp: string;
  signature: string;
  type: string;
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The four Twitch-Eventsub-Message-* headers, or undefined when one is missing. */
export function readEventSubHeaders(headers: IncomingHttpHeaders): EventSubHeaders | undefined {
  const id = one(headers['twitch-eventsub-message-id']);
  const timestamp = one(headers['twitch-eventsub-message-timestamp']);
  const signature = one(headers['twitch-eventsub-message-signature']);
  const type = one(headers['twitch-eventsub-message-type']);
  return id && timestamp && signature && type ? { id, timestamp, signature, type } : undefined;
}

/** The signature header Twitch sends with these bytes. */
function eventSubSignature(secret: string, id: string, timestamp: string, rawBody: Buffer): string {
  const hmac = crypto.createHmac('sha256', secret);
  hmac.update(id + timestamp, 'utf8');
  hmac.update(rawBody);
  return `sha256=${hmac.digest('hex')}`;
}

export type EventSubCheck = 'ok' | 'bad-signature' | 'stale' | 'future';

export function checkEventSubMessage(
  headers: EventSubHeaders,
  rawBody: Buffer,
  secret: string,
  nowMs: number,
): EventSubCheck {
  const expected = Buffer.from(eventSubSignature(secret, headers.id, headers.timestamp, rawBody));
  const given = Buffer.from(headers.signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'bad-signature';
  // RFC 3339 with nanoseconds; Date.parse reads the milliseconds and drops the rest.
  const sentMs = Date.parse(headers.timestamp);
  if (!Number.isFinite(sentMs) || nowMs - sentMs > maxMessageAgeMs) return 'stale';
  if (sentMs - nowMs > maxMessageAgeMs) return 'future';
  return 'ok';
}
