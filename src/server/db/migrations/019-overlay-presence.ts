import type { Kysely } from 'kysely';
import { epochMsType } from '../column-types';
import type { Engine } from '../engine';

// Which stream overlays are connected (docs/product/realtime.md, "What the streamer sees"): one row per
// overlay page load, keyed by the random id the page made, written by whichever instance holds its
// connection so that the dashboard of any instance sees it. `socket_id` names the connection the row
// now belongs to, so a late disconnect from an instance the overlay already left changes nothing.
export function overlayPresenceMigration(engine: Engine) {
  const ms = epochMsType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('overlay_presence')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('overlay', 'text', (col) => col.notNull())
        .addColumn('socket_id', 'text', (col) => col.notNull())
        .addColumn('connected_ms', ms, (col) => col.notNull())
        .addColumn('last_heard_ms', ms, (col) => col.notNull())
        .addColumn('disconnected_ms', ms)
        .addColumn('disconnect_reason', 'text')
        .execute();
      // The dashboard reads the last day and the cleanup drops the oldest: both by last heard.
      await db.schema
        .createIndex('overlay_presence_heard')
        .on('overlay_presence')
        .column('last_heard_ms')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('overlay_presence').execute();
    },
  };
}
