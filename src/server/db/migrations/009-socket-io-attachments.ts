import { type Kysely, sql } from 'kysely';
import type { Engine } from '../engine';

// With PostgreSQL, socket.io events travel between instances by LISTEN/NOTIFY
// (@socket.io/postgres-adapter); payloads over NOTIFY's 8000-byte limit go through this table.
// SQLite means one instance, so it needs none.
export function socketIoAttachmentsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`CREATE TABLE IF NOT EXISTS socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT NOW(),
        payload bytea
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`DROP TABLE IF EXISTS socket_io_attachments`.execute(db);
    },
  };
}
