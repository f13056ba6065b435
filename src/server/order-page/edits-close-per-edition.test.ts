import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateEdition, copyEdition } from '../../../tests/support/editions';
import { orderLinkOf } from '../../../tests/support/order-links';
import { freshAddress, organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, orderPageChanges } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testEngines } from '../../../tests/support/test-database';

// BADGE_EDITS_CLOSE unset: an order's changes close a week before its own edition starts, not the demo
// edition content/ describes (docs/product/order-page-and-retention.md, "Changes").

const dayMs = 86_400_000;

const get = (app: TestApp, url: string) => app.server.inject({ method: 'GET', url });

describe.each(testEngines)('an order of a later edition with the default closing time on %s', (engine) => {
  let app: TestApp;
  let clock: number;
  let token: string;
  // The next edition starts in 60 days, so its default closing time is 53 days away: long after the
  // buyer's own 48 hours, and long after the demo edition's.
  let startMs: number;

  beforeAll(async () => {
    // Today: PayPal's emulator times the payment by the real clock (the 48 hours count from it).
    clock = Date.now();
    app = await createTestApp(engine, {}, { now: () => clock });
    startMs = Math.floor((clock + 60 * dayMs) / 60_000) * 60_000;
    const id = await copyEdition(app, {
      year: new Date(startMs).getUTCFullYear() + 1,
      startsAt: new Date(startMs).toISOString(),
      endsAt: new Date(startMs + 3 * dayMs).toISOString(),
    });
    // The next edition moves: its times are written in its own zone.
    const moved = await organiserPost(app, `/api/organiser/editions/${id}`, {
      timeZone: 'Europe/London',
      timeZoneLabel: 'London time',
    });
    expect(moved.status).toBe(200);
    await activateEdition(app, id);
    token = await orderLinkOf(app, await buyTickets(app, inPersonOrder()));
  });
  afterAll(async () => {
    await app?.close();
  });

  const rename = () =>
    app.server.inject({
      method: 'POST',
      url: `/api/order/${token}/changes`,
      payload: orderPageChanges({ names: ['Ada Renamed', 'Ben Setter'] }),
      remoteAddress: freshAddress(),
    });

  it('closes a week before that edition starts', async () => {
    const view = (await get(app, `/api/order/${token}`)).json();
    expect(Date.parse(view.changes.closeAt)).toBe(startMs - 7 * dayMs);
    expect(view.changes.open).toBe(true);
    // In that edition's zone, as its e-mails write times.
    expect(view.timeZone).toBe('Europe/London');
    expect(view.changes.text).toContain('(London time)');
  });

  it('takes changes until then, long after the buyer’s 48 hours, and none from then on', async () => {
    clock = startMs - 7 * dayMs - 60_000;
    expect((await rename()).statusCode).toBe(200);
    clock = startMs - 7 * dayMs;
    expect((await get(app, `/api/order/${token}`)).json().changes.open).toBe(false);
    expect((await rename()).statusCode).toBe(403);
  });
});
