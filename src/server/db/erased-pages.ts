import { type Kysely, sql } from 'kysely';
import type { Engine } from './engine';
import type { Database } from './schema';

// Erased means gone from the files too (docs/product/order-page-and-retention.md, "Retention"). SQLite
// runs with secure_delete (connect.ts), so what an erasure deletes or overwrites is zeroed in the
// database file; but the WAL still holds the pages as they were before, until it is checkpointed and
// cut back. PostgreSQL keeps the old row versions until its own (auto)vacuum frees them: nothing to do here.

/** After an erasure: SQLite copies the WAL into the database and truncates it to nothing. */
export async function dropErasedPages(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
