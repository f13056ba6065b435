import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// The waiting list for sold-out in-person places (docs/product/tickets.md, "The waiting list";
// docs/decisions/076-waiting-list.md). `id` is the place in line. `email_key` (the address in lower case)
// is unique, so the same address joining twice, even at the same moment, is one entry. A hold is the
// columns hold_*: the places kept for the entry until held_until_ms, and the SHA-256 of the link's
// secret; `order_id` is the order made through the hold, whose own places then count instead. Rows are
// deleted when their person buys, lets the hold lapse, or is past the retention days.
export function waitingListMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('waiting_list'), engine)
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('email_key', 'text', (col) => col.notNull().unique())
        .addColumn('places', 'integer', (col) => col.notNull())
        .addColumn('joined_ms', ms, (col) => col.notNull())
        .addColumn('held_places', 'integer')
        .addColumn('held_until_ms', ms)
        .addColumn('offered_ms', ms)
        .addColumn('hold_token_hash', 'text', (col) => col.unique())
        .addColumn('order_id', 'text')
        .execute();
      await db.schema.createIndex('waiting_list_order').on('waiting_list').column('order_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('waiting_list').execute();
    },
  };
}
