import type { Kysely } from 'kysely';

// The money a dispute won by the seller gave back, under PayPal's own id once Transaction Search shows it
// (T1202, T1207, T1208): the dispute's record and PayPal's are the same money, booked once whichever is
// seen first (docs/decisions/043-disputes-holds-and-books-as-paypal-has-them.md). Null until one of them names the other.
export function disputeReturnsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('disputes').addColumn('return_id', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('disputes').dropColumn('return_id').execute();
    },
  };
}
