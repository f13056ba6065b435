import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Issue 11: every PayPal outcome (pending, declined then restarted, refunded, reversed), discount codes
// kept by the server instead of shipped in the page, and per-address limits shared by every instance.
export function moneyAsPayPalBehavesMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('capture_status', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('capture_attempt', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('discount_code', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('discount_claimed', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
      await db.schema.createIndex('orders_capture').on('orders').column('capture_id').execute();

      await db.schema
        .alterTable('donations')
        .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('tickets')
        .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('badges').addColumn('refunded_ms', ms).execute();
      await db.schema.alterTable('livestream_access').addColumn('revoked_ms', ms).execute();

      await db.schema
        .createTable('refunds')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
        .addColumn('capture_id', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('time_ms', ms, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();

      await db.schema
        .createTable('discount_codes')
        .addColumn('code', 'text', (col) => col.primaryKey())
        .addColumn('percent_off', 'integer')
        .addColumn('amount_off_cents', 'integer')
        .addColumn('max_tickets', 'integer')
        .addColumn('requires_ticket_type', 'text')
        .addColumn('max_uses', 'integer')
        .addColumn('ends_ms', ms)
        .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_ms', ms, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('window_start_ms', ms, (col) => col.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'address'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['rate_limits', 'discount_codes', 'refunds']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
