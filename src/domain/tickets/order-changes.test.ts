import { describe, expect, it } from 'vitest';
import type { InPersonOrder } from './order';
import {
  defaultEditsCloseMs,
  editsOpen,
  inPersonChangeProblems,
  livestreamChangeProblems,
  orderEditsCloseMs,
} from './order-changes';
import { inPersonCounts, validInPersonOrder } from './test-fixtures';

const labels = {
  adult: { label: 'Adult' },
  child: { label: 'Child' },
  student: { label: 'Student' },
  unwaged: { label: 'Unwaged' },
};
const stored: InPersonOrder = validInPersonOrder(
  { names: ['Ada', 'Ben'], phone: '+16175550123' },
  { tickets: inPersonCounts({ adult: 1, student: 1 }) },
);
/** What the order page sends: everything on the badges, nothing the buyer cannot change. */
const { phone: _phone, email: _email, ...changes } = stored.info;

describe('changes on the order page', () => {
  it('refuses what the ticket form refuses, in its words', () => {
    const problems = inPersonChangeProblems(
      stored,
      { ...changes, names: ['', 'B'.repeat(101)], dietaryRestrictions: true },
      labels,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'Must fill out the required field: Name on Badge (Adult 1)',
      'Name on Badge (Student 1) is too long (at most 100 characters).',
      'Must fill out the required field: Dietary Restrictions',
    ]);
  });

  it('takes a corrected name and reports nothing about fields it cannot change', () => {
    const old = { ...stored, info: { ...stored.info, phone: 'not checked here' } };
    expect(inPersonChangeProblems(old, { ...changes, names: ['Ada L.', 'Ben'] }, labels)).toEqual([]);
  });

  it('checks a viewer’s new address as the livestream form does', () => {
    const order = {
      tickets: { adult: 1, student: 1, unwaged: 0 },
      info: { names: ['a@example.com', 'b@example.com'] },
    };
    const streamLabels = {
      adult: { label: 'Adult' },
      student: { label: 'Student' },
      unwaged: { label: 'Unwaged' },
    };
    expect(
      livestreamChangeProblems(order, ['a@example.com', 'nope'], streamLabels).map((p) => p.message),
    ).toEqual(['Must enter a valid email address for the Student 1 ticket.']);
  });

  it('closes changes a week before the start unless told otherwise, and at the moment itself', () => {
    const start = Date.UTC(2025, 3, 3, 7) / 1000;
    const close = defaultEditsCloseMs(start);
    expect(new Date(close).toISOString()).toBe('2025-03-27T07:00:00.000Z');
    expect(editsOpen(close - 1, close)).toBe(true);
    expect(editsOpen(close, close)).toBe(false);
  });

  it('gives every buyer at least 48 hours after paying, however early the closing time', () => {
    const close = Date.UTC(2025, 2, 27, 4);
    const paid = Date.UTC(2026, 10, 28, 19);
    expect(orderEditsCloseMs(close, paid)).toBe(paid + 48 * 3_600_000);
    expect(orderEditsCloseMs(paid + 400 * 86_400_000, paid)).toBe(paid + 400 * 86_400_000);
  });
});
