import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inPersonTicketTypes } from './counts';
import { resizeNames, slotFieldLabel, ticketSlotLabels } from './names-list';
import { specInPersonLabels } from './test-fixtures';

describe('the names list follows the ticket count', () => {
  it('adds an empty entry for each new ticket and keeps the names already typed', () => {
    expect(resizeNames(['Ada'], 3)).toEqual(['Ada', '', '']);
  });

  it('drops the last entries when tickets are removed', () => {
    expect(resizeNames(['Ada', 'Grace', 'Alan'], 2)).toEqual(['Ada', 'Grace']);
  });

  it('keeps one entry when there are no tickets', () => {
    expect(resizeNames(['Ada', 'Grace'], 0)).toEqual(['Ada']);
    expect(resizeNames([], 0)).toEqual(['']);
  });

  it('always holds max(1, total) entries, starting with the names typed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (names, total) => {
          const resized = resizeNames(names, total);
          expect(resized).toHaveLength(Math.max(1, total));
          resized.forEach((name, i) => {
            expect(name).toBe(names[i] ?? '');
          });
        },
      ),
    );
  });
});

describe('the labels of the names list', () => {
  it('name each entry after its ticket, adults first, then child, student and unwaged', () => {
    const counts = { adult: 2, child: 1, student: 0, unwaged: 1 };
    expect(ticketSlotLabels(inPersonTicketTypes, counts, specInPersonLabels)).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
      'Unwaged 1',
    ]);
  });

  it('leave the one entry of an empty order without a ticket', () => {
    const counts = { adult: 0, child: 0, student: 0, unwaged: 0 };
    const slots = ticketSlotLabels(inPersonTicketTypes, counts, specInPersonLabels);
    expect(slots).toEqual([undefined]);
    expect(slotFieldLabel('Name on Badge', slots[0])).toBe('Name on Badge');
    expect(slotFieldLabel('Name on Badge', 'Child 1')).toBe('Name on Badge (Child 1)');
  });
});
