import net, { type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '../../../tests/support/socket-client';
import { appForSuite } from '../../../tests/support/suite-app';
import { ConfigError, loadConfig } from '../config/config';
import { parseDuration } from './timeouts';

// A client that never finishes its request must not keep a connection for minutes; one that is only
// slow, or holds a live connection open, must not be cut (docs/product/limits.md).

describe('how long a client may take to send a request', () => {
  let port: number;
  const app = appForSuite('sqlite', { HEADERS_TIMEOUT: '300ms', REQUEST_TIMEOUT: '1500ms' });
  beforeAll(async () => {
    port = (app.server.server.address() as AddressInfo).port;
  });

  /** Opens a raw connection, writes `parts` `gapMs` apart, and resolves with what came back once it closed. */
  function rawRequest(parts: string[], gapMs: number) {
    return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
      parts.forEach((part, index) => {
        setTimeout(() => socket.writable && socket.write(part), index * gapMs);
      });
      // A test that hangs here has found the bug: the server kept the socket.
      setTimeout(() => socket.destroy(), 10_000);
    });
  }

  it('closes a connection whose headers never end, soon after the headers timeout', async () => {
    const { answer, closedAfterMs } = await rawRequest(['GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'], 0);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(250);
    expect(closedAfterMs).toBeLessThan(2_000);
  });

  it('closes a connection that sends its headers a byte at a time and never ends them', async () => {
    const trickle = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa'.split('');
    const { closedAfterMs } = await rawRequest(trickle, 100);
    expect(closedAfterMs).toBeLessThan(2_500);
  });

  it('answers a request whose body arrives slowly but within the request timeout', async () => {
    const body = JSON.stringify({ after: '2024-11-18' });
    const head = `POST /api/tickets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // The body in four parts over 900 ms: longer than the headers timeout, shorter than the request's.
    const parts = [head, body.slice(0, 5), body.slice(5, 10), body.slice(10, 15), body.slice(15)];
    const { answer } = await rawRequest(parts, 225);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('leaves an idle kept-alive connection alone, and answers its next request', async () => {
    const get = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const last = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
    // 2 seconds idle between them: past both timeouts, well within the keep-alive timeout.
    const { answer } = await rawRequest([get, last], 2_000);
    expect(answer.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(answer).not.toContain('408');
  });

  it('keeps a live connection open long past both timeouts', async () => {
    const socket = await connectSocket(app);
    let disconnects = 0;
    socket.on('disconnect', () => {
      disconnects++;
    });
    try {
      // A pause on purpose: what is tested is that time passes on Node's own HTTP timers (past both
      // timeouts) without the live connection being cut, and those timers follow no clock we can move.
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      expect(disconnects).toBe(0);
      expect(socket.connected).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});

describe('the timeout settings', () => {
  it('default to 10 seconds for the headers and 30 for the whole request', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000 });
  });

  it('read milliseconds, seconds and minutes', () => {
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration(' 15 s ')).toBe(15_000);
    expect(parseDuration('2m')).toBe(120_000);
    expect(parseDuration('10')).toBeUndefined();
    expect(parseDuration('1.5s')).toBeUndefined();
  });

  it.each([
    [{ HEADERS_TIMEOUT: 'ten seconds' }, 'HEADERS_TIMEOUT must be a duration such as 10s'],
    [{ REQUEST_TIMEOUT: '0s' }, 'REQUEST_TIMEOUT must be a duration such as 30s'],
    [
      { HEADERS_TIMEOUT: '1m', REQUEST_TIMEOUT: '30s' },
      'HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT',
    ],
  ])('refuse to start with %o, saying why', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
