import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Tickets that change hands (docs/decisions/077-ticket-transfers.md). A badge passed to another person
// keeps its row (its place in the order, its share of the money, its refunds) and gets a new code; the
// old code is kept in badge_transfers so the door can say "transferred" instead of "no such badge".
// badges.holder_email is the new holder's address (null: the buyer holds it), erased with the order.
// order_links.badge_code limits a link to the one badge it was sent for, by the code it had then: once
// that badge is passed on again, the code is gone from badges and the link says the badge moved.
export function ticketTransfersMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('badge_transfers')
        .addColumn('old_code', 'text', (col) => col.primaryKey())
        .addColumn('new_code', 'text', (col) => col.notNull())
        .addColumn('order_id', 'text', (col) => col.notNull())
        .addColumn('transferred_ms', ms, (col) => col.notNull())
        .addColumn('by', 'text', (col) => col.notNull())
        .execute();
      await db.schema.alterTable('badges').addColumn('holder_email', 'text').execute();
      await db.schema.alterTable('order_links').addColumn('badge_code', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('order_links').dropColumn('badge_code').execute();
      await db.schema.alterTable('badges').dropColumn('holder_email').execute();
      await db.schema.dropTable('badge_transfers').execute();
    },
  };
}
