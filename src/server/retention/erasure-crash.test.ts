import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPersonOrder } from '../../../tests/support/purchases';
import { postJson, startServerProcess } from '../../../tests/support/server-process';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../tests/support/test-database';
import { freePort } from '../../../tests/support/test-smtp-server';

// A server killed (SIGKILL) in the middle of erasing personal data, from outside as a crash would come:
// the test holds a lock the erasure needs, so the server is inside an erasure transaction when it dies.
// The lock is the second order's row, so the first order is erased and the second is caught midway. No order is ever half
// erased, the next start erases the rest and counts them in its log, and the totals never move.

const root = path.resolve(import.meta.dirname, '../../..');

// PostgreSQL only: SQLite's one write lock would also stop the server's start (migrations), so no outside
// lock can catch it inside an erasure; SQLite's own journal makes each erasure transaction all or nothing.
describe.each(testEngines.filter((engine) => engine === 'postgres'))(
  'a server killed midway through erasing on %s',
  (engine) => {
    let database: TestDatabase;
    const env = () => ({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ORGANISER_PASSWORD: 'erasure-crash-password',
      PERSONAL_DATA_RETENTION_DAYS: '1',
    });

    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    const db = () => database.handle.db;
    /** Per order: whether it is marked erased, and whether its names, address and phone are gone. */
    const states = async () => {
      const orders = await db()
        .selectFrom('orders')
        .select(['id', 'erased_ms', 'payload'])
        .orderBy('created_ms')
        .execute();
      return Promise.all(
        orders.map(async (order) => {
          const badges = await db()
            .selectFrom('badges')
            .select('name')
            .where('order_id', '=', order.id)
            .execute();
          const tickets = await db()
            .selectFrom('tickets')
            .select('buyer_email')
            .where('order_id', '=', order.id)
            .execute();
          const personal = [
            ...badges.map((b) => b.name),
            ...tickets.map((t) => t.buyer_email),
            order.payload.includes('ada@example.com') ? 'payload' : '',
          ];
          return {
            marked: order.erased_ms !== null,
            erased: personal.every((value) => value === ''),
            untouched: personal.every((value) => value !== ''),
          };
        }),
      );
    };
    /** Locks the order's row in an open transaction; resolves with the lock's release. */
    async function holdLock(orderId: string): Promise<() => Promise<void>> {
      if (database.databaseUrl) {
        const client = new pg.Client({ connectionString: database.databaseUrl });
        await client.connect();
        await client.query('BEGIN');
        await client.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
        return async () => {
          await client.query('ROLLBACK');
          await client.end();
        };
      }
      throw new Error('only PostgreSQL locks one row');
    }
    const totals = () => db().selectFrom('progress_totals').selectAll().orderBy('name').execute();

    it('leaves no order half erased, and the next start erases the rest once', async () => {
      const buyer = await startServerProcess(env());
      try {
        for (let i = 0; i < 3; i++) {
          const created = await postJson(`${buyer.url}/api/tickets/create`, inPersonOrder());
          expect(created.status).toBe(201);
          const id = String(created.body.id);
          expect(
            (await postJson(`${buyer.url}/paypal-emulator/v2/checkout/orders/${id}/approve`, {})).status,
          ).toBe(200);
          expect((await postJson(`${buyer.url}/api/tickets/${id}/capture`, undefined)).status).toBe(201);
        }
      } finally {
        await buyer.stop();
      }
      // Bought three days ago: one day of retention has run out for each.
      await db()
        .updateTable('orders')
        .set((eb) => ({ created_ms: eb('created_ms', '-', 3 * 86_400_000) }))
        .execute();
      const totalsBefore = await totals();
      expect((await states()).map((s) => s.untouched)).toEqual([true, true, true]);

      // Holds the second order's row, which its erasure must update first.
      const secondId = (await db().selectFrom('orders').select('id').orderBy('created_ms').execute())[1]!.id;
      const release = await holdLock(secondId);
      const port = await freePort();
      const doomed = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: { ...process.env, ...env(), LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port) },
        stdio: 'ignore',
      });
      try {
        // The sweep starts once the server listens.
        await expect
          .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
            timeout: 60_000,
            interval: 200,
          })
          .toBe(200);
        // The sweep has reached the held row once a connection to this database waits for its lock.
        await expect
          .poll(
            async () =>
              (
                await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`.execute(db())
              ).rows[0]?.waiting,
            { timeout: 30_000 },
          )
          .toBeGreaterThan(0);
        doomed.kill('SIGKILL');
        const [, signal] = await once(doomed, 'exit');
        expect(signal).toBe('SIGKILL');
      } finally {
        await release();
      }
      const caughtAt = 1;
      const afterCrash = await states();
      expect(afterCrash.map((s) => s.marked)).toEqual([0, 1, 2].map((i) => i < caughtAt));
      expect(afterCrash.map((s) => s.erased)).toEqual([0, 1, 2].map((i) => i < caughtAt));
      expect(afterCrash.slice(caughtAt).every((s) => s.untouched)).toBe(true);
      expect(await totals()).toEqual(totalsBefore);

      const restarted = await startServerProcess({ ...env(), LOG_LEVEL: 'info' });
      try {
        await expect
          .poll(async () => (await states()).map((s) => s.marked && s.erased), { timeout: 15_000 })
          .toEqual([true, true, true]);
        await expect
          .poll(() => restarted.output(), { timeout: 5_000 })
          .toMatch(new RegExp(`"orders":${3 - caughtAt}\\b.*retention sweep erased`));
      } finally {
        await restarted.stop();
      }
      expect(await totals()).toEqual(totalsBefore);
    }, 120_000);
  },
);
