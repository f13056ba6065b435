import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// When the page's capture call told the buyer PayPal had not confirmed the payment yet (and that their
// tickets would follow by email): if such an order then ends without a payment, the buyer hears so once
// (orders/unpaid-after-wait-mail.ts). Older orders were never told, so they stay null.
export function toldNotConfirmedMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('told_not_confirmed_ms', epochMsType(engine)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').dropColumn('told_not_confirmed_ms').execute();
    },
  };
}
