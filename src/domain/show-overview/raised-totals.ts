import type { Cents } from '../money';

// The overview's money (docs/product/organisers.md, "The dashboard"; docs/decisions/054-show-overview.md).
// Raised is net: what PayPal captured less what was refunded or reversed since. Money PayPal holds as
// pending is not raised yet, and disputed money still is until PayPal decides, so both are shown apart.

interface PaidAndRefunded {
  paidCents: Cents;
  refundedCents: Cents;
}

export interface MoneyBooks {
  tickets: PaidAndRefunded;
  /** Donations paid through PayPal (card or PayPal account). */
  cards: PaidAndRefunded;
  /** Twitch cheers, at the dollar value the site counts them at; Twitch takes nothing back. */
  bitsCents: Cents;
}

export interface RaisedTotals {
  totalCents: Cents;
  ticketsCents: Cents;
  cardsCents: Cents;
  bitsCents: Cents;
  /** Refunded and reversed so far, already taken out of the rest. */
  refundedCents: Cents;
}

const net = (money: PaidAndRefunded) => Math.max(0, money.paidCents - money.refundedCents);

export function raisedTotals(books: MoneyBooks): RaisedTotals {
  const ticketsCents = net(books.tickets);
  const cardsCents = net(books.cards);
  return {
    totalCents: ticketsCents + cardsCents + books.bitsCents,
    ticketsCents,
    cardsCents,
    bitsCents: books.bitsCents,
    refundedCents: books.tickets.refundedCents + books.cards.refundedCents,
  };
}

/** The share of a whole as a whole percentage for people ('42%'); 0 of nothing is 0%. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}
