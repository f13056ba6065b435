import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';

export type TotalName = 'donations' | 'tickets';

/**
 * Adds a purchase to its running total. Call it in the recording transaction BEFORE inserting the
 * purchase's row: the row lock taken here orders the inserts, so ids are handed out in commit order and
 * the last counted id (setLastCounted) is always the newest purchase, the one the overlay names.
 */
export async function addToTotals(trx: Kysely<Database>, name: TotalName, count: number, cents: number) {
  await trx
    .updateTable('progress_totals')
    .set({ count: sql`count + ${count}`, cents: sql`cents + ${cents}` })
    .where('name', '=', name)
    .execute();
}

/**
 * A refund takes its amount out of the running total (and the purchase's count, once nothing of it is
 * left). The last counted id stays: the newest donation is still the newest, and the overlay's summary
 * walks back past one refunded in full.
 */
export async function removeFromTotals(trx: Kysely<Database>, name: TotalName, count: number, cents: number) {
  await trx
    .updateTable('progress_totals')
    .set({ count: sql`count - ${count}`, cents: sql`cents - ${cents}` })
    .where('name', '=', name)
    .execute();
}

/** After the insert, in the same transaction: the newest id counted in the total. */
export async function setLastCounted(trx: Kysely<Database>, name: TotalName, id: number) {
  await trx.updateTable('progress_totals').set({ last_id: id }).where('name', '=', name).execute();
}

/**
 * The running totals and the revision they are at, read in one statement, so that (on PostgreSQL, where
 * each statement sees its own moment) the revision is never older than the totals beside it.
 */
export async function readTotals(db: Kysely<Database>) {
  const rows = await db
    .selectFrom(['progress_totals', 'progress_revision'])
    .select([
      'progress_totals.name',
      'progress_totals.count',
      'progress_totals.cents',
      'progress_totals.last_id',
      'progress_revision.revision',
    ])
    .execute();
  const of = (name: TotalName) => {
    const row = rows.find((r) => r.name === name);
    return {
      count: Number(row?.count ?? 0),
      cents: Number(row?.cents ?? 0),
      lastId: row?.last_id === null || row?.last_id === undefined ? null : Number(row.last_id),
    };
  };
  return { donations: of('donations'), tickets: of('tickets'), revision: Number(rows[0]?.revision ?? 0) };
}
