import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// The organiser tools (docs/product/organisers.md): email blasts, the brute-force counter of the shared password (in the
// database so every instance enforces one limit) and the audit list of organiser edits.
export function organiserToolsMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('blasts'), engine)
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('audience', 'text', (col) => col.notNull())
        .addColumn('recipient_count', 'integer', (col) => col.notNull())
        .addColumn('created_ms', ms, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('organiser_attempts')
        .addColumn('address', 'text', (col) => col.primaryKey())
        .addColumn('tries', 'integer', (col) => col.notNull())
        .addColumn('window_start_ms', ms, (col) => col.notNull())
        .addColumn('locked_until_ms', ms)
        .execute();

      await withIdColumn(db.schema.createTable('organiser_audit'), engine)
        .addColumn('time_ms', ms, (col) => col.notNull())
        .addColumn('what', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('organiser_audit_time').on('organiser_audit').column('time_ms').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['organiser_audit', 'organiser_attempts', 'blasts']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
