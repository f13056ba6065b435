import { type Kysely, sql } from 'kysely';

// The revision of the progress totals (docs/decisions/069-totals-with-a-revision.md): one row, raised by
// every transaction that moves a total, so the 'progress' event and GET /api/progress carry a number that
// orders them however late an event arrives, across every instance.
export function progressRevisionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('progress_revision')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('revision', 'bigint', (col) => col.notNull())
        .execute();
      await sql`insert into progress_revision (id, revision) values (1, 0)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('progress_revision').execute();
    },
  };
}
