import type { InPersonTicketType } from '../src/domain/tickets/counts';
import type { DiscountCode } from '../src/domain/tickets/pricing';

// The discount codes a new database starts with (docs/product/payments.md). Imported by the server
// only: the codes are secrets of a kind, and the page learns what a typed code does by asking the
// server (POST /api/tickets/discount). A test checks that no built web file contains them.
// They are the first edition's: after the first start organisers manage the codes on the dashboard, and
// editing this file then changes nothing in that database. A new edition starts with no codes, so a code
// handed out one year never works the next (docs/decisions/081-codes-and-waiting-list-per-edition.md).

export interface DiscountCodeSeed extends DiscountCode<InPersonTicketType> {
  /** Orders that may use the code in all; left out: no cap. */
  maxUses?: number;
  /** ISO 8601 with offset; the code stops working then. Left out: no end. */
  ends?: string;
  /** Who the code is for, for the organisers. */
  note?: string;
}

/** Both codes are in-person only; the livestream page has no code field. */
export const discountCodeSeed: DiscountCodeSeed[] = [
  {
    code: 'SPONSOR',
    effect: { kind: 'percent-off', percent: 50 },
    maxTickets: 3,
    note: 'Sponsors: half off up to three tickets.',
  },
  {
    code: 'PRESENTER',
    effect: { kind: 'amount-off', cents: 4000 },
    requiresTicketType: 'adult',
    note: 'Presenters: $40 off an order with an adult ticket.',
  },
];
