import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// Prizes and their drawings (docs/product/prizes.md, docs/decisions/071-prize-entries.md). `prizes.draws`
// counts the drawings: each drawing raises it first, in its transaction, so two organisers pressing Draw
// at once take turns on that row and the second finds the winners already drawn. A winner row is unique
// per prize, drawing and place, as a second guard. `donations.twitch_user_id` tells one cheering account's
// cheers apart from another's, so a viewer's cheers add up as a card donor's donations do.
export function prizesMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('prizes'), engine)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('sponsor', 'text', (col) => col.notNull())
        .addColumn('minimum_cents', 'bigint', (col) => col.notNull())
        .addColumn('opens_ms', ms, (col) => col.notNull())
        .addColumn('closes_ms', ms, (col) => col.notNull())
        .addColumn('winners', 'integer', (col) => col.notNull())
        .addColumn('delivery', 'text', (col) => col.notNull())
        .addColumn('draws', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_ms', ms, (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .execute();
      await withIdColumn(db.schema.createTable('prize_winners'), engine)
        .addColumn('prize_id', 'integer', (col) => col.notNull().references('prizes.id'))
        .addColumn('draw_number', 'integer', (col) => col.notNull())
        .addColumn('place', 'integer', (col) => col.notNull())
        .addColumn('drawn_ms', ms, (col) => col.notNull())
        .addColumn('drawn_by', 'text', (col) => col.notNull())
        .addColumn('entry_count', 'integer', (col) => col.notNull())
        // Personal data, erased with the donor's order (src/server/retention/).
        .addColumn('donor_key', 'text', (col) => col.notNull())
        .addColumn('email', 'text')
        .addColumn('public_name', 'text', (col) => col.notNull())
        .addColumn('donation_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'text')
        .addColumn('claim_token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('claim_deadline_ms', ms, (col) => col.notNull())
        .addColumn('claimed_ms', ms)
        .addColumn('lapsed_ms', ms)
        .addColumn('erased_ms', ms)
        .addUniqueConstraint('prize_winners_place', ['prize_id', 'draw_number', 'place'])
        .execute();
      await db.schema.createIndex('prize_winners_prize').on('prize_winners').column('prize_id').execute();
      await db.schema.createIndex('prize_winners_order').on('prize_winners').column('order_id').execute();
      await db.schema.alterTable('donations').addColumn('twitch_user_id', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('donations').dropColumn('twitch_user_id').execute();
      await db.schema.dropTable('prize_winners').execute();
      await db.schema.dropTable('prizes').execute();
    },
  };
}
