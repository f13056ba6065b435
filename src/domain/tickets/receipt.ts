// The receipt every ticket email carries (docs/product/tickets.md, "The ticket email"): what was bought,
// the discount, what was paid and when, and the order's reference. Built from what the order stored, so
// a resent email shows the same receipt as the first one.
import type { Cents } from '../money';
import { formatZonedTime } from '../time-zone';

interface ReceiptLine<T extends string = string> {
  type: T;
  count: number;
  unitCents: Cents;
}

export interface TicketReceipt<T extends string = string> {
  /** The order's id (PayPal's order id), which organisers can find the order by. */
  orderRef: string;
  /** One line per ticket type bought, in the counters' order; types not bought are left out. */
  lines: ReceiptLine<T>[];
  subtotalCents: Cents;
  /** The code the order was priced with (upper case), or null. */
  discountCode: string | null;
  discountCents: Cents;
  paidCents: Cents;
  /** Refunded since; 0 for most orders. */
  refundedCents: Cents;
  /** When the payment was recorded (epoch ms). */
  paidMs: number;
}

export function ticketReceipt<T extends string>(input: {
  orderRef: string;
  counts: Readonly<Record<T, number>>;
  types: readonly T[];
  prices: Readonly<Record<T, Cents>>;
  discountCode: string | null;
  paidCents: Cents;
  refundedCents: Cents;
  paidMs: number;
}): TicketReceipt<T> {
  const lines = input.types
    .filter((type) => input.counts[type] > 0)
    .map((type) => ({ type, count: input.counts[type], unitCents: input.prices[type] }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.count * line.unitCents, 0);
  // The discount is what the code took off this order when it was priced: the list price less what
  // was charged. Without a code nothing was taken off, whatever the list says today.
  const discountCents = input.discountCode ? Math.max(0, subtotalCents - input.paidCents) : 0;
  return {
    orderRef: input.orderRef,
    lines,
    subtotalCents,
    discountCode: input.discountCode,
    discountCents,
    paidCents: input.paidCents,
    refundedCents: input.refundedCents,
    paidMs: input.paidMs,
  };
}

/**
 * 'Wednesday, April 2, 2025, 3:04 PM EDT': a moment as people in `timeZone` read it, with the zone's
 * name so a reader elsewhere is not misled.
 */
export const formatReceiptTime = (epochMs: number, timeZone: string): string =>
  formatZonedTime(epochMs, timeZone, 'full');
