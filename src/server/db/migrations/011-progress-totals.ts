import { type Kysely, sql } from 'kysely';

// Running totals for the overlay's first load, kept in the capture transaction, so its cost does not
// grow with the number of donations (docs/benchmark.md). Filled from what is already recorded.
export function progressTotalsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('progress_totals')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('count', 'bigint', (col) => col.notNull())
        .addColumn('cents', 'bigint', (col) => col.notNull())
        .addColumn('last_id', 'bigint')
        .execute();
      await sql`insert into progress_totals (name, count, cents, last_id)
        select 'donations', count(*), coalesce(sum(amount_cents), 0), max(id) from donations`.execute(db);
      await sql`insert into progress_totals (name, count, cents, last_id)
        select 'tickets', coalesce(sum(count), 0), coalesce(sum(amount_cents), 0), max(id) from tickets`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('progress_totals').execute();
    },
  };
}
