import crypto from 'node:crypto';
import fc from 'fast-check';
import type { TestApp } from './test-app';

// EventSub messages built as Twitch builds them (its "Handling webhook events" and the channel.cheer
// event): the JSON body, the Twitch-Eventsub-* headers, and the signature over id + timestamp + body.

const testTwitch = { secret: 'test-eventsub-secret-1234', broadcasterId: '1337' };
export const twitchEnv = {
  TWITCH_EVENTSUB_SECRET: testTwitch.secret,
  TWITCH_BROADCASTER_ID: testTwitch.broadcasterId,
};

/**
 * The Twitch-Eventsub-Message-Signature header as Twitch makes it ("Handling webhook events"): 'sha256='
 * and the hex HMAC-SHA256, keyed with the subscription's secret, of the message id, the timestamp and
 * the body. Written here from Twitch's description rather than taken from the server, so a server that
 * checked it wrongly would fail the tests.
 */
function twitchSignature(secret: string, id: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${id}${timestamp}${body}`, 'utf8').digest('hex')}`;
}

/** RFC 3339 with nanoseconds, as Twitch writes its timestamps. */
const twitchTimestamp = (ms: number) => new Date(ms).toISOString().replace('Z', '123456Z');

export interface TwitchMessageOptions {
  type?: 'notification' | 'webhook_callback_verification' | 'revocation';
  id?: string;
  timestampMs?: number;
  secret?: string;
  broadcasterId?: string;
  subscriptionStatus?: string;
  challenge?: string;
  event?: Record<string, unknown>;
}

export function cheerEvent(
  message: string,
  bits: number,
  options: { name?: string; anonymous?: boolean; broadcasterId?: string } = {},
) {
  const anonymous = options.anonymous ?? false;
  const name = options.name ?? 'PuzzleFan42';
  return {
    is_anonymous: anonymous,
    user_id: anonymous ? null : '9001',
    user_login: anonymous ? null : name.toLowerCase(),
    user_name: anonymous ? null : name,
    broadcaster_user_id: options.broadcasterId ?? testTwitch.broadcasterId,
    broadcaster_user_login: 'puzzlecon',
    broadcaster_user_name: 'PuzzleCon',
    message,
    bits,
  };
}

export function twitchMessage(options: TwitchMessageOptions = {}) {
  const type = options.type ?? 'notification';
  const broadcasterId = options.broadcasterId ?? testTwitch.broadcasterId;
  const id = options.id ?? crypto.randomUUID();
  const timestamp = twitchTimestamp(options.timestampMs ?? Date.now());
  const subscription = {
    id: 'f1c2a387-161a-49f9-a165-0f21d7a4e1c4',
    status:
      options.subscriptionStatus ??
      (type === 'webhook_callback_verification' ? 'webhook_callback_verification_pending' : 'enabled'),
    type: 'channel.cheer',
    version: '1',
    cost: 0,
    condition: { broadcaster_user_id: broadcasterId },
    transport: { method: 'webhook', callback: 'https://example.com/api/twitch/eventsub' },
    created_at: '2026-11-23T05:00:00.000000000Z',
  };
  const body =
    type === 'webhook_callback_verification'
      ? { challenge: options.challenge ?? 'pogchamp-kappa-360noscope-vohiyo', subscription }
      : type === 'revocation'
        ? { subscription }
        : { subscription, event: options.event ?? cheerEvent('Cheer100 hello', 100, { broadcasterId }) };
  const payload = JSON.stringify(body);
  const signature = twitchSignature(options.secret ?? testTwitch.secret, id, timestamp, payload);
  return {
    id,
    payload,
    headers: {
      'content-type': 'application/json',
      'twitch-eventsub-message-id': id,
      'twitch-eventsub-message-retry': '0',
      'twitch-eventsub-message-type': type,
      'twitch-eventsub-message-signature': signature,
      'twitch-eventsub-message-timestamp': timestamp,
      'twitch-eventsub-subscription-type': 'channel.cheer',
      'twitch-eventsub-subscription-version': '1',
    },
  };
}

export function sendToEventSub(app: TestApp, message: ReturnType<typeof twitchMessage>) {
  return app.server.inject({
    method: 'POST',
    url: '/api/twitch/eventsub',
    headers: message.headers,
    payload: message.payload,
  });
}

/** Hostile requests to the EventSub route: any body, with headers missing, made up or signed wrongly. */
export const forgedTwitchMessages = () =>
  fc
    .tuple(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom('notification', 'webhook_callback_verification', 'revocation', 'other'),
      fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
      fc.boolean(),
    )
    .map(([body, type, signature, withId]) => {
      const payload = JSON.stringify(body);
      return {
        url: '/api/twitch/eventsub',
        headers: {
          'content-type': 'application/json',
          'twitch-eventsub-message-type': type,
          'twitch-eventsub-message-timestamp': twitchTimestamp(Date.now()),
          ...(withId ? { 'twitch-eventsub-message-id': crypto.randomUUID() } : {}),
          ...(signature === undefined ? {} : { 'twitch-eventsub-message-signature': `sha256=${signature}` }),
        },
        payload,
        label: `${type} ${signature === undefined ? 'unsigned' : 'signed wrongly'}: ${payload.slice(0, 100)}`,
      };
    });
