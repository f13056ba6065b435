import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Disputes and PayPal references (docs/decisions/037-disputes-and-paypal-references.md). Each order gets
// the invoice_id it was created with at PayPal. A dispute (CUSTOMER.DISPUTE.*) or a hold PayPal put on a
// recorded capture (BUYER_COMPLAINT, CHARGEBACK) is one row, keyed by PayPal's dispute id (a hold by
// HOLD-<capture id>): open while resolved_ms is null, and its badges are not admitted meanwhile.
// taken_cents is what a resolution for the buyer took out; reversal_id the PAYMENT.CAPTURE.REVERSED that
// PayPal sent for that same money, which then takes nothing more.
export function disputesMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('invoice_id', 'text').execute();
      await db.schema
        .createTable('disputes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
        .addColumn('capture_id', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('outcome', 'text')
        .addColumn('taken_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('reversal_id', 'text')
        .addColumn('created_ms', ms, (col) => col.notNull())
        .addColumn('updated_ms', ms, (col) => col.notNull())
        .addColumn('resolved_ms', ms)
        .execute();
      await db.schema.createIndex('disputes_order').on('disputes').column('order_id').execute();
      await db.schema.createIndex('disputes_capture').on('disputes').column('capture_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('disputes').execute();
      await db.schema.alterTable('orders').dropColumn('invoice_id').execute();
    },
  };
}
