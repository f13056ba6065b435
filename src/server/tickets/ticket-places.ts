import type { Kysely } from 'kysely';
import type { Places } from '../../contracts/event-settings';
import { totalTickets } from '../../domain/tickets/counts';
import { currentEditionId, type Database, type OrderStatus } from '../db';
import { readTicketPayload } from '../orders';

// In-person places taken (docs/product/tickets.md, "How many can come"): the badges of paid orders,
// plus the tickets of orders being paid right now, plus the places held for people on the waiting list
// ("The waiting list"). An order holds its places from the moment it is made (before the buyer sees
// PayPal's window) until it is paid (its badges then count instead) or ends without a payment: failed,
// or abandoned by the in-flight sweep (orders/in-flight-sweep.ts).

/** Orders that may still be paid: they hold their tickets' places. */
export const holdingStatuses: OrderStatus[] = ['created', 'approved', 'pending', 'declined'];

/**
 * Places of the current edition (docs/decisions/075-editions-as-data.md) sold and held now. The held
 * ones are read first: a payment recorded between the two reads is then counted twice for that moment
 * (too careful), never missed (too many sold). `exceptHold`: the waiting-list entry whose own hold is
 * being used, left out of the count.
 */
export async function placesTaken(
  db: Kysely<Database>,
  nowMs: number,
  exceptHold?: number,
): Promise<Omit<Places, 'capacity'>> {
  const holding = await db
    .selectFrom('orders')
    .select('payload')
    .where('kind', '=', 'ticket')
    .where('status', 'in', holdingStatuses)
    .where('edition_id', '=', currentEditionId(db))
    .execute();
  let held = 0;
  for (const { payload } of holding) {
    const order = readTicketPayload(payload);
    if (order.kind === 'in-person') held += totalTickets(order.tickets);
  }
  // A hold whose order is being paid counts once, as that order's tickets. Only the current edition's
  // list holds places (docs/decisions/081-codes-and-waiting-list-per-edition.md).
  const holds = await db
    .selectFrom('waiting_list')
    .leftJoin('orders', 'orders.id', 'waiting_list.order_id')
    .select(['waiting_list.id', 'waiting_list.held_places', 'orders.status'])
    .where('waiting_list.edition_id', '=', currentEditionId(db))
    .where('waiting_list.held_until_ms', '>', nowMs)
    .execute();
  let waitingList = 0;
  for (const hold of holds) {
    if (hold.id === exceptHold || (hold.status && holdingStatuses.includes(hold.status))) continue;
    waitingList += Number(hold.held_places ?? 0);
  }
  // A badge of an order refunded in full admits nobody, so its place is free again.
  const sold = await db
    .selectFrom('badges')
    .innerJoin('orders', 'orders.id', 'badges.order_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('badges.refunded_ms', 'is', null)
    .where('orders.edition_id', '=', currentEditionId(db))
    .executeTakeFirstOrThrow();
  return { sold: Number(sold.n), held, waitingList };
}
