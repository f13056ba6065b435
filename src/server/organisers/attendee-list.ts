import type { Kysely } from 'kysely';
import {
  type AttendeeBadge,
  type AttendeeList,
  type AttendeeOrder,
  type AttendeeRefundState,
  countAttendees,
} from '../../contracts/attendees';
import { centsToWireDollars } from '../../contracts/money';
import type { Database } from '../db';
import type { ListedEdition } from '../editions';
import { historyByOrder } from '../order-page';
import { readTicketPayload } from '../orders';

function refundStateOf(paidCents: number, refundedCents: number): AttendeeRefundState {
  if (refundedCents <= 0) return 'none';
  return refundedCents >= paidCents ? 'full' : 'part';
}

/**
 * One edition's recorded in-person purchases (an edition's id, or the current one's as a sub-select), newest first, with the buyer's answers as the order form took them
 * (the orders table keeps the checked order as JSON) and the badges made for it. Private: only organiser
 * routes call this (docs/product/organisers.md, "Attendees").
 */
export async function attendeeList(db: Kysely<Database>, edition: ListedEdition): Promise<AttendeeList> {
  const [purchases, badgeRows] = await Promise.all([
    db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select([
        'orders.id',
        'orders.payload',
        'orders.amount_cents',
        'orders.refunded_cents',
        'orders.discount_code',
        'tickets.time_ms',
      ])
      .where('tickets.stream', '=', false)
      .where('orders.edition_id', '=', edition)
      .orderBy('tickets.time_ms', 'desc')
      .orderBy('tickets.id', 'desc')
      .execute(),
    // By id: the order the names were typed in.
    db
      .selectFrom('badges')
      .innerJoin('orders', 'orders.id', 'badges.order_id')
      .select([
        'badges.order_id',
        'badges.code',
        'badges.name',
        'badges.ticket_type',
        'badges.late_registrant',
        'badges.refunded_ms',
      ])
      .where('orders.edition_id', '=', edition)
      .orderBy('badges.id')
      .execute(),
  ]);

  const history = await historyByOrder(db);
  const badgesByOrder = new Map<string, AttendeeBadge[]>();
  for (const row of badgeRows) {
    const list = badgesByOrder.get(row.order_id) ?? [];
    list.push({
      code: row.code,
      name: row.name,
      ticketType: row.ticket_type,
      lateRegistrant: Boolean(row.late_registrant),
      refunded: row.refunded_ms !== null,
    });
    badgesByOrder.set(row.order_id, list);
  }

  const orders: AttendeeOrder[] = [];
  for (const row of purchases) {
    const payload = readTicketPayload(row.payload);
    const badges = badgesByOrder.get(row.id) ?? [];
    // A stream order has no answers and no badges; tickets.stream already leaves it out.
    if (payload.kind !== 'in-person' || badges.length === 0) continue;
    const { info } = payload;
    const paidCents = Number(row.amount_cents);
    const refundedCents = Number(row.refunded_cents);
    orders.push({
      orderId: row.id,
      time: new Date(Number(row.time_ms)).toISOString(),
      email: info.email,
      phone: info.phone,
      badges,
      dietary: info.dietaryRestrictions,
      dietaryDetails: info.dietaryRestrictionsDetails,
      accommodations: info.accomodations,
      accommodationsDetails: info.accomodationsDetails,
      volunteer: info.volunteer,
      dinner: info.dinner,
      discountCode: row.discount_code,
      paid: centsToWireDollars(paidCents),
      refunded: centsToWireDollars(refundedCents),
      refundState: refundStateOf(paidCents, refundedCents),
      history: history.get(row.id) ?? [],
    });
  }
  return { orders, counts: countAttendees(orders) };
}
