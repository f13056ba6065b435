import type { Kysely } from 'kysely';
import type { TicketRecord } from '../../contracts/tickets';
import type { Database } from '../db/schema';

/** Ticket purchases since a moment, oldest first (the progress views replay them in time order). */
export async function ticketsSince(db: Kysely<Database>, afterMs: number): Promise<TicketRecord[]> {
  const rows = await db
    .selectFrom('tickets')
    .select(['id', 'count', 'amount_cents', 'stream', 'time_ms'])
    .where('time_ms', '>', afterMs)
    .orderBy('time_ms')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    count: row.count,
    amountCents: row.amount_cents,
    stream: Boolean(row.stream),
    timeMs: row.time_ms,
  }));
}

export function findStreamAccess(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('livestream_access')
    .select(['token', 'email'])
    .where('token', '=', token)
    .executeTakeFirst();
}
