import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// Passes for the crew (docs/product/organisers.md, "Crew passes"; docs/decisions/055-crew-passes.md). A pass
// is kept as the sha256 of its token only, so neither a database reader nor a backup can use one. Every
// line of the organisers' change log now says who made the change: a pass's name, or "organiser password"
// (which is also what every earlier line was made with). A dashboard refund request keeps who asked, so the
// line PayPal's later report writes names them too.
export function crewPassesMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('crew_passes'), engine)
        // sha256 of the token, base64url; the token itself is shown once, to the organiser who made it.
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('created_ms', ms, (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('expires_ms', ms, (col) => col.notNull())
        .addColumn('revoked_ms', ms)
        .execute();
      await db.schema
        .alterTable('organiser_audit')
        .addColumn('by', 'text', (col) => col.notNull().defaultTo('organiser password'))
        .execute();
      await db.schema.alterTable('refund_requests').addColumn('asked_by', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('refund_requests').dropColumn('asked_by').execute();
      await db.schema.alterTable('organiser_audit').dropColumn('by').execute();
      await db.schema.dropTable('crew_passes').execute();
    },
  };
}
