import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Up to when the last comparison with PayPal looked (docs/decisions/038-books-match-paypal.md): PayPal's
// reporting lags, so "books match" is said up to its last_refreshed_datetime, not up to the run's moment.
// Null for runs made before this column, and for runs that failed.
export function booksComparedToMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('reconciliation').addColumn('compared_to_ms', ms).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('reconciliation').dropColumn('compared_to_ms').execute();
    },
  };
}
