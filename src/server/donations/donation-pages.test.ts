import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { recentDonationsPageSchema } from '../../contracts/donation-pages';
import { donationHistoryResponseSchema } from '../../contracts/donations';
import { insertDonation } from './donation-store';

// The /donations page reads the history a page at a time, newest first; the published whole-history
// call is served from one serialised, compressed answer that a new donation replaces at once.

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

describe.each(testEngines)('the donation history, paged and cached, on %s', (engine) => {
  const start = Date.parse('2025-04-03T12:00:00Z');

  const app = appForSuite(engine);
  beforeAll(async () => {
    // 250 donations, two of them at the same moment (the page boundary must not lose or repeat one).
    for (let i = 0; i < 250; i++) {
      await insertDonation(app.database.handle.db, {
        orderId: null,
        name: `Donor ${i}`,
        amountCents: 100 + i,
        message: '',
        extraInfo: {},
        incentiveId: null,
        timeMs: i === 150 ? start + 149 * 1000 : start + i * 1000,
        screening: { state: 'published' },
      });
    }
    app.answers.donationsChanged();
  });

  const page = async (before?: string) => {
    const response = await app.server.inject({
      method: 'GET',
      url: `/api/donations/recent${before ? `?before=${before}` : ''}`,
    });
    expect(response.statusCode).toBe(200);
    return recentDonationsPageSchema.parse(response.json());
  };
  const history = async (headers: Record<string, string> = {}) =>
    app.server.inject({ method: 'POST', url: '/api/donations', payload: { after: '2024-11-18' }, headers });

  it('pages through every donation once, newest first, 100 at a time', async () => {
    const first = await page();
    const second = await page(first.older ?? undefined);
    const third = await page(second.older ?? undefined);
    expect([first, second, third].map((p) => p.donations.length)).toEqual([100, 100, 50]);
    expect(third.older).toBeNull();
    const names = [first, second, third].flatMap((p) => p.donations.map((d) => d.name));
    expect(new Set(names).size).toBe(250);
    expect(names[0]).toBe('Donor 249');
    expect(names.at(-1)).toBe('Donor 0');
    const all = donationHistoryResponseSchema.parse((await history()).json());
    expect(names).toEqual(all.map((d) => d.name).reverse());
  });

  it('refuses a cursor it did not make with a sentence', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/donations/recent?before=yesterday',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/before must be/);
  });

  it('sends the whole history compressed to a browser that accepts it, the same as uncompressed', async () => {
    const plain = (await history()).body;
    const br = await history({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect((await brotliDecompress(br.rawPayload)).toString('utf8')).toBe(plain);
    const gz = await history({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await gunzip(gz.rawPayload)).toString('utf8')).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 4);
  });

  it('shows a new donation in the history and on the first page at once', async () => {
    await history({ 'accept-encoding': 'br' });
    await donate(app, donationBody({ name: 'Newest Donor', amount: 12.34 }));
    const all = donationHistoryResponseSchema.parse((await history()).json());
    expect(all.at(-1)?.name).toBe('Newest Donor');
    expect((await page()).donations[0]?.name).toBe('Newest Donor');
  });
});
