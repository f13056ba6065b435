import type { BadgeRecord } from '../../../contracts/organiser';
import { toCsv } from '../../../domain/csv';

// The badge list's sorting and its CSV file (the CSV's formula guard is src/domain/csv.ts).

export type BadgeColumn = 'code' | 'names' | 'ticketType' | 'lateRegistrant' | 'refunded';
type SortDirection = 'ascending' | 'descending';
export interface BadgeSort {
  column: BadgeColumn;
  direction: SortDirection;
}

export const badgeColumns: readonly { column: BadgeColumn; label: string }[] = [
  { column: 'code', label: 'Code' },
  { column: 'names', label: 'Name' },
  { column: 'ticketType', label: 'Ticket' },
  { column: 'lateRegistrant', label: 'Late registrant' },
  { column: 'refunded', label: 'Refunded' },
];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: BadgeRecord, b: BadgeRecord, column: BadgeColumn): number {
  if (column === 'lateRegistrant' || column === 'refunded') return Number(a[column]) - Number(b[column]);
  // Codes are read out character by character: '9R…' is not a number smaller than '94…'.
  if (column === 'code') return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
  return collator.compare(a[column], b[column]);
}

/** Sorted by the column, then by name and code so equal values keep a stable, readable order. */
export function sortBadges(badges: readonly BadgeRecord[], sort: BadgeSort): BadgeRecord[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...badges].sort(
    (a, b) => sign * compare(a, b, sort.column) || compare(a, b, 'names') || compare(a, b, 'code'),
  );
}

/** A click on a column header: the same column flips its direction, another starts ascending. */
export function nextSort(current: BadgeSort, column: BadgeColumn): BadgeSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

export function badgesCsv(badges: readonly BadgeRecord[]): string {
  return toCsv([
    badgeColumns.map((c) => c.label),
    ...badges.map((badge) => [
      badge.code,
      badge.names,
      badge.ticketType,
      badge.lateRegistrant ? 'yes' : 'no',
      badge.refunded ? 'yes' : 'no',
    ]),
  ]);
}
