// The organiser dashboard's ticket counts (docs/product/organisers.md): in-person tickets (no stream flag)
// and livestream tickets, from the history answer and then each live 'ticket' event. The two overlap when a
// purchase lands while the history loads, so each purchase is counted once, by its id.

export interface TicketPurchase {
  id: number;
  /** Tickets in the purchase. */
  count: number;
  stream: boolean;
}

export interface TicketTally {
  inPerson: number;
  livestream: number;
  countedIds: ReadonlySet<number>;
}

export const emptyTicketTally: TicketTally = { inPerson: 0, livestream: 0, countedIds: new Set() };

export function addPurchases(tally: TicketTally, purchases: readonly TicketPurchase[]): TicketTally {
  const fresh = purchases.filter((purchase, i) => {
    if (tally.countedIds.has(purchase.id)) return false;
    return purchases.findIndex((other) => other.id === purchase.id) === i;
  });
  if (fresh.length === 0) return tally;
  let { inPerson, livestream } = tally;
  for (const purchase of fresh) {
    if (purchase.stream) livestream += purchase.count;
    else inPerson += purchase.count;
  }
  return { inPerson, livestream, countedIds: new Set([...tally.countedIds, ...fresh.map((p) => p.id)]) };
}
