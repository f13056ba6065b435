import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorKillingOn, type KillingEmulator } from '../../../tests/support/killing-emulator';
import { paypalEnvFor } from '../../../tests/support/paypal-env';
import { inPersonOrder } from '../../../tests/support/purchases';
import { postJson, startServerProcess } from '../../../tests/support/server-process';
import { storedOrder } from '../../../tests/support/stored-order';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../tests/support/test-database';

// The worst moment to die during a refund: PayPal has refunded, nothing is written yet, and PayPal's
// webhook is lost. PayPal is an emulator in this test's process, which kills the server (SIGKILL) the
// moment the refund is made, before its answer leaves. The next start's sweep must record it once.
describe.each(testEngines)(
  'a server killed between PayPal’s refund and the database write on %s',
  (engine) => {
    let database: TestDatabase;
    let paypal: KillingEmulator;
    const password = 'crash-test-password';

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      // PayPal's REFUNDED event never reaches the app.
      paypal = await emulatorKillingOn('/refund');
    });
    afterAll(async () => {
      await paypal?.close();
      await database?.dispose();
    });

    const refundRows = (orderId: string) =>
      database.handle.db
        .selectFrom('refunds')
        .select(['id', 'status', 'amount_cents', 'source'])
        .where('order_id', '=', orderId)
        .execute();
    const refundedCents = async (orderId: string) =>
      Number((await storedOrder(database.handle.db, orderId)).refunded_cents);

    it('records the refund once after it is started again, and the retried form gets that refund', async () => {
      const { base } = paypal;
      const env = {
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        ORGANISER_PASSWORD: password,
        ...paypalEnvFor(base),
      };
      const first = await startServerProcess(env);
      const created = await postJson(`${first.url}/api/tickets/create`, inPersonOrder());
      expect(created.status).toBe(201);
      const orderId = String(created.body.id);
      expect((await postJson(`${base}/v2/checkout/orders/${orderId}/approve`, {})).status).toBe(200);
      expect((await postJson(`${first.url}/api/tickets/${orderId}/capture`, undefined)).status).toBe(201);

      const key = randomUUID();
      const refund = () =>
        fetch(`${server.url}/api/organiser/orders/${orderId}/refund`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ pass: password, amount: 40 }),
        });
      let server = first;
      await paypal.killDuring(first, refund);
      expect(await refundRows(orderId)).toEqual([]);

      for (let restart = 0; restart < 2; restart++) {
        server = await startServerProcess(env);
        try {
          await expect
            .poll(() => refundRows(orderId), { timeout: 10_000 })
            .toEqual([
              expect.objectContaining({ status: 'COMPLETED', amount_cents: 4_000, source: 'organiser' }),
            ]);
          expect(await refundedCents(orderId)).toBe(4_000);
          // The organiser's page, retrying after the error, gets the refund made, not a second one.
          const retried = await refund();
          expect(retried.status).toBe(200);
          expect(await retried.json()).toMatchObject({ refund: { amount: 40 }, order: { refunded: 40 } });
        } finally {
          await server.stop();
        }
      }
      expect(await refundRows(orderId)).toHaveLength(1);
      expect(await refundedCents(orderId)).toBe(4_000);
    }, 120_000);
  },
);
