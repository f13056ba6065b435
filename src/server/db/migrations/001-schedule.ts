import type { Kysely } from 'kysely';
import { withIdColumn } from '../column-types';
import type { Engine } from '../engine';

export function scheduleMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('schedule_entries'), engine)
        .addColumn('start_s', 'bigint', (col) => col.notNull())
        .addColumn('end_s', 'bigint', (col) => col.notNull())
        .addColumn('location', 'text', (col) => col.notNull())
        .addColumn('events', 'text', (col) => col.notNull())
        .addColumn('emcees', 'text', (col) => col.notNull())
        .addColumn('description', 'text')
        .execute();
      await db.schema
        .createIndex('schedule_entries_start')
        .on('schedule_entries')
        .column('start_s')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('schedule_entries').execute();
    },
  };
}
