import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// The order limit counts orders left unpaid (docs/decisions/063-order-limit-counts-unpaid-orders.md): each
// order made remembers which address's window counted it, until it is paid (its slot is given back) or
// the window ends. Rows live no longer than a window, so a visitor's address is not kept with the order.
export function orderLimitSlotsMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_limit_slots')
        .addColumn('order_id', 'text', (col) => col.primaryKey())
        .addColumn('bucket', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('window_start_ms', ms, (col) => col.notNull())
        // The limit in force when it was counted: refused requests count past it, and give nothing back.
        .addColumn('limit_count', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('order_limit_slots_window')
        .on('order_limit_slots')
        .column('window_start_ms')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('order_limit_slots').execute();
    },
  };
}
