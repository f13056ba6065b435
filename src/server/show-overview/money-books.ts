import { type Kysely, sql } from 'kysely';
import type { HourAmount } from '../../domain/show-overview/money-series';
import type { MoneyBooks } from '../../domain/show-overview/raised-totals';
import type { HourTickets } from '../../domain/show-overview/ticket-series';
import type { Database } from '../db';
import { ofCurrentEdition } from '../progress';

// The sums the overview is made of, added up by the database so the answer costs the same with ten
// donations or ten thousand. Hours are whole UTC hours (integer division of epoch ms works alike on
// SQLite and PostgreSQL); src/domain/show-overview puts them into the charts' days and stream hours.
// Each counts the current edition's purchases only
// (docs/decisions/080-incentives-totals-and-retention-per-edition.md).

const hourMs = 3_600_000;
const hourOf = (column: 'donations.time_ms' | 'tickets.time_ms') =>
  sql<number>`(${sql.ref(column)} / ${sql.lit(hourMs)})`;

/** Paid and refunded per kind of money: the overview's totals. */
export async function moneyBooks(db: Kysely<Database>): Promise<MoneyBooks> {
  const tickets = await db
    .selectFrom('tickets')
    .where(ofCurrentEdition.tickets)
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('paid'),
      eb.fn.coalesce(eb.fn.sum<number>('refunded_cents'), sql<number>`0`).as('refunded'),
    ])
    .executeTakeFirstOrThrow();
  const donations = await db
    .selectFrom('donations')
    .where(ofCurrentEdition.donations)
    .select((eb) => [
      sql<boolean>`bits is not null`.as('cheer'),
      eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('paid'),
      eb.fn.coalesce(eb.fn.sum<number>('refunded_cents'), sql<number>`0`).as('refunded'),
    ])
    .groupBy(sql`bits is not null`)
    .execute();
  const cards = donations.find((row) => !row.cheer);
  const cheers = donations.find((row) => Boolean(row.cheer));
  return {
    tickets: { paidCents: Number(tickets.paid), refundedCents: Number(tickets.refunded) },
    cards: { paidCents: Number(cards?.paid ?? 0), refundedCents: Number(cards?.refunded ?? 0) },
    bitsCents: Number(cheers?.paid ?? 0) - Number(cheers?.refunded ?? 0),
  };
}

/** Money in per UTC hour, tickets and donations together, each net of what was refunded of it. */
export async function raisedPerHour(db: Kysely<Database>): Promise<HourAmount[]> {
  const donations = await db
    .selectFrom('donations')
    .where(ofCurrentEdition.donations)
    .select([
      hourOf('donations.time_ms').as('hour'),
      sql<number>`sum(amount_cents - refunded_cents)`.as('cents'),
    ])
    .groupBy(hourOf('donations.time_ms'))
    .execute();
  const tickets = await db
    .selectFrom('tickets')
    .where(ofCurrentEdition.tickets)
    .select([
      hourOf('tickets.time_ms').as('hour'),
      sql<number>`sum(amount_cents - refunded_cents)`.as('cents'),
    ])
    .groupBy(hourOf('tickets.time_ms'))
    .execute();
  const byHour = new Map<number, number>();
  for (const row of [...donations, ...tickets]) {
    const hour = Number(row.hour);
    byHour.set(hour, (byHour.get(hour) ?? 0) + Number(row.cents));
  }
  return [...byHour].map(([hour, cents]) => ({ hourStartMs: hour * hourMs, cents }));
}

// An order refunded in full sells nobody; one that cost nothing (a full discount) still does; a badge
// refunded on its own no longer counts (refunded_count).
const soldTickets = sql<number>`sum(case when refunded_cents > 0 and refunded_cents >= amount_cents then 0 else count - refunded_count end)`;

/** Tickets sold now, in person and livestream. */
export async function ticketsSold(db: Kysely<Database>): Promise<{ inPerson: number; livestream: number }> {
  const rows = await db
    .selectFrom('tickets')
    .where(ofCurrentEdition.tickets)
    .select(['stream', soldTickets.as('sold')])
    .groupBy('stream')
    .execute();
  const sold = (stream: boolean) => Number(rows.find((row) => Boolean(row.stream) === stream)?.sold ?? 0);
  return { inPerson: sold(false), livestream: sold(true) };
}

/** Tickets sold per UTC hour, leaving out orders refunded in full (their badges admit nobody). */
export async function ticketsPerHour(db: Kysely<Database>): Promise<HourTickets[]> {
  const rows = await db
    .selectFrom('tickets')
    .where(ofCurrentEdition.tickets)
    .select([hourOf('tickets.time_ms').as('hour'), 'stream', soldTickets.as('sold')])
    .groupBy([hourOf('tickets.time_ms'), 'stream'])
    .execute();
  const byHour = new Map<number, HourTickets>();
  for (const row of rows) {
    const hour = Number(row.hour);
    const entry = byHour.get(hour) ?? { hourStartMs: hour * hourMs, inPerson: 0, livestream: 0 };
    if (row.stream) entry.livestream += Number(row.sold);
    else entry.inPerson += Number(row.sold);
    byHour.set(hour, entry);
  }
  return [...byHour.values()];
}
