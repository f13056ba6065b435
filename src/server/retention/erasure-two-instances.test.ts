import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, donationBody } from '../../../tests/support/donations';
import { buyTickets, inPersonOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { connectDatabase, type DatabaseHandle } from '../db';
import { retentionSweep } from '.';

// Two instances behind a load balancer each run the hourly erasure (docs/product/order-page-and-retention.md,
// "Retention"): started at the same moment on one database, together they erase every order exactly once,
// the counts they log add up to the number of orders, and the public totals read as before. Several
// instances run on PostgreSQL only (docs/operations.md, "Running several instances"); two SQLite connections in one test
// process cannot stand in for two processes, as better-sqlite3 waits for a lock on the thread that holds it.

const day = 86_400_000;
const orderCount = { tickets: 10, donations: 10 };

describe.runIf(testEngines.includes('postgres'))('two instances erasing at once on PostgreSQL', () => {
  let second: DatabaseHandle;
  let clock = Date.now();
  const orders: string[] = [];
  const progress = async () => (await app.server.inject({ method: 'GET', url: '/api/progress' })).json();

  const app = appForSuite(
    'postgres',
    {
      PERSONAL_DATA_RETENTION_DAYS: '30',
      BADGE_EDITS_CLOSE: new Date(clock + 400 * day).toISOString(),
      ORDER_CREATE_LIMIT: '1000/10m',
    },
    { now: () => clock },
  );
  beforeAll(async () => {
    for (let i = 0; i < orderCount.tickets; i += 1) {
      const names = [`Attendee ${i} A`, `Attendee ${i} B`];
      orders.push(await buyTickets(app, inPersonOrder({ info: { ...inPersonOrder().info, names } })));
    }
    for (let i = 0; i < orderCount.donations; i += 1)
      orders.push(await donate(app, donationBody({ name: `Donor ${i}`, message: `Message ${i}` })));
    // The second instance's own connection to the same database, as another process would have.
    second = await connectDatabase({ databaseUrl: app.database.databaseUrl, dataDir: app.database.dataDir });
  }, 120_000);

  afterAll(async () => {
    await second?.close();
  });

  it('erases every order once between them, logs counts that add up, and keeps the totals', async () => {
    const before = await progress();
    const logged: number[] = [];
    const sweepOn = (handle: DatabaseHandle) =>
      retentionSweep({
        db: handle.db,
        engine: 'postgres',
        outbox: app.outbox,
        retentionDays: 30,
        now: () => clock,
        log: {
          info: (details) => logged.push((details as { orders: number }).orders),
          error: (details) => {
            throw new Error(`erasure failed: ${JSON.stringify(details)}`);
          },
        },
      });
    clock = Date.now() + 31 * day;
    const counts = await Promise.all([sweepOn(app.database.handle).run(), sweepOn(second).run()]);

    expect(counts[0] + counts[1]).toBe(orders.length);
    expect(logged.reduce((sum, n) => sum + n, 0)).toBe(orders.length);
    const rows = await app.database.handle.db
      .selectFrom('orders')
      .select(['id', 'erased_ms', 'payload'])
      .where('id', 'in', orders)
      .execute();
    expect(rows).toHaveLength(orders.length);
    for (const row of rows) {
      expect(row.erased_ms).not.toBeNull();
      expect(row.payload).not.toMatch(/Attendee|Message|example\.com/);
    }
    const badges = await app.database.handle.db.selectFrom('badges').select('name').execute();
    expect(badges.filter((b) => b.name !== '')).toEqual([]);
    expect(await progress()).toEqual(before);
    // Nothing is left for either of them.
    expect(await sweepOn(second).run()).toBe(0);
  });
});
