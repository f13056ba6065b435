import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';

// What each edition sold and raised (docs/product/organisers.md, "Editions"): paid ticket purchases by
// their order's edition, donations (cheers too) by their own, each net of what was refunded of it.

export interface EditionTotals {
  ticketOrders: number;
  ticketsCents: number;
  donations: number;
  donationsCents: number;
}

export async function editionTotals(db: Kysely<Database>): Promise<Map<number, EditionTotals>> {
  const tickets = await db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select([
      'orders.edition_id as edition',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(tickets.amount_cents - tickets.refunded_cents)`.as('cents'),
    ])
    .groupBy('orders.edition_id')
    .execute();
  const donations = await db
    .selectFrom('donations')
    .select([
      'edition_id as edition',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(amount_cents - refunded_cents)`.as('cents'),
    ])
    .groupBy('edition_id')
    .execute();
  const totals = new Map<number, EditionTotals>();
  const of = (edition: number) => {
    const found = totals.get(edition) ?? {
      ticketOrders: 0,
      ticketsCents: 0,
      donations: 0,
      donationsCents: 0,
    };
    totals.set(edition, found);
    return found;
  };
  for (const row of tickets) {
    if (row.edition === null) continue;
    Object.assign(of(Number(row.edition)), { ticketOrders: Number(row.n), ticketsCents: Number(row.cents) });
  }
  for (const row of donations) {
    if (row.edition === null) continue;
    Object.assign(of(Number(row.edition)), { donations: Number(row.n), donationsCents: Number(row.cents) });
  }
  return totals;
}
