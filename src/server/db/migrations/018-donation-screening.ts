import { type Kysely, sql } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Screening and the hosts' read page (docs/product/screening.md). A donation's money counts at once;
// its name and message wait in `screening` until an organiser decides: 'published' (never held),
// 'held', 'approved' or 'denied'. Rows written before this migration were all shown, so they start
// 'published'. The read page's shared state (read, pinned) sits on the donation itself so every screen
// that has the page open sees one truth. The mode and the organisers' own words live with the other
// run-time settings; a null mode means "as DONATION_SCREENING says".
export function donationScreeningMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('donations')
        .addColumn('screening', 'text', (col) => col.notNull().defaultTo('published'))
        .execute();
      await db.schema.alterTable('donations').addColumn('held_reason', 'text').execute();
      await db.schema.alterTable('donations').addColumn('decided_by', 'text').execute();
      await db.schema.alterTable('donations').addColumn('decided_ms', ms).execute();
      await db.schema.alterTable('donations').addColumn('read_ms', ms).execute();
      await db.schema
        .alterTable('donations')
        .addColumn('pinned', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
      // The queue and the read page ask by state, oldest first.
      await db.schema
        .createIndex('donations_screening')
        .on('donations')
        .columns(['screening', 'id'])
        .execute();
      await db.schema.alterTable('event_settings').addColumn('screening_mode', 'text').execute();
      await db.schema
        .alterTable('event_settings')
        .addColumn('screening_words', 'text', (col) => col.notNull().defaultTo(sql`'[]'`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('donations_screening').execute();
      for (const column of ['screening', 'held_reason', 'decided_by', 'decided_ms', 'read_ms', 'pinned']) {
        await db.schema.alterTable('donations').dropColumn(column).execute();
      }
      await db.schema.alterTable('event_settings').dropColumn('screening_mode').execute();
      await db.schema.alterTable('event_settings').dropColumn('screening_words').execute();
    },
  };
}
