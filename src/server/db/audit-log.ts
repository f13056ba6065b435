import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../contracts/organiser';
import type { Database } from './schema';

// Every organiser change is written here in the same transaction as the change itself, so the list
// can never show a change that did not happen, nor miss one that did. Each line names who made the change
// (docs/product/organisers.md, "Crew passes"): the guard tells each organiser route who is calling
// (`request.crew.name`), and `by` is required so no change can be written without it.

/** The name the change log gives changes made with the shared password (or a token it signed). */
export const passwordActor = 'organiser password';

export async function recordAudit(
  db: Kysely<Database>,
  what: string,
  by: string,
  nowMs: number,
): Promise<void> {
  await db.insertInto('organiser_audit').values({ time_ms: nowMs, what, by }).execute();
}

export async function recentAudit(db: Kysely<Database>, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('organiser_audit')
    .select(['id', 'time_ms', 'what', 'by'])
    .orderBy('time_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    time: new Date(Number(row.time_ms)).toISOString(),
    what: row.what,
    by: row.by,
  }));
}

/** '"Blindfold solve"': names in audit sentences are quoted and kept short. */
export function quoted(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}
