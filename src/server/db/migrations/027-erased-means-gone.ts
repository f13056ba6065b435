import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../engine';

// Erased means gone (docs/decisions/060-erased-means-gone.md). What was written before this migration is
// brought to the rules the code now follows:
// - the outbox keeps each dedupe key as its SHA-256 (a blast's key named its recipient's address);
// - the change log's lines that named a person (a badge's or viewer's old and new value at the desk, a
//   donor's name, a test email's address) keep what happened and the amount only;
// - SQLite is rebuilt once (VACUUM), so pages freed before secure_delete was on no longer hold what was
//   deleted, and its WAL is cut back. PostgreSQL frees old row versions by its own vacuum.
// Its own copy of the hash on purpose: a migration never changes once shipped, whatever mail/ does later.
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The line as the change log now writes it, or the line itself when it named no one. */
function lineWithoutPeople(what: string): string {
  const desk = /^(Changed ticket order \S+ at the desk): /.exec(what);
  // The old line held every changed value; the fields cannot be told from the values safely.
  if (desk) return desk[1]!;
  const decision = /^((?:Approved|Denied) held donation \d+) \((\S+) from .*\)$/s.exec(what);
  if (decision) return `${decision[1]} (${decision[2]})`;
  const read =
    /^((?:Marked|Pinned|Unpinned) donation \d+) \((\S+) from .*\)( as (?:read|unread))? on the read page$/s.exec(
      what,
    );
  if (read) return `${read[1]} (${read[2]})${read[3] ?? ''} on the read page`;
  const test = /^(Sent a test of email ".*") to \S*$/s.exec(what);
  if (test) return test[1]!;
  return what;
}

interface Tables {
  outbox: { id: number; dedupe_key: string };
  organiser_audit: { id: number; what: string };
}

export function erasedMeansGoneMigration(engine: Engine) {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      const keys = await db.selectFrom('outbox').select(['id', 'dedupe_key']).execute();
      for (const row of keys)
        await db
          .updateTable('outbox')
          .set({ dedupe_key: hashed(row.dedupe_key) })
          .where('id', '=', row.id)
          .execute();
      const lines = await db.selectFrom('organiser_audit').select(['id', 'what']).execute();
      for (const line of lines) {
        const kept = lineWithoutPeople(line.what);
        if (kept !== line.what)
          await db.updateTable('organiser_audit').set({ what: kept }).where('id', '=', line.id).execute();
      }
      if (engine === 'sqlite') {
        // Outside any transaction: Kysely runs SQLite's migrations without one (no transactional DDL).
        await sql`VACUUM`.execute(db);
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      }
    },
    // The hashes and the shortened lines cannot be turned back; the columns are as they were.
    async down() {},
  };
}
