import { describe, expect, it } from 'vitest';
import { inPersonTicketText } from '../../../../content/tickets';
import { inPersonTicketTypes } from '../../../domain/tickets/counts';
import { slotFieldLabel, ticketSlotLabels } from './ticket-slots';

describe('the labels of the names list', () => {
  it('name each entry after its ticket, adults first, then child, student and unwaged', () => {
    const counts = { adult: 2, child: 1, student: 0, unwaged: 1 };
    expect(ticketSlotLabels(inPersonTicketTypes, counts, inPersonTicketText)).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
      'Unwaged 1',
    ]);
  });

  it('leave the one entry of an empty order without a ticket', () => {
    const counts = { adult: 0, child: 0, student: 0, unwaged: 0 };
    const slots = ticketSlotLabels(inPersonTicketTypes, counts, inPersonTicketText);
    expect(slots).toEqual([undefined]);
    expect(slotFieldLabel('Name on Badge', slots[0])).toBe('Name on Badge');
    expect(slotFieldLabel('Name on Badge', 'Child 1')).toBe('Name on Badge (Child 1)');
  });
});
