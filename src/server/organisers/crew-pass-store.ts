import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CrewPass, CrewRole } from '../../contracts/crew';
import { nameKey } from '../../domain/name-key';
import type { Database } from '../db';

// Crew passes (docs/product/organisers.md, "Crew passes"; docs/decisions/055-crew-passes.md). A token is 24
// random bytes (192 bits) after a 'p1.' marker that tells it from an organiser token; only its sha256 is
// stored, so the database, its backups and its readers never hold a working pass.

const marker = 'p1.';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/** True for something shaped like a pass token (not proof that it is one). */
export const looksLikePass = (token: string) => token.startsWith(marker) && token.length < 100;

export interface NewPass {
  name: string;
  role: CrewRole;
  createdBy: string;
  expiresMs: number;
  nowMs: number;
}

/**
 * Whether a pass that still works already carries this name or one that looks the same (letter case,
 * spaces, full-width letters and invisible characters aside; domain/name-key.ts): the change log names
 * people by their pass, so two working passes with one name could not be told apart there.
 */
export async function workingPassNamed(db: Kysely<Database>, name: string, nowMs: number): Promise<boolean> {
  const key = nameKey(name);
  const working = await db
    .selectFrom('crew_passes')
    .select('name')
    .where('revoked_ms', 'is', null)
    .where('expires_ms', '>', nowMs)
    .execute();
  return working.some((row) => nameKey(row.name) === key);
}

/** Stores a new pass; the token is returned this once and kept nowhere. */
export async function createPass(
  db: Kysely<Database>,
  pass: NewPass,
): Promise<{ id: number; token: string }> {
  const token = `${marker}${randomBytes(24).toString('base64url')}`;
  const row = await db
    .insertInto('crew_passes')
    .values({
      token_hash: hashOf(token),
      name: pass.name,
      role: pass.role,
      created_ms: pass.nowMs,
      created_by: pass.createdBy,
      expires_ms: pass.expiresMs,
      revoked_ms: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token };
}

export type PassLookup =
  | { kind: 'valid'; id: number; name: string; role: CrewRole; expiresMs: number }
  /** A real pass that no longer works: revoked or expired. */
  | { kind: 'ended' }
  | { kind: 'unknown' };

/** What a presented token is: one indexed read by its hash. */
export async function lookUpPass(db: Kysely<Database>, token: string, nowMs: number): Promise<PassLookup> {
  const row = await db
    .selectFrom('crew_passes')
    .select(['id', 'name', 'role', 'expires_ms', 'revoked_ms'])
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  const expiresMs = Number(row.expires_ms);
  if (row.revoked_ms !== null || expiresMs <= nowMs) return { kind: 'ended' };
  return { kind: 'valid', id: Number(row.id), name: row.name, role: row.role, expiresMs };
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** What a pass shows: everything but the hash of its token. */
const columns = ['id', 'name', 'role', 'created_ms', 'created_by', 'expires_ms', 'revoked_ms'] as const;
type PassRow = Pick<Selectable<Database['crew_passes']>, (typeof columns)[number]>;

function toWire(row: PassRow): CrewPass {
  return {
    id: Number(row.id),
    name: row.name,
    role: row.role,
    created: iso(row.created_ms),
    createdBy: row.created_by,
    expires: iso(row.expires_ms),
    revoked: row.revoked_ms === null ? null : iso(row.revoked_ms),
  };
}

/** Every pass, newest first: a convention's crew is tens of people, not thousands. */
export async function listPasses(db: Kysely<Database>): Promise<CrewPass[]> {
  const rows = await db.selectFrom('crew_passes').select(columns).orderBy('id', 'desc').limit(500).execute();
  return rows.map(toWire);
}

/**
 * Revokes a pass (a second revoke changes nothing); undefined when there is no such pass. `revokedNow`
 * says whether this call revoked it, so the change log gets one line.
 */
export async function revokePass(
  db: Kysely<Database>,
  id: number,
  nowMs: number,
): Promise<{ pass: CrewPass; revokedNow: boolean } | undefined> {
  const updated = await db
    .updateTable('crew_passes')
    .set({ revoked_ms: nowMs })
    .where('id', '=', id)
    .where('revoked_ms', 'is', null)
    .executeTakeFirst();
  const row = await db.selectFrom('crew_passes').select(columns).where('id', '=', id).executeTakeFirst();
  return row && { pass: toWire(row), revokedNow: Number(updated.numUpdatedRows) > 0 };
}
