import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPersonOrder } from '../../../tests/support/purchases';
import { postJson, startServerProcess } from '../../../tests/support/server-process';
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/support/test-smtp-server';

// The worst moment to die: PayPal has taken the money, nothing is written yet. The next start must
// record the purchase once and send its email once.
describe('a server killed between PayPal’s capture and the database write', () => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-crash-'));
  });
  afterAll(async () => {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the purchase once and sends one email after it is started again', async () => {
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, ORGANISER_PASSWORD: 'crash-test-password' };
    const doomed = await startServerProcess({ ...env, FAULT_INJECTION: 'crash-after-paypal-capture' });
    const created = await postJson(`${doomed.url}/api/tickets/create`, inPersonOrder());
    expect(created.status).toBe(201);
    const orderId = String(created.body.id);
    const approved = await postJson(
      `${doomed.url}/paypal-emulator/v2/checkout/orders/${orderId}/approve`,
      {},
    );
    expect(approved.status).toBe(200);
    await expect(postJson(`${doomed.url}/api/tickets/${orderId}/capture`, undefined)).rejects.toThrow();
    expect(await doomed.exited).toBe('SIGKILL');

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
