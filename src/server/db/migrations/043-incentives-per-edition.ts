import { type Kysely, sql } from 'kysely';

// Incentives belong to an edition (docs/decisions/080-incentives-totals-and-retention-per-edition.md): a
// new edition's incentives are rows of their own (copied with new ids, nothing raised), and each
// edition's pages and totals read only its own. Existing rows are the current edition's; a database made
// before editions existed has none yet, and the seed (src/server/editions/seed-edition.ts) gives its
// incentives the first edition it writes, as it does its orders and donations.
export function incentivesPerEditionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('incentives').addColumn('edition_id', 'integer').execute();
      await sql`update incentives set edition_id =
        (select current_edition_id from event_settings where id = 1)`.execute(db);
      await db.schema.createIndex('incentives_edition').on('incentives').column('edition_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('incentives_edition').execute();
      await db.schema.alterTable('incentives').dropColumn('edition_id').execute();
    },
  };
}
