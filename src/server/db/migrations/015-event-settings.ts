import { type Kysely, sql } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// What organisers set on the dashboard while the event runs (docs/product/organisers.md, "Ticket sales
// and the stream link"): whether ticket sales are closed, and where /live-{token} sends viewers. One
// row, made here, so it always exists: creating an order locks it to count the in-person places held
// (server/tickets/ticket-sales.ts).
export function eventSettingsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('event_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('sales_closed', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('stream_url', 'text')
        .addColumn('updated_ms', epochMsType(engine), (col) => col.notNull())
        .execute();
      await sql`insert into event_settings (id, updated_ms) values (1, ${Date.now()})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('event_settings').execute();
    },
  };
}
