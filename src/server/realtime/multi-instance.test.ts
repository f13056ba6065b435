import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationBody } from '../../../tests/support/donations';
import { inPersonOrder } from '../../../tests/support/purchases';
import { postJson, type ServerProcess, startServerProcess } from '../../../tests/support/server-process';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../tests/support/test-database';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events';

// Two instances behind a load balancer share one PostgreSQL database; a page connected to one sees
// what was bought through the other.
describe.runIf(testEngines.includes('postgres'))('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  let socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-multi-'));

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // Same DATA_DIR: the emulator's state file stands in for PayPal, which both instances share.
    const env = {
      DATABASE_URL: database.databaseUrl!,
      DATA_DIR: dataDir,
      ORGANISER_PASSWORD: 'multi-test-password',
    };
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    socket = io(second.url, { transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  }, 60_000);

  afterAll(async () => {
    socket?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a ticket bought through the first to a page on the second within a second', async () => {
    const received = new Promise<{ at: number; record: unknown }>((resolve) =>
      socket.once('ticket', (record) => resolve({ at: Date.now(), record })),
    );
    const created = await postJson(`${first.url}/api/tickets/create`, inPersonOrder());
    const orderId = String(created.body.id);
    await postJson(`${first.url}/paypal-emulator/v2/checkout/orders/${orderId}/approve`, {});
    const captured = await postJson(`${first.url}/api/tickets/${orderId}/capture`, undefined);
    const capturedAt = Date.now();
    expect(captured.status).toBe(201);
    const event = await received;
    expect(event.record).toMatchObject({ count: 2, amount: 150, stream: false });
    expect(event.at - capturedAt).toBeLessThan(1000);

    const histories = await Promise.all(
      [first, second].map(
        async (server) => (await postJson(`${server.url}/api/tickets`, { after: '2024-11-18' })).body,
      ),
    );
    expect(histories[0]).toEqual(histories[1]);
  });

  it('delivers a donation made through the first to a page on the second, and both report the same totals', async () => {
    const received = new Promise<{ at: number; record: unknown }>((resolve) =>
      socket.once('donation', (record) => resolve({ at: Date.now(), record })),
    );
    const created = await postJson(
      `${first.url}/api/orders/create`,
      donationBody({ name: 'Cross Instance', amount: 12.5 }),
    );
    expect(created.status).toBe(201);
    const orderId = String(created.body.id);
    await postJson(`${first.url}/paypal-emulator/v2/checkout/orders/${orderId}/approve`, {});
    const captured = await postJson(`${first.url}/api/orders/${orderId}/capture`, undefined);
    const capturedAt = Date.now();
    expect(captured.status).toBe(201);
    const event = await received;
    expect(event.record).toMatchObject({ name: 'Cross Instance', amount: 12.5 });
    expect(event.at - capturedAt).toBeLessThan(1000);

    const summaries = await Promise.all(
      [first, second].map(async (server) => (await fetch(`${server.url}/api/progress`)).json()),
    );
    expect(summaries[0]).toEqual(summaries[1]);
    expect(summaries[1]).toMatchObject({ ticketsSold: 2, totalRaised: 162.5 });
  });

  it('drops a revoked crew pass’s live connection on the other instance at once', async () => {
    const pass = 'multi-test-password';
    const made = await postJson(`${first.url}/api/organiser/passes`, {
      pass,
      role: 'door',
      name: 'Far door',
    });
    expect(made.status).toBe(201);
    const door: Socket = io(second.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { organiserToken: made.body.token },
    });
    await new Promise<void>((resolve, reject) => {
      door.once('connect', resolve);
      door.once('connect_error', reject);
    });
    const dropped = new Promise<{ at: number; reason: string }>((resolve) =>
      door.once('disconnect', (reason) => resolve({ at: Date.now(), reason })),
    );
    const revoked = await postJson(`${first.url}/api/organiser/passes/${String(made.body.id)}/revoke`, {
      pass,
    });
    const revokedAt = Date.now();
    expect(revoked.status).toBe(200);
    const { at, reason } = await dropped;
    expect(reason).toBe('io server disconnect');
    expect(at - revokedAt).toBeLessThan(1000);
    door.close();
  });
});
