import { type Kysely, sql } from 'kysely';
import type { Database } from '../db';

// What each edition sold and raised (docs/product/organisers.md, "Editions"): paid ticket purchases by
// their order's edition, donations (cheers too) by their own, each net of what was refunded or reversed
// of it (a dispute the buyer won is a reversal; money PayPal gave back counts again). A purchase refunded
// in full no longer counts as one; one that cost nothing (a full discount) still does; a badge refunded
// on its own is no longer a ticket sold.

export interface EditionTotals {
  ticketOrders: number;
  /** Badges and stream links still sold. */
  ticketsSold: number;
  ticketsCents: number;
  donations: number;
  donationsCents: number;
}

const refundedInFull = sql`refunded_cents > 0 and refunded_cents >= amount_cents`;
const ticketRefundedInFull = sql`tickets.refunded_cents > 0 and tickets.refunded_cents >= tickets.amount_cents`;

export async function editionTotals(
  db: Kysely<Database>,
  only?: number,
): Promise<Map<number, EditionTotals>> {
  let ticketQuery = db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select([
      'orders.edition_id as edition',
      sql<number>`sum(case when ${ticketRefundedInFull} then 0 else 1 end)`.as('n'),
      sql<number>`sum(case when ${ticketRefundedInFull} then 0 else tickets.count - tickets.refunded_count end)`.as(
        'sold',
      ),
      sql<number>`sum(tickets.amount_cents - tickets.refunded_cents)`.as('cents'),
    ])
    .groupBy('orders.edition_id');
  let donationQuery = db
    .selectFrom('donations')
    .select([
      'edition_id as edition',
      sql<number>`sum(case when ${refundedInFull} then 0 else 1 end)`.as('n'),
      sql<number>`sum(amount_cents - refunded_cents)`.as('cents'),
    ])
    .groupBy('edition_id');
  if (only !== undefined) {
    ticketQuery = ticketQuery.where('orders.edition_id', '=', only);
    donationQuery = donationQuery.where('edition_id', '=', only);
  }
  const [tickets, donations] = await Promise.all([ticketQuery.execute(), donationQuery.execute()]);
  const totals = new Map<number, EditionTotals>();
  const of = (edition: number) => {
    const found = totals.get(edition) ?? {
      ticketOrders: 0,
      ticketsSold: 0,
      ticketsCents: 0,
      donations: 0,
      donationsCents: 0,
    };
    totals.set(edition, found);
    return found;
  };
  for (const row of tickets) {
    if (row.edition === null) continue;
    Object.assign(of(Number(row.edition)), {
      ticketOrders: Number(row.n),
      ticketsSold: Number(row.sold),
      ticketsCents: Number(row.cents),
    });
  }
  for (const row of donations) {
    if (row.edition === null) continue;
    Object.assign(of(Number(row.edition)), { donations: Number(row.n), donationsCents: Number(row.cents) });
  }
  return totals;
}
