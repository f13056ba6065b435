// The attendee list as a spreadsheet file (docs/product/organisers.md, "Attendees"): one line per badge,
// each carrying its order's answers, so a spreadsheet can sort and filter by any of them. Cells are
// neutralised and quoted by src/domain/csv.ts, as the badge list's are.
import { type CsvValue, toCsv } from '../domain/csv';
import { dollarsToCents, formatCents } from '../domain/money';
import type { AttendeeOrder, AttendeeRefundState } from './attendees';

const attendeeCsvHeader = [
  'Order',
  'Bought (UTC)',
  'Buyer email',
  'Phone',
  'Badge code',
  'Badge name',
  'Ticket',
  'Late registrant',
  'Dietary needs',
  'Dietary details',
  'Needs accommodations',
  'Accommodation details',
  'Volunteer',
  'Dinner',
  'Discount code',
  // Per order, repeated on each of its badges' lines: sum one line per order, not the column.
  'Order paid (USD)',
  'Order refunded (USD)',
  'Refund',
] as const;

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
const dollars = (amount: number) => formatCents(dollarsToCents(amount));
const refundText: Record<AttendeeRefundState, string> = { none: 'no', part: 'part', full: 'in full' };

export function attendeesCsv(orders: readonly AttendeeOrder[]): string {
  const lines: CsvValue[][] = orders.flatMap((order) =>
    order.badges.map((badge) => [
      order.orderId,
      order.time,
      order.email,
      order.phone,
      badge.code,
      badge.name,
      badge.ticketType,
      yesNo(badge.lateRegistrant),
      yesNo(order.dietary),
      order.dietaryDetails,
      yesNo(order.accommodations),
      order.accommodationsDetails,
      yesNo(order.volunteer),
      yesNo(order.dinner),
      order.discountCode ?? '',
      dollars(order.paid),
      dollars(order.refunded),
      refundText[order.refundState],
    ]),
  );
  return toCsv([[...attendeeCsvHeader], ...lines]);
}
