import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Engine, OutboxTable } from '../db';

// The worker's side of the outbox table: claim due rows, then record each outcome. Several server
// processes share one database, so a row is claimed (claimed_until_ms, claim_token) before it is
// sent and only a claim that has run out can be taken by another worker.

export type OutboxRow = Selectable<OutboxTable>;

function claimable(nowMs: number) {
  return (eb: ExpressionBuilder<Database, 'outbox'>) =>
    eb.and([
      eb('sent_ms', 'is', null),
      eb('send_after_ms', '<=', nowMs),
      eb.or([eb('claimed_until_ms', 'is', null), eb('claimed_until_ms', '<', nowMs)]),
    ]);
}

export interface ClaimOptions {
  nowMs: number;
  limit: number;
  leaseMs: number;
  /** Unique per claim, so outcomes are only written by the worker that still holds the row. */
  token: string;
}

/**
 * Takes up to `limit` due rows for this worker in one statement. On PostgreSQL the inner select locks
 * its rows and skips rows another worker is claiming at that moment; SQLite runs one writer at a time,
 * so its single UPDATE is already atomic. Either way the outer WHERE repeats the condition, so a row
 * claimed since the inner select is left alone.
 */
export async function claimDue(
  db: Kysely<Database>,
  engine: Engine,
  options: ClaimOptions,
): Promise<OutboxRow[]> {
  const { nowMs, limit, leaseMs, token } = options;
  const rows = await db
    .updateTable('outbox')
    .set({ claimed_until_ms: nowMs + leaseMs, claim_token: token })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('outbox')
        .select('id')
        .where(claimable(nowMs))
        .orderBy('send_after_ms')
        .orderBy('id')
        .limit(limit);
      return engine === 'postgres' ? due.forUpdate().skipLocked() : due;
    })
    .where(claimable(nowMs))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.send_after_ms - b.send_after_ms || a.id - b.id);
}

/** Recorded whoever holds the claim now: the message did go, and must never go again. */
export async function markSent(db: Kysely<Database>, id: number, nowMs: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      sent_ms: nowMs,
      attempts: sql<number>`attempts + 1`,
      claimed_until_ms: null,
      claim_token: null,
    })
    .where('id', '=', id)
    .where('sent_ms', 'is', null)
    .execute();
}

export async function markFailed(
  db: Kysely<Database>,
  row: Pick<OutboxRow, 'id'>,
  token: string,
  outcome: { error: string; retryAtMs: number },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      attempts: sql<number>`attempts + 1`,
      last_error: outcome.error.slice(0, 1000),
      send_after_ms: outcome.retryAtMs,
      claimed_until_ms: null,
      claim_token: null,
    })
    .where('id', '=', row.id)
    .where('claim_token', '=', token)
    .where('sent_ms', 'is', null)
    .execute();
}

/** Hands rows this worker claimed but did not try back to the queue (on close, or a claim running low). */
export async function releaseClaims(db: Kysely<Database>, ids: number[], token: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ claimed_until_ms: null, claim_token: null })
    .where('id', 'in', ids)
    .where('claim_token', '=', token)
    .where('sent_ms', 'is', null)
    .execute();
}

/**
 * Which of these sent messages still have their row and address, by `id:created_ms`: the others were
 * erased (the order's rows deleted, a blast's address cleared), and so must their kept copies be.
 */
export async function messagesStillAddressed(
  db: Kysely<Database>,
  messages: readonly { id: number; createdMs: number }[],
): Promise<Set<string>> {
  const kept = new Set<string>();
  // In slices, as a statement takes only so many parameters (SQLite: 32,766).
  for (let start = 0; start < messages.length; start += 500) {
    const ids = messages.slice(start, start + 500).map((message) => message.id);
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'created_ms'])
      .where('id', 'in', ids)
      .where('to_address', '!=', '')
      .execute();
    for (const row of rows) kept.add(`${row.id}:${Number(row.created_ms)}`);
  }
  return kept;
}
