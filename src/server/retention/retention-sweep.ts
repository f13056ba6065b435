import type { Kysely } from 'kysely';
import { eraseDatedUpToMs, erasureDueMs, retentionCutoffMs } from '../../domain/retention';
import { type Database, dropErasedPages, type Engine } from '../db';
import type { Outbox } from '../mail';
import { eraseCheer, eraseOrder } from './erase-order';

// Personal data has an end (docs/product/order-page-and-retention.md, "Retention"): the in-flight sweep
// asks this at start and every minute, and it erases at most once an hour (at once at start) every order
// whose PERSONAL_DATA_RETENTION_DAYS have run out, one transaction per order, counted in the log. The days
// count from the end of each order's (and cheer's) own edition, the editions row's end
// (docs/decisions/080-incentives-totals-and-retention-per-edition.md).

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

/** Blanks the addresses of the sent emails of one kind made up to the cutoff; how many it blanked. */
async function forgetSentAddresses(db: Kysely<Database>, kind: string, cutoff: number) {
  const forgotten = await db
    .updateTable('outbox')
    .set({ to_address: '' })
    .where('kind', '=', kind)
    .where('created_ms', '<=', cutoff)
    .where('sent_ms', 'is not', null)
    .where('to_address', '!=', '')
    .executeTakeFirst();
  return Number(forgotten.numUpdatedRows);
}

export function retentionSweep(options: RetentionOptions): Retention {
  const { db, log } = options;
  const now = options.now;
  const everyMs = options.everyMs ?? 3_600_000;
  let lastRunMs = Number.NEGATIVE_INFINITY;
  let running: Promise<number> | undefined;

  async function pass(): Promise<number> {
    const nowMs = now();
    // Due: made at or before the cutoff, in an edition that ended at or before it.
    const purchasesCutoff = retentionCutoffMs(nowMs, options.retentionDays);
    const editionEnds = (await db.selectFrom('editions').select('ends_ms').execute()).map((row) =>
      Number(row.ends_ms),
    );
    const cutoff = eraseDatedUpToMs(nowMs, editionEnds, options.retentionDays);
    if (cutoff === null) return 0;
    let orders = 0;
    for (;;) {
      const due = await db
        .selectFrom('orders')
        .innerJoin('editions', 'editions.id', 'orders.edition_id')
        .select('orders.id')
        .where('orders.erased_ms', 'is', null)
        .where('orders.created_ms', '<=', purchasesCutoff)
        .where('editions.ends_ms', '<=', purchasesCutoff)
        .orderBy('orders.created_ms')
        .limit(batchSize)
        .execute();
      let erasedNow = 0;
      for (const { id } of due) if (await eraseOrder(db, id, nowMs)) erasedNow += 1;
      orders += erasedNow;
      if (due.length < batchSize || erasedNow === 0) break;
    }
    const cheers = await db
      .selectFrom('donations')
      .innerJoin('editions', 'editions.id', 'donations.edition_id')
      .select('donations.id')
      .where('donations.order_id', 'is', null)
      .where('donations.erased_ms', 'is', null)
      .where('donations.time_ms', '<=', purchasesCutoff)
      .where('editions.ends_ms', '<=', purchasesCutoff)
      .execute();
    let cheersErased = 0;
    for (const { id } of cheers) if (await eraseCheer(db, Number(id), nowMs)) cheersErased += 1;
    // Blasts went to every buyer's address (a test email to the organiser's): the addresses go with the
    // orders they came from.
    const blasts = await forgetSentAddresses(db, 'blast', cutoff);
    // The waiting list's addresses follow the same rule: an entry goes once its edition's retention has run
    // out, and the emails it was sent by their date (docs/product/tickets.md, "The waiting list").
    const waiting = await db
      .deleteFrom('waiting_list')
      .where('joined_ms', '<=', purchasesCutoff)
      .where(
        'edition_id',
        'in',
        db.selectFrom('editions').select('id').where('ends_ms', '<=', purchasesCutoff),
      )
      .executeTakeFirst();
    const waitingMails = await forgetSentAddresses(db, 'waiting-list', cutoff);
    const waitingErased = Number(waiting.numDeletedRows) + waitingMails;
    // Every pass, not only one that erased: a copy a crash left behind last time goes now.
    await options.outbox.discardErased();
    if (orders + cheersErased + blasts + waitingErased > 0) await dropErasedPages(db, options.engine);
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
      // The oldest order kept of each edition: the soonest due of them is the next erasure.
      const oldest = await db
        .selectFrom('orders')
        .innerJoin('editions', 'editions.id', 'orders.edition_id')
        .select((eb) => ['editions.ends_ms', eb.fn.min('orders.created_ms').as('created_ms')])
        .where('orders.erased_ms', 'is', null)
        .groupBy('editions.ends_ms')
        .execute();
      const due = oldest.map((row) =>
        erasureDueMs(Number(row.created_ms), Number(row.ends_ms), options.retentionDays),
      );
      if (due.length === 0) return null;
      return Math.max(Math.min(...due), now());
    },
  };
}
