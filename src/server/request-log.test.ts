import { beforeAll, describe, expect, it } from 'vitest';
import { orderLinkOf } from '../../tests/support/order-links';
import { buyTickets, inPersonOrder } from '../../tests/support/purchases';
import { appForSuite } from '../../tests/support/suite-app';
import { testEngines } from '../../tests/support/test-database';

// The log names routes by their pattern, never by the address as it came (docs/product/limits.md, "What
// the log keeps"): an order link is the order, for whoever reads the log. Addresses that matched no route
// were once logged with the whole order token (docs/decisions/059-password-tries-logs-and-names.md).

describe.each(testEngines)('the request log on %s', (engine) => {
  const logLines: string[] = [];
  let token: string;
  const app = appForSuite(
    engine,
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  beforeAll(async () => {
    token = await orderLinkOf(app, await buyTickets(app, inPersonOrder()));
  });

  /** The addresses the log's lines name, from line `from` on. */
  const loggedUrls = (from: number) =>
    logLines.slice(from).flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      return url === undefined ? [] : [url];
    });

  it('holds no order token, whether or not the address matched a route', async () => {
    expect(token).toHaveLength(43);
    const visits: [method: 'GET' | 'POST', url: string][] = [
      ['GET', `/order/${token}`],
      ['GET', `/api/order/${token}`],
      ['GET', `/order/${token}/x`],
      ['GET', `/api/order/${token}/foo`],
      ['POST', `/api/order/${token}/foo`],
      ['GET', `/ORDER/${token}`],
      ['DELETE' as 'GET', `/order/${token}`],
      ['GET', `/order/${token}?email=ada%40example.com`],
    ];
    const before = logLines.length;
    for (const [method, url] of visits) {
      const answer = await app.server.inject({ method, url, headers: { accept: 'text/html' } });
      expect(answer.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const written = logLines.slice(before).join('\n');
    expect(written).toContain('request completed');
    expect(written).not.toContain(token);
    expect(written).not.toContain('ada%40');
    expect(loggedUrls(before)).toEqual(
      expect.arrayContaining(['/order/:token', '/api/order/:token', '(no route)']),
    );
  });

  it('logs an address that matched no route as a fixed label', async () => {
    const before = logLines.length;
    await app.server.inject({ method: 'POST', url: `/api/order/${token}/foo` });
    expect(loggedUrls(before)).toEqual(['(no route)']);
  });
});
