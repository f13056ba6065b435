import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPersonOrder } from '../../../tests/support/purchases';
import { postJson, startServerProcess } from '../../../tests/support/server-process';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../tests/support/test-database';
import { freePort } from '../../../tests/support/test-smtp-server';

// A server killed (SIGKILL) in the middle of erasing personal data: inside the second order's
// transaction, after its writes and before its commit (FAULT_INJECTION=crash-during-erasure). The first
// order stays erased, the second is untouched rather than half erased, and the next start erases the rest,
// counting them in its log; the totals never move.

const root = path.resolve(import.meta.dirname, '../../..');

describe.each(testEngines)('a server killed midway through erasing on %s', (engine) => {
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

    // Started with the fault: it erases at start and dies inside the second order's transaction.
    const port = await freePort();
    const doomed = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...env(),
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        FAULT_INJECTION: 'crash-during-erasure',
      },
      stdio: 'ignore',
    });
    const [, signal] = await once(doomed, 'exit');
    expect(signal).toBe('SIGKILL');
    const afterCrash = await states();
    expect(afterCrash.map((s) => s.marked)).toEqual([true, false, false]);
    expect(afterCrash.map((s) => s.erased)).toEqual([true, false, false]);
    expect(afterCrash.slice(1).every((s) => s.untouched)).toBe(true);
    expect(await totals()).toEqual(totalsBefore);

    const restarted = await startServerProcess({ ...env(), LOG_LEVEL: 'info' });
    try {
      await expect
        .poll(async () => (await states()).map((s) => s.marked && s.erased), { timeout: 15_000 })
        .toEqual([true, true, true]);
      await expect
        .poll(() => restarted.output(), { timeout: 5_000 })
        .toMatch(/"orders":2\b.*retention sweep erased/);
    } finally {
      await restarted.stop();
    }
    expect(await totals()).toEqual(totalsBefore);
  }, 120_000);
});
