import type { Kysely } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// The buyer's own order page and the end of personal data (docs/product/order-page-and-retention.md,
// docs/decisions/052-order-links-and-erasure.md). Each ticket email carries a link of its own: only a hash
// of its token is kept, so neither a database reader nor a backup can open an order page. Changes made on
// the page are written to the order's history. `erased_ms` marks an order (or a cheer) whose personal
// data the retention sweep has erased, in the same transaction as the erasure itself.
export function orderPageAndRetentionMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_links')
        // sha256 of the token, base64url; the token itself is only ever in the email.
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
        // The stream link of the livestream email this link came in; null for the buyer's email. When a
        // viewer's address is changed, the links sent to the old address stop working with it.
        .addColumn('access_token', 'text')
        .addColumn('created_ms', ms, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_links_order').on('order_links').column('order_id').execute();

      await withIdColumn(db.schema.createTable('order_history'), engine)
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
        .addColumn('time_ms', ms, (col) => col.notNull())
        // One sentence: 'Name on Badge (Adult 1) changed from "Ada" to "Ada L."'.
        .addColumn('what', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_history_order').on('order_history').column('order_id').execute();

      await db.schema.alterTable('orders').addColumn('erased_ms', ms).execute();
      await db.schema.alterTable('donations').addColumn('erased_ms', ms).execute();
      // The sweep looks for orders not yet erased by their age.
      await db.schema.createIndex('orders_created').on('orders').column('created_ms').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('orders_created').execute();
      await db.schema.alterTable('donations').dropColumn('erased_ms').execute();
      await db.schema.alterTable('orders').dropColumn('erased_ms').execute();
      await db.schema.dropTable('order_history').execute();
      await db.schema.dropTable('order_links').execute();
    },
  };
}
