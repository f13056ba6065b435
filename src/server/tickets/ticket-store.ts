import type { Kysely } from 'kysely';
import type { TicketRecord } from '../../contracts/tickets';
import type { Database } from '../db';
import { paidSince } from '../progress';

/** Ticket purchases since a moment, each at what is left after its refunds (progress/paid-since.ts). */
export async function ticketsSince(db: Kysely<Database>, afterMs: number): Promise<TicketRecord[]> {
  const rows = await db
    .selectFrom('tickets')
    .select(['id', 'count', 'amount_cents', 'refunded_cents', 'stream', 'time_ms'])
    .$call(paidSince(afterMs, 'tickets'))
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    count: row.count,
    amountCents: row.amount_cents - row.refunded_cents,
    stream: Boolean(row.stream),
    timeMs: row.time_ms,
  }));
}

/** A stream link that still works: a ticket refunded in full has its links revoked. */
export function findStreamAccess(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('livestream_access')
    .select(['token', 'email'])
    .where('token', '=', token)
    .where('revoked_ms', 'is', null)
    .executeTakeFirst();
}
