import { describe, expect, it } from 'vitest';
import type { BadgeRecord } from '../../../contracts/organiser';
import { badgesCsv, nextSort, sortBadges } from './badge-table';

const badges: BadgeRecord[] = [
  { code: 'KX7P3Q', names: 'ben Setter', lateRegistrant: false, ticketType: 'student', refunded: false },
  { code: 'A9CDEF', names: 'Ada Solver', lateRegistrant: true, ticketType: 'adult', refunded: true },
  { code: 'M4NPQR', names: '=cmd|"/c calc"!A1', lateRegistrant: false, ticketType: 'adult', refunded: false },
];

describe('the badge list', () => {
  it('sorts by any column either way, ignoring case', () => {
    const names = (sorted: BadgeRecord[]) => sorted.map((badge) => badge.code);
    expect(names(sortBadges(badges, { column: 'names', direction: 'ascending' }))).toEqual([
      'M4NPQR',
      'A9CDEF',
      'KX7P3Q',
    ]);
    expect(names(sortBadges(badges, { column: 'code', direction: 'descending' }))).toEqual([
      'M4NPQR',
      'KX7P3Q',
      'A9CDEF',
    ]);
    expect(names(sortBadges(badges, { column: 'lateRegistrant', direction: 'descending' }))[0]).toBe(
      'A9CDEF',
    );
    expect(names(sortBadges(badges, { column: 'refunded', direction: 'descending' }))[0]).toBe('A9CDEF');
  });

  it('flips the direction when the same header is clicked again', () => {
    const byName = nextSort({ column: 'code', direction: 'descending' }, 'names');
    expect(byName).toEqual({ column: 'names', direction: 'ascending' });
    expect(nextSort(byName, 'names')).toEqual({ column: 'names', direction: 'descending' });
  });

  it('downloads as CSV with a header row, and a name cannot run as a formula', () => {
    expect(badgesCsv(badges).split('\r\n')).toEqual([
      'Code,Name,Ticket,Late registrant,Refunded',
      'KX7P3Q,ben Setter,student,no,no',
      'A9CDEF,Ada Solver,adult,yes,yes',
      `M4NPQR,"'=cmd|""/c calc""!A1",adult,no,no`,
      '',
    ]);
  });
});

describe('sorting by code', () => {
  it('orders codes character by character, digits before letters, not as numbers', () => {
    const badge = (code: string) => ({
      code,
      names: 'Same Name',
      lateRegistrant: false,
      ticketType: 'adult',
      refunded: false,
    });
    const sorted = sortBadges([badge('9RPDU4'), badge('94WE7W'), badge('9KECWK')], {
      column: 'code',
      direction: 'ascending',
    });
    expect(sorted.map((b) => b.code)).toEqual(['94WE7W', '9KECWK', '9RPDU4']);
  });
});
