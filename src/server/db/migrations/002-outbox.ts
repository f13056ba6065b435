import { type Kysely, sql } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// The mail outbox (src/server/mail): rows are written in the same transaction as the records they
// announce, and a worker in every server process sends them. See docs/decisions/008-mail-outbox.md.
export function outboxMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('outbox'), engine)
        // The caller's name for one logical message ('ticket:ORDER:buyer'): queuing it twice is a no-op.
        .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('ref', 'text', (col) => col.notNull())
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('text_body', 'text', (col) => col.notNull())
        .addColumn('html_body', 'text')
        .addColumn('created_ms', ms, (col) => col.notNull())
        .addColumn('send_after_ms', ms, (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('sent_ms', ms)
        .addColumn('claimed_until_ms', ms)
        .addColumn('claim_token', 'text')
        .execute();
      // Only unsent rows are ever looked for by the worker, so the index stays as small as the queue.
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['send_after_ms', 'id'])
        .where(sql.ref('sent_ms'), 'is', null)
        .execute();
      await db.schema.createIndex('outbox_kind_ref').on('outbox').columns(['kind', 'ref']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('outbox').execute();
    },
  };
}
