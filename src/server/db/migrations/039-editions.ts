import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// Editions as data (docs/decisions/075-editions-as-data.md): what changes from one year's convention to
// the next, one row per edition. The current one is named by event_settings.current_edition_id (one row,
// so exactly one edition is current once the seed has run: src/server/seed.ts writes the first edition
// from content/ and points the existing orders and donations at it). Prices, texts and the venue are JSON
// objects whose shapes are src/contracts/editions.ts; the schedule and incentives a new edition copied
// wait in `schedule`/`incentives` (JSON arrays) until it is made current.
export function editionsMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('editions'), engine)
        .addColumn('year', 'integer', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('starts_ms', ms, (col) => col.notNull())
        .addColumn('ends_ms', ms, (col) => col.notNull())
        .addColumn('time_zone', 'text', (col) => col.notNull())
        .addColumn('time_zone_label', 'text', (col) => col.notNull())
        .addColumn('dates_text', 'text', (col) => col.notNull())
        .addColumn('venue', 'text', (col) => col.notNull())
        .addColumn('prices', 'text', (col) => col.notNull())
        .addColumn('texts', 'text', (col) => col.notNull())
        .addColumn('in_person_capacity', 'integer')
        .addColumn('sales_close_ms', ms)
        .addColumn('fundraiser_from_ms', ms, (col) => col.notNull())
        .addColumn('fundraiser_until_ms', ms, (col) => col.notNull())
        .addColumn('stream_starts_ms', ms, (col) => col.notNull())
        .addColumn('stream_ends_ms', ms, (col) => col.notNull())
        .addColumn('schedule', 'text')
        .addColumn('incentives', 'text')
        .addColumn('created_ms', ms, (col) => col.notNull())
        .execute();
      await db.schema.alterTable('event_settings').addColumn('current_edition_id', 'integer').execute();
      await db.schema.alterTable('orders').addColumn('edition_id', 'integer').execute();
      await db.schema.alterTable('donations').addColumn('edition_id', 'integer').execute();
      await db.schema.createIndex('orders_edition').on('orders').column('edition_id').execute();
      await db.schema.createIndex('donations_edition').on('donations').column('edition_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('donations_edition').execute();
      await db.schema.dropIndex('orders_edition').execute();
      await db.schema.alterTable('donations').dropColumn('edition_id').execute();
      await db.schema.alterTable('orders').dropColumn('edition_id').execute();
      await db.schema.alterTable('event_settings').dropColumn('current_edition_id').execute();
      await db.schema.dropTable('editions').execute();
    },
  };
}
