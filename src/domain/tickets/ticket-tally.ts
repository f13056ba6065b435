// The organiser dashboard's ticket counts (docs/product/organisers.md): in-person tickets (no stream flag)
// and livestream tickets, from the server's ticket history, read again after every change. The history
// is the server's list; nothing arriving live is added to it.

export interface TicketPurchase {
  /** Tickets in the purchase. */
  count: number;
  stream: boolean;
}

export interface TicketTally {
  inPerson: number;
  livestream: number;
}

export function countTickets(purchases: readonly TicketPurchase[]): TicketTally {
  let inPerson = 0;
  let livestream = 0;
  for (const purchase of purchases) {
    if (purchase.stream) livestream += purchase.count;
    else inPerson += purchase.count;
  }
  return { inPerson, livestream };
}
