import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import { createTestDatabase, type TestDatabase, testEngines } from '../../../tests/support/test-database';
import { freePort, startTestSmtpServer, type TestSmtpServer } from '../../../tests/support/test-smtp-server';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { enqueueMail, type QueuedMail } from './outbox';
import { type Outbox, type OutboxWorkerOptions, startOutboxWorker } from './outbox-worker';
import { createMailTransport } from './transport';

const from = 'Grid Gathering <info@gridgathering.example>';
// Fast enough that retries happen within a test, slow enough to count them.
const quick = {
  intervalMs: 40,
  backoffBaseMs: 20,
  backoffCapMs: 150,
  now: () => Date.now(),
} satisfies Partial<OutboxWorkerOptions>;

let counter = 0;
function mail(overrides: Partial<QueuedMail> = {}): QueuedMail {
  counter += 1;
  return {
    to: `buyer${counter}@example.com`,
    subject: `Your tickets #${counter}`,
    text: `Badge code for message ${counter}`,
    kind: 'ticket',
    ref: `ORDER${counter}`,
    dedupeKey: `ticket:ORDER${counter}:buyer`,
    ...overrides,
  };
}

describe.each(testEngines)('the mail outbox on %s', (engine) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const workers: Outbox[] = [];
  const extraHandles: DatabaseHandle[] = [];

  const startWorker = (smtpUrl: string | undefined, handle: DatabaseHandle = database.handle) => {
    const worker = startOutboxWorker({
      db: handle.db,
      engine,
      transport: createMailTransport({ smtpUrl, dataDir: database.dataDir, from }),
      ...quick,
    });
    workers.push(worker);
    return worker;
  };
  const outboxRows = () => database.handle.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.dispose();
  });
  beforeEach(async () => {
    await database.handle.db.deleteFrom('outbox').execute();
    smtp.received.length = 0;
    smtp.rejecting = false;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    await Promise.all(extraHandles.splice(0).map((handle) => handle.close()));
  });

  it('delivers a queued message once, with its recipient, subject and text', async () => {
    const outbox = startWorker(smtp.url);
    const message = mail();
    await database.handle.db.transaction().execute((trx) => outbox.enqueue(trx, message));
    outbox.wake();
    const [received] = await smtp.waitFor(1);
    await outbox.flush();
    expect(smtp.received).toHaveLength(1);
    expect(received?.recipients).toEqual([message.to]);
    expect(received?.parsed.subject).toBe(message.subject);
    expect(received?.parsed.text?.trim()).toBe(message.text);
    const [row] = await outboxRows();
    expect(row?.sent_ms).toBeGreaterThan(0);
    expect(await outbox.stats()).toEqual({ queued: 1, sent: 1, pending: 0, failing: 0 });
  });

  it('sends nothing for a purchase whose transaction rolled back', async () => {
    const outbox = startWorker(smtp.url);
    await expect(
      database.handle.db.transaction().execute(async (trx) => {
        await outbox.enqueue(trx, mail());
        throw new Error('payment write failed');
      }),
    ).rejects.toThrow('payment write failed');
    await outbox.flush();
    expect(await outboxRows()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('queues a message with the same dedupe key only once', async () => {
    const outbox = startWorker(smtp.url);
    const message = mail();
    expect(await enqueueMail(database.handle.db, message, Date.now())).toBe(true);
    expect(await enqueueMail(database.handle.db, { ...message, subject: 'A second copy' }, Date.now())).toBe(
      false,
    );
    await smtp.waitFor(1);
    await outbox.flush();
    expect(smtp.received.map((received) => received.parsed.subject)).toEqual([message.subject]);
  });

  it('writes an .eml file to DATA_DIR/outbox when no SMTP server is configured', async () => {
    const outbox = startWorker(undefined);
    const message = mail({ subject: 'Your livestream link' });
    await enqueueMail(database.handle.db, message, Date.now());
    await outbox.flush();
    const [row] = await outboxRows();
    const file = path.join(database.dataDir, 'outbox', `outbox-${row?.id}-${row?.created_ms}.eml`);
    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.subject).toBe('Your livestream link');
    expect(parsed.text?.trim()).toBe(message.text);
    expect(row?.sent_ms).toBeGreaterThan(0);
  });

  it('keeps a newline in a subject from adding a Bcc header or recipient', async () => {
    const outbox = startWorker(smtp.url);
    await enqueueMail(
      database.handle.db,
      mail({ subject: 'Program update\r\nBcc: evil@example.com' }),
      Date.now(),
    );
    const [received] = await smtp.waitFor(1);
    await outbox.flush();
    expect(received?.recipients).toHaveLength(1);
    expect(received?.parsed.headers.has('bcc')).toBe(false);
    expect(received?.raw).not.toMatch(/^Bcc:/im);
  });

  it('keeps mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    const port = await freePort();
    const outbox = startWorker(`smtp://127.0.0.1:${port}`);
    const message = mail();
    await enqueueMail(database.handle.db, message, Date.now());
    await expect.poll(async () => (await outboxRows())[0]?.attempts ?? 0).toBeGreaterThanOrEqual(3);
    const [waiting] = await outboxRows();
    expect(waiting?.sent_ms).toBeNull();
    expect(waiting?.last_error).toBeTruthy();
    expect(await outbox.stats()).toMatchObject({ queued: 1, sent: 0, pending: 1, failing: 1 });

    const revived = await startTestSmtpServer(port);
    try {
      const [received] = await revived.waitFor(1);
      // A send is answered only once the SMTP server holds the message, so after the flush a second
      // copy would already be there.
      await outbox.flush();
      expect(revived.received).toHaveLength(1);
      expect(received?.parsed.subject).toBe(message.subject);
      expect(await outbox.stats()).toEqual({ queued: 1, sent: 1, pending: 0, failing: 0 });
    } finally {
      await outbox.close();
      await revived.close();
    }
  });

  it('retries mail the SMTP server refuses for a while, then delivers it once', async () => {
    smtp.rejecting = true;
    const outbox = startWorker(smtp.url);
    await enqueueMail(database.handle.db, mail(), Date.now());
    await expect.poll(async () => (await outboxRows())[0]?.attempts ?? 0).toBeGreaterThanOrEqual(2);
    expect((await outboxRows())[0]?.last_error).toContain('451');
    smtp.rejecting = false;
    await smtp.waitFor(1);
    await outbox.flush();
    expect(smtp.received).toHaveLength(1);
  });

  it('retries refused mail 5 s after the first failure, doubling after each further one up to 5 minutes', async () => {
    smtp.rejecting = true;
    // The worker's own retry delays, on a clock the test sets; it looks for due mail only when the test
    // flushes it.
    let clockMs = Date.parse('2026-11-29T10:00:00Z');
    const outbox = startOutboxWorker({
      db: database.handle.db,
      engine,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: database.dataDir, from }),
      intervalMs: 3_600_000,
      now: () => clockMs,
    });
    workers.push(outbox);
    const message = mail();
    await enqueueMail(database.handle.db, message, clockMs);
    const comesDue = (attempts: number) =>
      database.handle.db
        .updateTable('outbox')
        .set({ attempts, send_after_ms: clockMs })
        .where('ref', '=', message.ref)
        .execute();
    const theRow = () =>
      database.handle.db
        .selectFrom('outbox')
        .select(['attempts', 'send_after_ms', 'sent_ms', 'last_error'])
        .where('ref', '=', message.ref)
        .executeTakeFirstOrThrow();
    /**
     * The wait the worker sets after the message's `failures`-th failure: the message comes due (its
     * retry time has come) with the failures before it behind it, the server refuses it again, and
     * the worker writes when to try next.
     */
    async function waitAfterFailure(failures: number) {
      clockMs += 3_600_000;
      await comesDue(failures - 1);
      await outbox.flush();
      const row = await theRow();
      expect(row).toMatchObject({ attempts: failures, sent_ms: null });
      expect(row.last_error).toContain('451');
      return row.send_after_ms - clockMs;
    }
    const expectedWaits: [failures: number, waitMs: number][] = [
      [1, 5_000],
      [2, 10_000],
      [3, 20_000],
      [4, 40_000],
      [7, 300_000],
      [8, 300_000],
      // However long the server keeps refusing, the message is tried again within 5 minutes.
      [1000, 300_000],
    ];
    for (const [failures, waitMs] of expectedWaits) {
      expect(await waitAfterFailure(failures), `after failure ${failures}`).toBe(waitMs);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers each message exactly once when two server processes share the database', async () => {
    const second = await connectDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    extraHandles.push(second);
    const messages = Array.from({ length: 40 }, () => mail());
    const options = { ...quick, batchSize: 3 };
    const one = startOutboxWorker({
      db: database.handle.db,
      engine,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: database.dataDir, from }),
      ...options,
    });
    const two = startOutboxWorker({
      db: second.db,
      engine,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: database.dataDir, from }),
      ...options,
    });
    workers.push(one, two);
    await Promise.all(
      messages.map((message, index) =>
        enqueueMail(index % 2 ? second.db : database.handle.db, message, Date.now()),
      ),
    );
    one.wake();
    two.wake();
    await smtp.waitFor(messages.length, 10_000);
    // Both workers done with what they held: a message both had claimed would have arrived twice.
    await Promise.all([one.flush(), two.flush()]);
    const subjects = smtp.received.map((received) => received.parsed.subject);
    expect(subjects).toHaveLength(messages.length);
    expect(new Set(subjects)).toEqual(new Set(messages.map((message) => message.subject)));
  });

  it('sends mail held by a process that died once its claim runs out, and not before', async () => {
    const message = mail();
    await enqueueMail(database.handle.db, message, Date.now());
    const held = () =>
      database.handle.db
        .updateTable('outbox')
        .set({ claim_token: 'dead-process' })
        .where('ref', '=', message.ref);
    await held()
      .set({ claimed_until_ms: Date.now() + 60_000 })
      .execute();
    const outbox = startWorker(smtp.url);
    await outbox.flush();
    expect(smtp.received).toHaveLength(0);
    await held()
      .set({ claimed_until_ms: Date.now() - 1 })
      .execute();
    await outbox.flush();
    await smtp.waitFor(1);
    expect(smtp.received[0]?.parsed.subject).toBe(message.subject);
  });

  it('counts queued and sent mail per blast for the dashboard', async () => {
    const outbox = startWorker(smtp.url);
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await enqueueMail(
        database.handle.db,
        mail({ to, kind: 'blast', ref: '7', dedupeKey: `blast:7:${to}` }),
        Date.now(),
      );
    }
    await enqueueMail(
      database.handle.db,
      mail({ kind: 'blast', ref: '8', dedupeKey: 'blast:8:x' }),
      Date.now(),
    );
    await smtp.waitFor(4);
    await outbox.flush();
    expect(await outbox.stats({ kind: 'blast', ref: '7' })).toEqual({
      queued: 3,
      sent: 3,
      pending: 0,
      failing: 0,
    });
    expect(await outbox.stats({ kind: 'blast' })).toMatchObject({ queued: 4, sent: 4 });
    const recipients = smtp.received.map((received) => received.recipients);
    expect(recipients.every((list) => list.length === 1)).toBe(true);
  });
});

describe.each(testEngines)('the app sends queued mail on %s', (engine) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers mail queued through app.outbox to SMTP_URL, and stops its worker on close', async () => {
    const app = await createTestApp(engine, { SMTP_URL: smtp.url });
    try {
      const message = mail();
      await app.database.handle.db.transaction().execute((trx) => app.outbox.enqueue(trx, message));
      app.outbox.wake();
      const [received] = await smtp.waitFor(1);
      expect(received?.recipients).toEqual([message.to]);
    } finally {
      await app.close();
    }
  });
});
