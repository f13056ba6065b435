import { type Kysely, sql } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Books that match PayPal, daily (docs/decisions/038-books-match-paypal.md): one row, shared by every
// instance, saying when the comparison is next due and what the last one found. An instance claims a
// run by moving `due_ms` forward with a conditional update, so two sweeps at once run it once.
export function reconciliationMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reconciliation')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        // The next run may start once this has passed: a day after a run, sooner after a failure, and
        // while one runs, the moment another instance may take over if this one died.
        .addColumn('due_ms', ms, (col) => col.notNull())
        .addColumn('started_ms', ms)
        .addColumn('finished_ms', ms)
        // 'match', 'differences' or 'failed' (PayPal could not be asked); null before the first run.
        .addColumn('outcome', 'text')
        // The differences' sentences, as JSON, and why a failed run could not compare.
        .addColumn('differences', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('reason', 'text')
        .execute();
      await sql`insert into reconciliation (id, due_ms) values (1, 0)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reconciliation').execute();
    },
  };
}
