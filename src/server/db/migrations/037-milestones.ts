import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// Milestones of the total raised (docs/product/donations-and-incentives.md, "Milestones";
// docs/decisions/072-milestones-announced-once.md): amounts organisers set, each announced once on the
// stream. `reached_revision` is the revision of the totals whose change crossed it, written in that
// change's own transaction: set, the milestone was announced (or counted as passed when it was added) and
// never is again, whatever refunds do after, on any instance, after any restart.
export function milestonesMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('milestones'), engine)
        .addColumn('amount_cents', 'bigint', (col) => col.notNull().unique())
        .addColumn('created_ms', ms, (col) => col.notNull())
        .addColumn('reached_revision', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('milestones').execute();
    },
  };
}
