import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database, Engine } from '../db';
import {
  attachmentsOf,
  enqueueMail,
  type OutboxFilter,
  type OutboxStats,
  outboxStats,
  type QueuedMail,
} from './outbox';
import {
  claimDue,
  markFailed,
  markSent,
  messagesStillAddressed,
  type OutboxRow,
  releaseClaims,
} from './outbox-store';
import type { MailTransport } from './transport';

// Every server process runs one worker. Delivery is at least once with a window kept as small as we
// can: a row is marked sent right after the SMTP server accepts it, and only if that mark fails (the
// database unreachable for the few retries below) or the process dies between the two is the message
// sent again, once its claim has run out. Mail is never dropped: a failing message is retried with
// backoff for as long as it takes. See docs/decisions/008-mail-outbox.md.

interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  transport: MailTransport;
  /** The app's clock (epoch ms): when mail is queued, claimed, sent and retried. */
  now: () => number;
  /** How often to look for due mail without being woken. */
  intervalMs?: number;
  batchSize?: number;
  /** How long a claim keeps other workers off a row; a send starts only with half of it left. */
  leaseMs?: number;
  /** Retry delay after the first failure, doubled after each further one, up to backoffCapMs. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  log?: OutboxLog;
}

/** What routes get: queue mail in their transaction, wake the worker after commit, read the counts. */
export interface Outbox {
  /** Queues inside `db` (the caller's transaction); false when the dedupe key was already queued. */
  enqueue(db: Kysely<Database>, mail: QueuedMail): Promise<boolean>;
  /** Sends due mail now instead of at the next interval; call it after the transaction commits. */
  wake(): void;
  stats(filter?: OutboxFilter): Promise<OutboxStats>;
  /** Resolves once every message due now has been tried (each sent or rescheduled). */
  flush(): Promise<void>;
  /**
   * Removes the transport's kept copies (the .eml files) of messages whose row was erased or whose
   * address was cleared; resolves with how many. The retention sweep calls it after each pass, so a
   * copy a crash left behind goes with the next pass.
   */
  discardErased(): Promise<number>;
  /** Stops the worker after the message in hand, hands unsent claims back, closes the transport. */
  close(): Promise<void>;
}

/** The message's name at the transport (its Message-ID and .eml file): stable for one row. */
const messageKey = (row: Pick<OutboxRow, 'id' | 'created_ms'>) => `outbox-${row.id}-${row.created_ms}`;
const keyPattern = /^outbox-(\d+)-(\d+)$/;

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How long to wait before the next try of a message that has failed `attempts` times. */
function backoffMs(attempts: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

export function startOutboxWorker(options: OutboxWorkerOptions): Outbox {
  const { db, engine, transport, now } = options;
  const intervalMs = options.intervalMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoffBaseMs = options.backoffBaseMs ?? 5_000;
  const backoffCapMs = options.backoffCapMs ?? 5 * 60_000;
  const log = options.log;

  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function recordSent(row: OutboxRow): Promise<void> {
    // The message is out; only a mark that never lands can lead to a resend, so try hard.
    for (const pause of [0, 200, 1_000, 3_000]) {
      if (pause) await sleep(pause);
      try {
        await markSent(db, row.id, now());
        return;
      } catch (error) {
        log?.warn({ err: error, outboxId: row.id }, 'Could not mark mail as sent yet');
      }
    }
    log?.error(
      { outboxId: row.id },
      'Mail was sent but not marked; it will be sent again after its claim ends',
    );
  }

  async function deliver(row: OutboxRow, token: string): Promise<void> {
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: await attachmentsOf(row.attachments),
        key: messageKey(row),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryAtMs = now() + backoffMs(attempts, backoffBaseMs, backoffCapMs);
      log?.warn({ outboxId: row.id, attempts, error: describeError(error) }, 'Mail not sent; will retry');
      await markFailed(db, row, token, { error: describeError(error), retryAtMs }).catch((markError) =>
        // Unrecorded, the claim simply runs out and the row is tried again.
        log?.warn({ err: markError, outboxId: row.id }, 'Could not record a mail failure'),
      );
      return;
    }
    await recordSent(row);
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const token = randomUUID();
      const claimedAt = now();
      let claimed: OutboxRow[];
      try {
        claimed = await claimDue(db, engine, { nowMs: claimedAt, limit: batchSize, leaseMs, token });
      } catch (error) {
        log?.warn({ err: error }, 'Could not read the mail outbox; will try again');
        return;
      }
      for (const [index, row] of claimed.entries()) {
        // A send must finish inside the claim, or another worker could take the row meanwhile.
        if (stopped || now() > claimedAt + leaseMs / 2) {
          const untried = claimed.slice(index).map((rest) => rest.id);
          await releaseClaims(db, untried, token).catch(() => {});
          break;
        }
        await deliver(row, token);
      }
      if (claimed.length < batchSize) return;
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  }

  const timer = setInterval(wake, intervalMs);
  // The interval alone must not keep a finished process (or a test run) alive.
  timer.unref();
  wake();

  return {
    enqueue: (trx, mail) => enqueueMail(trx, mail, now()),
    wake,
    stats: (filter) => outboxStats(db, filter),
    async flush() {
      wake();
      while (running) await running;
    },
    async discardErased() {
      const kept = (await transport.keptKeys()).flatMap((key) => {
        const match = keyPattern.exec(key);
        return match ? [{ key, id: Number(match[1]), createdMs: Number(match[2]) }] : [];
      });
      const addressed = await messagesStillAddressed(db, kept);
      const erased = kept.filter((message) => !addressed.has(`${message.id}:${message.createdMs}`));
      for (const message of erased) await transport.discard(message.key);
      return erased.length;
    },
    async close() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      transport.close();
    },
  };
}
