import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Refunds without gaps (docs/decisions/036-refunds-without-gaps.md): one row per refund an organiser
// (or another API client) asked for, keyed by the request's Idempotency-Key and written before PayPal
// is called, so a retry with the same key is the same refund whatever happened in between, and the
// sweep knows which captures to re-read after a crash or a lost answer.
export function refundRequestsMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('refund_requests')
        .addColumn('idempotency_key', 'text', (col) => col.primaryKey())
        .addColumn('order_id', 'text', (col) => col.notNull())
        .addColumn('capture_id', 'text', (col) => col.notNull())
        // What was asked: null for "the rest"; `cents` is what PayPal was asked to refund.
        .addColumn('asked_cents', 'integer')
        .addColumn('cents', 'integer', (col) => col.notNull())
        .addColumn('paypal_request_id', 'text', (col) => col.notNull())
        // PayPal's refund id once PayPal's answer (or the sweep) told us; null while unknown.
        .addColumn('refund_id', 'text')
        .addColumn('created_ms', ms, (col) => col.notNull())
        .execute();
      // The sweep reads the recent ones and those whose refund is still unknown.
      await db.schema
        .createIndex('refund_requests_created')
        .on('refund_requests')
        .column('created_ms')
        .execute();
      // And the refunds PayPal still holds as pending.
      await db.schema.createIndex('refunds_status').on('refunds').column('status').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('refunds_status').execute();
      await db.schema.dropTable('refund_requests').execute();
    },
  };
}
