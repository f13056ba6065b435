import { namesListLength } from '../../../domain/tickets/names-list';

// Which ticket each entry of the names list belongs to. The list holds the tickets in the order the
// counters show them (adults first, then child, student, unwaged), so 'Name on Badge (Child 1)' is the
// entry the server prints on the first child badge.

/** 'Adult 1', 'Adult 2', 'Student 1', ...; one per entry of the names list. */
export function ticketSlotLabels<T extends string>(
  types: readonly T[],
  counts: Readonly<Record<T, number>>,
  labels: Readonly<Record<T, { label: string }>>,
): (string | undefined)[] {
  const slots: (string | undefined)[] = [];
  for (const type of types) for (let i = 1; i <= counts[type]; i++) slots.push(`${labels[type].label} ${i}`);
  // With no tickets the list still has its one entry, which belongs to no ticket yet.
  while (slots.length < namesListLength(slots.length)) slots.push(undefined);
  return slots;
}

/** 'Name on Badge (Adult 1)', or just 'Name on Badge' for the entry of an empty order. */
export function slotFieldLabel(field: string, slot: string | undefined): string {
  return slot === undefined ? field : `${field} (${slot})`;
}
