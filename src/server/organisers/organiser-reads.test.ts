import { beforeAll, describe, expect, it } from 'vitest';
import { makePass } from '../../../tests/support/crew-passes';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { readQueryString } from '../../contracts/organiser-read';
import { wrongPasswordMessage } from './access-messages';

// Organiser reads are GET with the token in `authorization: Bearer`, their inputs in the query string; the
// POST with `pass` in the body they mirror still answers the same (docs/product/organisers.md, "How
// organiser calls are made").

describe.each(testEngines)('organiser reads on %s', (engine) => {
  let token: string;
  const app = appForSuite(engine);
  beforeAll(async () => {
    token = ((await organiserPost(app, '/api/organiser/sign-in')).body as { token: string }).token;
    await buyTickets(app, inPersonOrder());
    await buyTickets(app, inPersonOrder({ info: { ...inPersonOrder().info, names: ['Cy Grid', 'Di Box'] } }));
  });

  const get = (url: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    app.server.inject({ method: 'GET', url, headers, remoteAddress: freshAddress() });

  it('answers a GET with the token as the POST with the password, for the published badge list too', async () => {
    for (const url of ['/api/badgelist', '/api/organiser/overview', '/api/organiser/check-in/summary']) {
      const read = await get(url);
      expect(read.statusCode, url).toBe(200);
      expect(read.headers['cache-control'], url).toBe('no-store');
      const posted = await organiserPost(app, url);
      expect(posted.status, url).toBe(200);
      if (url === '/api/badgelist') expect(read.json()).toEqual(posted.body);
    }
  });

  it('takes a read’s inputs from the query string, text as it is and the rest as JSON', async () => {
    const page = await get(`/api/organiser/orders${readQueryString({ limit: 1 })}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual((await organiserPost(app, '/api/organiser/orders', { limit: 1 })).body);
    expect((page.json() as { ticketOrders: unknown[] }).ticketOrders).toHaveLength(1);
    const all = await get('/api/organiser/orders');
    expect((all.json() as { ticketOrders: unknown[] }).ticketOrders).toHaveLength(2);

    const found = await get(`/api/organiser/check-in/search${readQueryString({ query: 'Cy' })}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ badges: [expect.objectContaining({ name: 'Cy Grid' })] });
    const reach = await get(`/api/organiser/blast-reach${readQueryString({ kind: 'buyers' })}`);
    expect(reach.json()).toMatchObject({ kind: 'buyers' });
  });

  it('refuses a read’s input that does not fit with a 400 that says what is wrong', async () => {
    const tooMany = await get(`/api/organiser/orders${readQueryString({ limit: 100_000 })}`);
    expect(tooMany.statusCode).toBe(400);
    expect((tooMany.json() as { error: string }).error).toMatch(/limit/i);
    const notJson = await get('/api/organiser/donations?limit=lots');
    expect(notJson.statusCode).toBe(400);
  });

  it('opens a read to the crew roles it names, and to nobody without a header', async () => {
    const door = (await makePass(app, 'door', 'Door reader')).token;
    expect(
      (await get('/api/organiser/check-in/summary', { authorization: `Bearer ${door}` })).statusCode,
    ).toBe(200);
    expect((await get('/api/badgelist', { authorization: `Bearer ${door}` })).statusCode).toBe(403);
    const stranger = await get('/api/badgelist', {});
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: wrongPasswordMessage });
  });
});
