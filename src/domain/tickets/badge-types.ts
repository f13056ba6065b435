// The names list is flat (one name per ticket, docs/product/tickets.md). Its order is the counters' order, so
// the page can label each field and the server can print the right kind of badge: all adult names
// first, then child, student and unwaged.

export function ticketTypeOfEachName<T extends string>(
  counts: Readonly<Record<T, number>>,
  order: readonly T[],
): T[] {
  return order.flatMap((type) => Array.from({ length: Math.max(0, counts[type]) }, () => type));
}
