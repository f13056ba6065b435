import type { Kysely } from 'kysely';

// Options donors suggest for a bid war (docs/decisions/074-suggested-options.md). A suggestion is an
// option row from the first donation that brings it: hidden until the decision on that donation
// (suggested_order) approves it, its money in the bid war's total at once. `suggested_fold` is the key
// that makes one option of "Star Battle" and "star  bättle"; the unique index makes two donors who
// suggest it at the same moment land on one row. A bid war's own raised_cents holds the money of denied
// suggestions: its unallocated total.
export function suggestedOptionsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('incentives')
        .addColumn('accepts_suggestions', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
      await db.schema.alterTable('incentives').addColumn('suggested_fold', 'text').execute();
      await db.schema.alterTable('incentives').addColumn('suggestion', 'text').execute();
      await db.schema.alterTable('incentives').addColumn('suggested_order', 'text').execute();
      await db.schema
        .createIndex('incentives_suggested_fold')
        .on('incentives')
        .columns(['parent_id', 'suggested_fold'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('incentives_suggested_fold').execute();
      for (const column of ['accepts_suggestions', 'suggested_fold', 'suggestion', 'suggested_order']) {
        await db.schema.alterTable('incentives').dropColumn(column).execute();
      }
    },
  };
}
