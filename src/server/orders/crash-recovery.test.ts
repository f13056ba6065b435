import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorKillingOn, type KillingEmulator } from '../../../tests/support/killing-emulator';
import { paypalEnvFor } from '../../../tests/support/paypal-env';
import { inPersonOrder } from '../../../tests/support/purchases';
import { postJson, startServerProcess } from '../../../tests/support/server-process';
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/support/test-smtp-server';

// The worst moment to die: PayPal has taken the money, nothing is written yet. The next start must
// record the purchase once and send its email once. PayPal is an emulator in this test's process, which
// kills the server (SIGKILL) the moment the capture is made, before its answer leaves.
describe('a server killed between PayPal’s capture and the database write', () => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  let paypal: KillingEmulator;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-crash-'));
    // PayPal's COMPLETED event never reaches the app, so only the restart can record it.
    paypal = await emulatorKillingOn('/capture');
  });
  afterAll(async () => {
    await paypal?.close();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the purchase once and sends one email after it is started again', async () => {
    const { base } = paypal;
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ORGANISER_PASSWORD: 'crash-test-password',
      ...paypalEnvFor(base),
    };
    const first = await startServerProcess(env);
    const created = await postJson(`${first.url}/api/tickets/create`, inPersonOrder());
    expect(created.status).toBe(201);
    const orderId = String(created.body.id);
    const approved = await postJson(`${base}/v2/checkout/orders/${orderId}/approve`, {});
    expect(approved.status).toBe(200);
    await paypal.killDuring(first, () => postJson(`${first.url}/api/tickets/${orderId}/capture`, undefined));

    for (let restart = 0; restart < 2; restart++) {
      const server = await startServerProcess(env);
      try {
        await expect
          .poll(async () => (await postJson(`${server.url}/api/tickets`, { after: '2024-11-18' })).body, {
            timeout: 10_000,
          })
          .toEqual([expect.objectContaining({ count: 2, amount: 150, stream: false })]);
        await smtp.waitFor(1, 10_000);
        // The page, retrying, gets the same answer as if nothing had happened.
        const retried = await postJson(`${server.url}/api/tickets/${orderId}/capture`, undefined);
        expect(retried.status).toBe(201);
      } finally {
        await server.stop();
      }
    }
    expect(smtp.received.map((mail) => mail.recipients)).toEqual([['ada@example.com']]);
  }, 90_000);
});
