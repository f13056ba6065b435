import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// Orders keep the server's own price and every state a payment passes through; a purchase is
// recorded once per order (unique order_id), whatever retries or webhooks arrive.
export function ordersTicketsMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('created_ms', ms, (col) => col.notNull())
        .addColumn('updated_ms', ms, (col) => col.notNull())
        .addColumn('capture_id', 'text')
        .addColumn('captured_amount_cents', 'integer')
        .addColumn('captured_currency', 'text')
        .addColumn('payer_name', 'text')
        .addColumn('payer_email', 'text')
        .addColumn('failure', 'text')
        .execute();
      await db.schema.createIndex('orders_status').on('orders').columns(['status', 'updated_ms']).execute();

      await withIdColumn(db.schema.createTable('tickets'), engine)
        .addColumn('order_id', 'text', (col) => col.notNull().unique().references('orders.id'))
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('stream', 'boolean', (col) => col.notNull())
        .addColumn('time_ms', ms, (col) => col.notNull())
        .addColumn('buyer_email', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('tickets_time').on('tickets').column('time_ms').execute();

      await withIdColumn(db.schema.createTable('badges'), engine)
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('ticket_type', 'text', (col) => col.notNull())
        .addColumn('late_registrant', 'boolean', (col) => col.notNull())
        .addColumn('created_ms', ms, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('badges_order').on('badges').column('order_id').execute();

      await db.schema
        .createTable('livestream_access')
        .addColumn('token', 'text', (col) => col.primaryKey())
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('created_ms', ms, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('livestream_access_order')
        .on('livestream_access')
        .column('order_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['livestream_access', 'badges', 'tickets', 'orders']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
