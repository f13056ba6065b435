import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// npm run twitch:subscribe against a local stand-in of the two Twitch calls it makes: the app token
// (id.twitch.tv/oauth2/token) and Create EventSub Subscription (api.twitch.tv/helix/eventsub/subscriptions).

const run = promisify(execFile);

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('npm run twitch:subscribe', { timeout: 40_000 }, () => {
  let server: http.Server;
  let base: string;
  const seen: Seen[] = [];
  let subscriptionAnswer = { status: 202, body: '' };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
        response.setHeader('content-type', 'application/json');
        if (request.url === '/oauth2/token') {
          const form = new URLSearchParams(body);
          const good = form.get('client_id') === 'client-abc' && form.get('client_secret') === 'shh';
          response.statusCode = good ? 200 : 403;
          response.end(
            good
              ? JSON.stringify({ access_token: 'app-token-1', expires_in: 5000000, token_type: 'bearer' })
              : JSON.stringify({ status: 403, message: 'invalid client secret' }),
          );
          return;
        }
        response.statusCode = subscriptionAnswer.status;
        response.end(subscriptionAnswer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen.length = 0;
  });

  const subscribe = (env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/twitch-subscribe.ts'], {
      env: {
        ...process.env,
        TWITCH_CLIENT_ID: 'client-abc',
        TWITCH_CLIENT_SECRET: 'shh',
        TWITCH_BROADCASTER_ID: '1337',
        TWITCH_EVENTSUB_SECRET: 'a-secret-of-twenty-chars',
        PUBLIC_URL: 'https://puzzlecon.example/',
        TWITCH_AUTH_BASE: base,
        TWITCH_API_BASE: base,
        ...env,
      },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout,
        err: failed.stderr,
      }),
    );

  it('gets an app token, then subscribes to channel.cheer with our callback and secret', async () => {
    subscriptionAnswer = {
      status: 202,
      body: JSON.stringify({
        data: [{ id: 'sub-42', status: 'webhook_callback_verification_pending', type: 'channel.cheer' }],
        total: 1,
        total_cost: 0,
        max_total_cost: 10000,
      }),
    };
    const result = await subscribe();
    expect(result.code).toBe(0);
    expect(result.out).toContain('Subscribed to cheers (subscription sub-42');
    const [token, subscription] = seen;
    expect(token).toMatchObject({ method: 'POST', url: '/oauth2/token' });
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      client_id: 'client-abc',
      client_secret: 'shh',
      grant_type: 'client_credentials',
    });
    expect(subscription).toMatchObject({ method: 'POST', url: '/helix/eventsub/subscriptions' });
    expect(subscription?.headers.authorization).toBe('Bearer app-token-1');
    expect(subscription?.headers['client-id']).toBe('client-abc');
    expect(JSON.parse(subscription?.body ?? '')).toEqual({
      type: 'channel.cheer',
      version: '1',
      condition: { broadcaster_user_id: '1337' },
      transport: {
        method: 'webhook',
        callback: 'https://puzzlecon.example/api/twitch/eventsub',
        secret: 'a-secret-of-twenty-chars',
      },
    });
  });

  it('says there is nothing to do when Twitch already holds the subscription', async () => {
    subscriptionAnswer = {
      status: 409,
      body: JSON.stringify({ status: 409, message: 'subscription already exists' }),
    };
    const result = await subscribe();
    expect(result.code).toBe(0);
    expect(result.out).toContain('nothing to do');
  });

  it("stops with Twitch's reason when a call is refused, or a setting is missing", async () => {
    const refused = await subscribe({ TWITCH_CLIENT_SECRET: 'wrong' });
    expect(result(refused)).toEqual({ code: 1, says: expect.stringContaining('invalid client secret') });
    expect(seen.map((request) => request.url)).toEqual(['/oauth2/token']);
    const missing = await subscribe({ TWITCH_BROADCASTER_ID: '' });
    expect(result(missing)).toEqual({ code: 2, says: expect.stringContaining('TWITCH_BROADCASTER_ID') });
  });
});

const result = (done: { code: number; err: string }) => ({ code: done.code, says: done.err });
