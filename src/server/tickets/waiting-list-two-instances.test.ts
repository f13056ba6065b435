import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../../../tests/support/organiser-requests';
import { buyTickets, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { refundFromDashboard } from '../../../tests/support/refunds';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import type { InPersonOrderBody } from '../../contracts/tickets';
import { connectDatabase, type DatabaseHandle } from '../db';
import { waitingList } from '.';

// Every instance runs the payment sweep, and with it the waiting list's pass (docs/operations.md, "Running
// several instances"): two passes at the same moment on one database tell a person whose hold lapsed once,
// and offer the place it frees once (docs/product/tickets.md, "The waiting list"). Several instances run on
// PostgreSQL only; two SQLite connections in one test process cannot stand in for two processes.

const holdMs = 60 * 60_000;

const order = (email: string): InPersonOrderBody =>
  inPersonOrder({
    tickets: { adult: 1, child: 0, student: 0, unwaged: 0 },
    info: { ...inPersonOrder().info, email, names: ['Guest'] },
    amount: 140,
  });

describe.runIf(testEngines.includes('postgres'))(
  'two instances passing over the waiting list at once',
  () => {
    let second: DatabaseHandle;
    let clock = Date.now();
    const app = appForSuite(
      'postgres',
      { IN_PERSON_CAPACITY: '1', WAITING_LIST_HOLD: '60m', PUBLIC_URL: 'https://con.example' },
      { now: () => clock },
    );
    const join = (email: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/tickets/waiting-list',
        payload: { email, count: 1 },
        remoteAddress: freshAddress(),
      });
    /** The waiting-list emails queued for `address`, by subject. */
    async function queued(address: string) {
      const rows = await app.database.handle.db
        .selectFrom('outbox')
        .select('subject')
        .where('kind', '=', 'waiting-list')
        .where('to_address', '=', address)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.subject);
    }

    beforeAll(async () => {
      second = await connectDatabase({
        databaseUrl: app.database.databaseUrl,
        dataDir: app.database.dataDir,
      });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('tells the lapsed holder once and offers the place to the next in line once', async () => {
      const sold = await buyTickets(app, order('early.one@example.com'));
      expect((await join('wait.ada@example.com')).statusCode).toBe(201);
      expect((await join('wait.bea@example.com')).statusCode).toBe(201);
      expect((await refundFromDashboard(app, sold)).status).toBe(200);
      expect(await app.waitingList.run()).toBe(1);

      // The other instance: its own connection, the same rules and clock.
      const other = waitingList({
        db: second.db,
        rules: (from = second.db) => app.server.sales.rules(from),
        holdMs,
        publicUrl: 'https://con.example',
        now: () => clock,
        placesChanged: () => {},
        log: { info: () => {} },
      });
      clock += holdMs + 60_000;
      const offered = await Promise.all([app.waitingList.run(), other.run()]);
      expect(offered[0] + offered[1]).toBe(1);
      expect(await queued('wait.ada@example.com')).toEqual([
        expect.stringMatching(/held for you$/),
        expect.stringMatching(/has passed to the next person$/),
      ]);
      expect(await queued('wait.bea@example.com')).toEqual([expect.stringMatching(/held for you$/)]);
      // Nothing is left for either of them.
      expect(await Promise.all([app.waitingList.run(), other.run()])).toEqual([0, 0]);
      expect(await queued('wait.ada@example.com')).toHaveLength(2);
      // Bea's hold stands: a walk-in is refused.
      expect((await createOrder(app, order('walk.in@example.com'), freshAddress())).status).toBe(409);
    });
  },
);
