// Ticket counts of both ticket pages and the counter input's rules (docs/product/tickets.md, "Counters").

export const inPersonTicketTypes = ['adult', 'child', 'student', 'unwaged'] as const;
export type InPersonTicketType = (typeof inPersonTicketTypes)[number];

// The livestream has no child ticket.
export const livestreamTicketTypes = ['adult', 'student', 'unwaged'] as const;
export type LivestreamTicketType = (typeof livestreamTicketTypes)[number];

export type InPersonCounts = Record<InPersonTicketType, number>;
export type LivestreamCounts = Record<LivestreamTicketType, number>;

/**
 * Most tickets one order may hold, of one type and in all. Far above any real group (the whole
 * convention aims at 100 tickets), and it keeps a typed '1000000' from building a million badge fields.
 */
export const MAX_TICKETS_PER_ORDER = 50;

export const emptyInPersonCounts: InPersonCounts = { adult: 0, child: 0, student: 0, unwaged: 0 };
export const emptyLivestreamCounts: LivestreamCounts = { adult: 0, student: 0, unwaged: 0 };

export function totalTickets(counts: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const count of Object.values(counts)) total += count;
  return total;
}

/** The highest value one counter may take while the others keep theirs. */
export function counterMax<T extends string>(counts: Readonly<Record<T, number>>, type: T): number {
  return Math.max(0, MAX_TICKETS_PER_ORDER - (totalTickets(counts) - counts[type]));
}

/** Whether typed text is a whole number of tickets ('3', ' 12 ', '+2'); '', '1.5', '1e3' and '-3' are not. */
export function isWholeCount(typed: string): boolean {
  return /^\+?\d+$/.test(typed.trim());
}

/** The plus and minus buttons: one step, never below 0 nor above `max`. */
export function stepCounter(current: number, step: 1 | -1, max = MAX_TICKETS_PER_ORDER): number {
  return Math.min(max, Math.max(0, current + step));
}
