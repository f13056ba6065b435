// The names list (docs/product/tickets.md, "The names list": badge names in person, email addresses for
// the livestream) holds one entry per ticket, and at least one so the form always shows a field.

export function namesListLength(totalTickets: number): number {
  return Math.max(1, totalTickets);
}

/** Truncates, or pads with empty entries, to one entry per ticket; entries already typed are kept. */
export function resizeNames(names: readonly string[], totalTickets: number): string[] {
  const length = namesListLength(totalTickets);
  const resized = names.slice(0, length);
  while (resized.length < length) resized.push('');
  return resized;
}

/** What each ticket type is called on the page ('Adult'), as content/tickets.ts words it. */
export type TicketTypeLabels<T extends string> = Readonly<Record<T, { label: string }>>;

/**
 * Which ticket each entry of the names list belongs to: 'Adult 1', 'Adult 2', 'Student 1', ... in the
 * order of `types` (the counters' order, which is also the order the server prints badges in). The lone
 * entry of an order without tickets belongs to none (undefined).
 */
export function ticketSlotLabels<T extends string>(
  types: readonly T[],
  counts: Readonly<Record<T, number>>,
  labels: TicketTypeLabels<T>,
): (string | undefined)[] {
  const slots: (string | undefined)[] = [];
  for (const type of types) for (let i = 1; i <= counts[type]; i++) slots.push(`${labels[type].label} ${i}`);
  while (slots.length < namesListLength(slots.length)) slots.push(undefined);
  return slots;
}

/** 'Name on Badge (Adult 1)', or just 'Name on Badge' for the entry of an empty order: the field's label. */
export function slotFieldLabel(field: string, slot: string | undefined): string {
  return slot === undefined ? field : `${field} (${slot})`;
}
