import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// Incentives are seeded from content and then edited by organisers; raised_cents moves in the same
// transaction as each donation, so the picker and the dashboard read totals without summing donations.
export function incentivesDonationsMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('incentives')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('parent_id', 'text')
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('author', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('link', 'text', (col) => col.notNull())
        .addColumn('goal_cents', 'bigint')
        .addColumn('raised_cents', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('expires_ms', ms)
        .addColumn('min_donation_cents', 'bigint')
        .addColumn('info_needed', 'text', (col) => col.notNull())
        .addColumn('disabled', 'boolean', (col) => col.notNull())
        .addColumn('hidden', 'boolean', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('incentives_parent').on('incentives').column('parent_id').execute();

      await withIdColumn(db.schema.createTable('donations'), engine)
        .addColumn('order_id', 'text', (col) => col.notNull().unique().references('orders.id'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('amount_cents', 'bigint', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('extra_info', 'text', (col) => col.notNull())
        .addColumn('incentive_id', 'text', (col) => col.references('incentives.id'))
        .addColumn('time_ms', ms, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('donations_time').on('donations').column('time_ms').execute();
      await db.schema.createIndex('donations_incentive').on('donations').column('incentive_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('donations').execute();
      await db.schema.dropTable('incentives').execute();
    },
  };
}
