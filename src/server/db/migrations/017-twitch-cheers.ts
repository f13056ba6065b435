import { type Kysely, sql } from 'kysely';
import { epochMsType, withIdColumn } from '../column-types';
import type { Engine } from '../engine';

// Twitch cheers are donations (docs/product/donations-and-incentives.md, "Bits"), but no PayPal order
// stands behind them: donations.order_id becomes optional and donations.bits says how many bits a
// cheer was. twitch_messages holds every EventSub message id taken (Twitch delivers at least once, so
// a repeat must count once) and the revocations; cell_marks the cells lit on the /markcell overlay.
export function twitchCheersMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`alter table donations alter column order_id drop not null`.execute(db);
        await db.schema.alterTable('donations').addColumn('bits', 'integer').execute();
      } else {
        // SQLite cannot drop a NOT NULL: the table is made again with the same rows and ids. No table
        // refers to donations, so dropping the old one checks no foreign key.
        await sql`create table donations_next (
          id integer primary key autoincrement,
          order_id text unique references orders (id),
          name text not null,
          amount_cents bigint not null,
          message text not null,
          extra_info text not null,
          incentive_id text references incentives (id),
          time_ms integer not null,
          refunded_cents integer not null default 0,
          bits integer
        )`.execute(db);
        await sql`insert into donations_next
          (id, order_id, name, amount_cents, message, extra_info, incentive_id, time_ms, refunded_cents)
          select id, order_id, name, amount_cents, message, extra_info, incentive_id, time_ms, refunded_cents
          from donations`.execute(db);
        await sql`drop table donations`.execute(db);
        await sql`alter table donations_next rename to donations`.execute(db);
        await db.schema.createIndex('donations_time').on('donations').column('time_ms').execute();
        await db.schema.createIndex('donations_incentive').on('donations').column('incentive_id').execute();
      }

      await db.schema
        .createTable('twitch_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('message_type', 'text', (col) => col.notNull())
        .addColumn('subscription_type', 'text', (col) => col.notNull())
        .addColumn('subscription_status', 'text', (col) => col.notNull())
        .addColumn('received_ms', ms, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('twitch_messages_type')
        .on('twitch_messages')
        .columns(['message_type', 'received_ms'])
        .execute();

      await withIdColumn(db.schema.createTable('cell_marks'), engine)
        .addColumn('cell', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('bits', 'integer', (col) => col.notNull())
        .addColumn('marked_ms', ms, (col) => col.notNull())
        .addColumn('until_ms', ms, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('cell_marks_until').on('cell_marks').column('until_ms').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('cell_marks').execute();
      await db.schema.dropTable('twitch_messages').execute();
    },
  };
}
