// "My schedule" (docs/product/schedule-and-info.md, "My schedule"): the entries a visitor starred, kept in
// their browser only, and written into the calendar feed's address as a list of entry ids. The page
// builds that list and the server reads it with the same rules.

/** More than any edition's schedule holds; a longer list is not one a page made. */
export const myScheduleMostEntries = 300;

/** The feed address's `entries` value for these ids: sorted, each once, comma-separated. */
export function entriesParam(ids: Iterable<number>): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/**
 * The ids an `entries` value names, each once, in order; undefined when it is not a list of up to
 * myScheduleMostEntries whole positive numbers separated by commas.
 */
export function readEntriesParam(text: string): number[] | undefined {
  const parts = text.split(',');
  if (parts.length > myScheduleMostEntries) return undefined;
  const ids = new Set<number>();
  for (const part of parts) {
    if (!/^[1-9]\d{0,8}$/.test(part)) return undefined;
    ids.add(Number(part));
  }
  return [...ids].sort((a, b) => a - b);
}
