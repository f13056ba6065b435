import crypto from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

// Cheers sent to POST /api/twitch/eventsub signed as Twitch signs them (playwright.config.ts gives the
// server this secret and channel).

const secret = 'e2e-twitch-eventsub-secret';
const broadcasterId = '424242';

/** A cheer of `bits` from the viewer `name` (Twitch account `userId`), signed as Twitch signs it. */
export async function sendCheer(
  api: APIRequestContext,
  message: string,
  bits: number,
  name: string,
  userId = '77',
) {
  const id = crypto.randomUUID();
  const timestamp = new Date().toISOString().replace('Z', '123456Z');
  const body = JSON.stringify({
    subscription: {
      id: 'e2e-subscription',
      status: 'enabled',
      type: 'channel.cheer',
      version: '1',
      cost: 0,
      condition: { broadcaster_user_id: broadcasterId },
      transport: { method: 'webhook', callback: 'https://example.com/api/twitch/eventsub' },
      created_at: timestamp,
    },
    event: {
      is_anonymous: false,
      user_id: userId,
      user_login: name.toLowerCase(),
      user_name: name,
      broadcaster_user_id: broadcasterId,
      broadcaster_user_login: 'puzzlecon',
      broadcaster_user_name: 'PuzzleCon',
      message,
      bits,
    },
  });
  const signature = crypto
    .createHmac('sha256', secret)
    .update(id + timestamp + body)
    .digest('hex');
  const response = await api.post('/api/twitch/eventsub', {
    headers: {
      'content-type': 'application/json',
      'twitch-eventsub-message-id': id,
      'twitch-eventsub-message-retry': '0',
      'twitch-eventsub-message-type': 'notification',
      'twitch-eventsub-message-signature': `sha256=${signature}`,
      'twitch-eventsub-message-timestamp': timestamp,
      'twitch-eventsub-subscription-type': 'channel.cheer',
      'twitch-eventsub-subscription-version': '1',
    },
    data: body,
  });
  expect(response.status()).toBe(204);
}
