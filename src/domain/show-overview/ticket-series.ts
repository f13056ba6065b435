import { nextZoneDayStart, zoneDayStart } from './zone-days';

// The "ticket sales per day" chart (docs/product/organisers.md, "The dashboard"): tickets sold each day in
// the edition's time zone, in person and livestream apart, net of orders refunded in full.

/** Tickets sold during one UTC hour. */
export interface HourTickets {
  hourStartMs: number;
  inPerson: number;
  livestream: number;
}

export interface TicketDay {
  startMs: number;
  inPerson: number;
  livestream: number;
}

/** One entry per zone day from the first sale to `nowMs` (or the last sale), days without sales included. */
export function ticketSalesPerDay(
  hours: readonly HourTickets[],
  timeZone: string,
  nowMs: number,
): TicketDay[] {
  if (hours.length === 0) return [];
  const sorted = [...hours].sort((a, b) => a.hourStartMs - b.hourStartMs);
  const last = Math.max(nowMs, sorted[sorted.length - 1]!.hourStartMs);
  const days: TicketDay[] = [];
  let index = 0;
  for (let start = zoneDayStart(sorted[0]!.hourStartMs, timeZone); start <= last; ) {
    const end = nextZoneDayStart(start, timeZone);
    const day: TicketDay = { startMs: start, inPerson: 0, livestream: 0 };
    while (index < sorted.length && sorted[index]!.hourStartMs < end) {
      day.inPerson += sorted[index]!.inPerson;
      day.livestream += sorted[index++]!.livestream;
    }
    days.push(day);
    start = end;
  }
  return days;
}
