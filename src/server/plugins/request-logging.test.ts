import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livestreamOrder } from '../../../tests/support/purchases';
import { postJson, type ServerProcess, startServerProcess } from '../../../tests/support/server-process';

// The real server's log at info level, as an operator (or anyone they share it with) reads it.
describe('the server log', () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-request-log-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ORGANISER_PASSWORD: 'request-log-password',
    });
    const created = await postJson(
      `${server.url}/api/tickets/create`,
      livestreamOrder(['viewer@example.com'], 30),
    );
    const orderId = String(created.body.id);
    await postJson(`${server.url}/paypal-emulator/v2/checkout/orders/${orderId}/approve`, {});
    expect((await postJson(`${server.url}/api/tickets/${orderId}/capture`, undefined)).status).toBe(201);
    const sqlite = new SqliteDatabase(path.join(dataDir, 'site.sqlite3'), { readonly: true });
    try {
      token = (sqlite.prepare('SELECT token FROM livestream_access').get() as { token: string }).token;
    } finally {
      sqlite.close();
    }
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const lines = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });

  it('never holds a livestream link or an address typed into a query, whether or not a route matched', async () => {
    const visits = [
      `/live-${token}`,
      `/live-${token}?email=quiet.viewer%40example.com`,
      `/live-${token}/extra?email=quiet.viewer@example.com`,
      // Only the catch-all route matched: its pattern is logged, not the path.
      `/LIVE-${token}/x/live-${token}`,
      '/tickets/resend?email=quiet.viewer%40example.com',
      '/api/nothing-here?email=quiet.viewer@example.com',
    ];
    for (const visit of visits) await fetch(`${server.url}${visit}`, { redirect: 'manual' });
    await expect
      .poll(() => lines().filter((line) => line.msg === 'request completed').length)
      .toBeGreaterThan(8);

    const output = server.output();
    expect(token.length).toBeGreaterThan(20);
    expect(output).not.toContain(token);
    expect(output).not.toContain('quiet.viewer');
    const urls = lines().flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls.filter((url) => url.includes('?'))).toEqual([]);
    expect(urls).toContain('/live-:token');
    // The addresses no page or call matched reached the static files' wildcard, and are logged as it.
    expect(urls).toContain('/*');
    expect(urls.filter((url) => url.includes('live-') && url !== '/live-:token')).toEqual([]);
  });
});
