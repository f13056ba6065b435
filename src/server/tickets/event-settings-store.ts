import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { recordAudit } from '../db';

// The one row of event_settings (db/migrations/015-event-settings.ts): what organisers set while the
// event runs. Every change is written with its line in the organisers' audit list.

type Db = Kysely<Database>;

export interface StoredSettings {
  salesClosed: boolean;
  streamUrl: string | null;
}

const toSettings = (row: { sales_closed: boolean | number; stream_url: string | null }): StoredSettings => ({
  salesClosed: Boolean(row.sales_closed),
  streamUrl: row.stream_url,
});

export async function readSettings(db: Db): Promise<StoredSettings> {
  const row = await db
    .selectFrom('event_settings')
    .select(['sales_closed', 'stream_url'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return toSettings(row);
}

/**
 * Inside a transaction: locks the settings row until the transaction ends and reads it. An UPDATE that
 * changes nothing takes the row lock on PostgreSQL (a second caller waits for the first to commit, then
 * reads what it wrote) and SQLite's write lock at once, so work done under it is done one caller at a
 * time on both engines.
 */
export async function lockSettings(trx: Db): Promise<StoredSettings> {
  const row = await trx
    .updateTable('event_settings')
    .set((eb) => ({ sales_closed: eb.ref('sales_closed') }))
    .where('id', '=', 1)
    .returning(['sales_closed', 'stream_url'])
    .executeTakeFirstOrThrow();
  return toSettings(row);
}

/** Closes or reopens sales; a change that changes nothing is not written to the audit list. */
export function setSalesClosed(db: Db, closed: boolean, by: string, nowMs: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('event_settings')
      .set({ sales_closed: closed, updated_ms: nowMs })
      .where('id', '=', 1)
      .where('sales_closed', '=', !closed)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await recordAudit(trx, closed ? 'Closed ticket sales' : 'Reopened ticket sales', by, nowMs);
  });
}

/** Sets (or, with null, clears) where /live-{token} sends ticket holders. */
export function setStreamUrl(db: Db, url: string | null, by: string, nowMs: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const before = await lockSettings(trx);
    if (before.streamUrl === url) return;
    await trx
      .updateTable('event_settings')
      .set({ stream_url: url, updated_ms: nowMs })
      .where('id', '=', 1)
      .execute();
    // The address itself stays out of the list: it is the private link, and the card above shows it.
    await recordAudit(
      trx,
      url === null ? 'Cleared the livestream link' : 'Set the livestream link',
      by,
      nowMs,
    );
  });
}
