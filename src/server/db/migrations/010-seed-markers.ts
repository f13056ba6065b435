import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// One row per content seed that has run. Seeding claims its row first, so two instances starting at
// once seed once, and a table an organiser emptied on purpose is not filled again at the next start.
export function seedMarkersMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('seed_markers')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('seeded_ms', epochMsType(engine), (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('seed_markers').execute();
    },
  };
}
