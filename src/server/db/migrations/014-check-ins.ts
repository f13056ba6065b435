import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Check-in at the door (docs/product/organisers.md, "Check-in at the door"): one row per badge that has
// come in. The badge code is the key, so of two phones scanning the same badge at once exactly one
// insert succeeds; the other finds the row and answers "already checked in".
export function checkInsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('check_ins')
        .addColumn('code', 'text', (col) => col.primaryKey().references('badges.code'))
        .addColumn('checked_in_ms', epochMsType(engine), (col) => col.notNull())
        .addColumn('device', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('check_ins').execute();
    },
  };
}
