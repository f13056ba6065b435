import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../contracts/organiser';
import type { Database } from './schema';

// Every organiser change is written here in the same transaction as the change itself, so the list
// can never show a change that did not happen, nor miss one that did.

export async function recordAudit(db: Kysely<Database>, what: string, nowMs = Date.now()): Promise<void> {
  await db.insertInto('organiser_audit').values({ time_ms: nowMs, what }).execute();
}

export async function recentAudit(db: Kysely<Database>, limit = 100): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('organiser_audit')
    .select(['id', 'time_ms', 'what'])
    .orderBy('time_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    time: new Date(Number(row.time_ms)).toISOString(),
    what: row.what,
  }));
}

/** '"Blindfold solve"': names in audit sentences are quoted and kept short. */
export function quoted(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}
