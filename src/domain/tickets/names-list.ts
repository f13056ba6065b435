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
