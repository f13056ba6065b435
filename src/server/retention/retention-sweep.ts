import type { Kysely } from 'kysely';
import { erasePurchasesUpToMs, erasureDueMs } from '../../domain/retention';
import { type Database, dropErasedPages, type Engine } from '../db';
import type { Outbox } from '../mail';
import { eventEndMs } from '../order-page';
import { eraseCheer, eraseOrder } from './erase-order';

// Personal data has an end (docs/product/order-page-and-retention.md, "Retention"): the in-flight sweep
// asks this at start and every minute, and it erases at most once an hour (at once at start) every order
// whose PERSONAL_DATA_RETENTION_DAYS have run out, one transaction per order, counted in the log.

export interface RetentionOptions {
  db: Kysely<Database>;
  /** SQLite's WAL is cut back after an erasure, so no file keeps the pages as they were. */
  engine: Engine;
  /** The .eml files of the emails erased with their orders go too. */
  outbox: Pick<Outbox, 'discardErased'>;
  retentionDays: number;
  now: () => number;
  /** How often a pass is due; an hour unless a test says otherwise. */
  everyMs?: number;
  /** Donors' messages were erased: the public lists kept in memory are read again. */
  donationsChanged?: () => void;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export interface Retention {
  /** One pass now: erases every order due; resolves with how many orders and cheers it erased. */
  run(): Promise<number>;
  /** A pass if the last one is an hour old (the first call always runs). */
  runIfDue(): Promise<number>;
  /** When the next order is due for erasure (epoch ms), or null when nothing is left to erase. */
  nextErasureMs(): Promise<number | null>;
}

const batchSize = 200;

export function retentionSweep(options: RetentionOptions): Retention {
  const { db, log } = options;
  const now = options.now;
  const everyMs = options.everyMs ?? 3_600_000;
  let lastRunMs = Number.NEGATIVE_INFINITY;
  let running: Promise<number> | undefined;

  async function pass(): Promise<number> {
    const nowMs = now();
    const cutoff = erasePurchasesUpToMs(nowMs, eventEndMs, options.retentionDays);
    if (cutoff === null) return 0;
    let orders = 0;
    for (;;) {
      const due = await db
        .selectFrom('orders')
        .select('id')
        .where('erased_ms', 'is', null)
        .where('created_ms', '<=', cutoff)
        .orderBy('created_ms')
        .limit(batchSize)
        .execute();
      let erasedNow = 0;
      for (const { id } of due) if (await eraseOrder(db, id, nowMs)) erasedNow += 1;
      orders += erasedNow;
      if (due.length < batchSize || erasedNow === 0) break;
    }
    const cheers = await db
      .selectFrom('donations')
      .select('id')
      .where('order_id', 'is', null)
      .where('erased_ms', 'is', null)
      .where('time_ms', '<=', cutoff)
      .execute();
    let cheersErased = 0;
    for (const { id } of cheers) if (await eraseCheer(db, Number(id), nowMs)) cheersErased += 1;
    // Blasts went to every buyer's address (a test email to the organiser's): the addresses go with the
    // orders they came from.
    const blasts = await db
      .updateTable('outbox')
      .set({ to_address: '' })
      .where('kind', '=', 'blast')
      .where('created_ms', '<=', cutoff)
      .where('sent_ms', 'is not', null)
      .where('to_address', '!=', '')
      .executeTakeFirst();
    // The waiting list's addresses follow the same rule: an entry, and the emails it was sent, go once
    // the event's retention has run out (docs/product/tickets.md, "The waiting list").
    const waiting = await db.deleteFrom('waiting_list').where('joined_ms', '<=', cutoff).executeTakeFirst();
    const waitingMails = await db
      .updateTable('outbox')
      .set({ to_address: '' })
      .where('kind', '=', 'waiting-list')
      .where('created_ms', '<=', cutoff)
      .where('sent_ms', 'is not', null)
      .where('to_address', '!=', '')
      .executeTakeFirst();
    const waitingErased = Number(waiting.numDeletedRows) + Number(waitingMails.numUpdatedRows);
    // Every pass, not only one that erased: a copy a crash left behind last time goes now.
    await options.outbox.discardErased();
    if (orders + cheersErased + Number(blasts.numUpdatedRows) + waitingErased > 0)
      await dropErasedPages(db, options.engine);
    if (orders + cheersErased > 0) options.donationsChanged?.();
    if (orders + cheersErased > 0)
      log.info(
        { orders, cheers: cheersErased },
        'retention sweep erased the personal data of orders past their days',
      );
    return orders + cheersErased;
  }

  const run = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    run() {
      lastRunMs = now();
      return run();
    },
    runIfDue() {
      if (now() - lastRunMs < everyMs) return Promise.resolve(0);
      lastRunMs = now();
      return run();
    },
    async nextErasureMs() {
      const oldest = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.min('created_ms').as('created_ms'))
        .where('erased_ms', 'is', null)
        .executeTakeFirst();
      const createdMs = oldest?.created_ms;
      if (createdMs === null || createdMs === undefined) return null;
      return Math.max(erasureDueMs(Number(createdMs), eventEndMs, options.retentionDays), now());
    },
  };
}
