import type { Kysely } from 'kysely';
import type { Database } from '../db';

// What needs an organiser, counted for the overview (docs/product/organisers.md, "The dashboard").

/** Money PayPal holds as PENDING (an eCheck, a review): the order waits, nothing is counted yet. */
export async function pendingMoney(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['kind', eb.fn.sum<number>('amount_cents').as('cents'), eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'pending')
    .groupBy('kind')
    .execute();
  const of = (kind: 'ticket' | 'donation') => rows.find((row) => row.kind === kind);
  return {
    ticketsCents: Number(of('ticket')?.cents ?? 0),
    donationsCents: Number(of('donation')?.cents ?? 0),
    orders: rows.reduce((sum, row) => sum + Number(row.n), 0),
  };
}

/** Donations whose name and message wait for a moderator (docs/product/screening.md). */
export async function heldDonations(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('screening', '=', 'held')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Mails not sent yet that failed at least once: the outbox keeps trying, someone should look. */
export async function failedMails(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_ms', 'is', null)
    .where('last_error', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
