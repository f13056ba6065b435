import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import paypalEmulator from '../../emulator/paypal-emulator';
import type { Engine } from '../../src/server/db/engine';
import { ownUrl } from '../../src/server/payments/own-url';
import { webhookPath } from '../../src/server/payments/paypal-setup';
import { emulatorToken } from './disputes';
import { paypalEnvFor } from './paypal-env';
import { inPersonOrder } from './purchases';
import { booksOfOrder } from './refund-requests';
import { postJson, type ServerProcess, startServerProcess } from './server-process';
import { storedOrder } from './stored-order';
import { madeInBeforeAll } from './suite-app';
import { createTestDatabase, type TestDatabase } from './test-database';

// Servers killed (SIGKILL, as a crash would come) between two of PayPal's reports about the same money,
// for the books' crash tests: PayPal is an emulator in the test's process, delivering its webhooks to
// whichever server process is running, and each start is a new process on the same database.

export interface CrashRig {
  /** The emulator, for the dispute helpers (tests/support/disputes.ts). */
  emulator: FastifyInstance;
  database: TestDatabase;
  password: string;
  /** The server running now. */
  server(): ServerProcess;
  /** Starts a server process (after the one before was killed or stopped). */
  start(): Promise<ServerProcess>;
  /** SIGKILL the server now; its next webhooks are not delivered until one is started again. */
  kill(): Promise<void>;
  /** While true, PayPal's webhooks are lost (PayPal believes them sent); resendEvent sends them later. */
  loseEvents(lost: boolean): void;
  /** PayPal acts with its webhooks lost; the test delivers them later, in the order it is testing. */
  unheard<T>(act: () => Promise<T>): Promise<T>;
  /** The order's refunds, reversals and returns as the books hold them (booksOfOrder). */
  booksOf(orderId: string): ReturnType<typeof booksOfOrder>;
  /**
   * Kills the server the moment PayPal answers a request whose method and path match, before it leaves;
   * with `before`, the moment the request arrives, so PayPal never acts on it.
   */
  killOn(match: (method: string, url: string) => boolean, options?: { before?: boolean }): void;
  /**
   * Moves PayPal's clock and that of every server started from now on `ms` ahead of the real one (the
   * app's clock, docs/decisions/068-one-clock.md), as if that much time had passed.
   */
  moveClock(ms: number): void;
  /** A $150 ticket order bought and recorded by the running server, with PayPal's capture id. */
  paidOrder(): Promise<{ orderId: string; captureId: string }>;
  /** PayPal's refunds and reversals of the order, as its GET order lists them (cents). */
  refundsAtPayPal(orderId: string): Promise<Array<{ id: string; cents: number }>>;
  /** The dashboard's refund with an Idempotency-Key, `amount` in dollars. */
  refund(orderId: string, key: string, amount: number): Promise<Response>;
  close(): Promise<void>;
}

async function crashRig(engine: Engine): Promise<CrashRig> {
  const database = await createTestDatabase(engine);
  const password = 'crash-test-password';
  let current: ServerProcess | undefined;
  let lost = false;
  let killMatch: ((method: string, url: string) => boolean) | undefined;
  let killBefore = false;
  let offsetMs = 0;
  const killNow = async () => {
    killMatch = undefined;
    const doomed = current!;
    current = undefined;
    doomed.child.kill('SIGKILL');
    await doomed.exited;
  };
  const emulator = Fastify();
  emulator.addHook('onRequest', async (request, reply) => {
    if (!killBefore || !current || !killMatch?.(request.method, request.url)) return;
    await killNow();
    // Its caller is gone: PayPal never handles the request.
    await reply.status(503).send();
  });
  emulator.addHook('onSend', async (request, _reply, payload) => {
    if (!killBefore && current && killMatch?.(request.method, request.url)) await killNow();
    return payload;
  });
  await emulator.register(paypalEmulator, {
    prefix: '/paypal-emulator',
    now: () => Date.now() + offsetMs,
    webhookUrl: () => (current && !lost ? `${current.url}${webhookPath}` : undefined),
  });
  await emulator.listen({ host: '127.0.0.1', port: 0 });
  const base = `${ownUrl(emulator)}/paypal-emulator`;
  const env = {
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ORGANISER_PASSWORD: password,
    ...paypalEnvFor(base),
  };
  const running = () => {
    if (!current) throw new Error('no server is running');
    return current;
  };
  return {
    emulator,
    database,
    password,
    server: running,
    async start() {
      current = await startServerProcess(env, offsetMs === 0 ? {} : { clockMs: Date.now() + offsetMs });
      return current;
    },
    async kill() {
      const doomed = running();
      current = undefined;
      doomed.child.kill('SIGKILL');
      expect(await doomed.exited).toBe('SIGKILL');
    },
    loseEvents(value) {
      lost = value;
    },
    async unheard(act) {
      lost = true;
      try {
        return await act();
      } finally {
        lost = false;
      }
    },
    booksOf: (orderId) => booksOfOrder(database.handle.db, orderId),
    killOn(match, options = {}) {
      killMatch = match;
      killBefore = options.before ?? false;
    },
    moveClock(ms) {
      offsetMs = ms;
    },
    async paidOrder() {
      const created = await postJson(`${running().url}/api/tickets/create`, inPersonOrder());
      expect(created.status).toBe(201);
      const orderId = String(created.body.id);
      expect((await postJson(`${base}/v2/checkout/orders/${orderId}/approve`, {})).status).toBe(200);
      expect((await postJson(`${running().url}/api/tickets/${orderId}/capture`, undefined)).status).toBe(201);
      const { capture_id } = await storedOrder(database.handle.db, orderId);
      return { orderId, captureId: capture_id! };
    },
    async refundsAtPayPal(orderId) {
      const token = await emulatorToken({ emulator });
      const order = await emulator.inject({
        method: 'GET',
        url: `/paypal-emulator/v2/checkout/orders/${orderId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const refunds = (
        order.json() as {
          purchase_units: Array<{
            payments?: { refunds?: Array<{ id: string; amount: { value: string } }> };
          }>;
        }
      ).purchase_units[0]?.payments?.refunds;
      return (refunds ?? []).map((refund) => ({
        id: refund.id,
        cents: Math.round(Number(refund.amount.value) * 100),
      }));
    },
    refund(orderId, key, amount) {
      return fetch(`${running().url}/api/organiser/orders/${orderId}/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ pass: password, amount }),
      });
    },
    async close() {
      if (current) await current.stop();
      await emulator.close();
      await database.dispose();
    },
  };
}

/**
 * One rig for the tests of a describe block, made (and with `started`, its first server started) in
 * beforeAll and closed in afterAll; what it returns reads the rig once it is made (as appForSuite).
 */
export function crashRigForSuite(engine: Engine, { started = true } = {}): CrashRig {
  let rig: CrashRig | undefined;
  beforeAll(async () => {
    rig = await crashRig(engine);
    if (started) await rig.start();
  }, 120_000);
  afterAll(async () => {
    await rig?.close();
  });
  return madeInBeforeAll(() => rig, 'the crash rig');
}
