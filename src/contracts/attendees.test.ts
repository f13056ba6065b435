import { describe, expect, it } from 'vitest';
import { type AttendeeOrder, countAttendees, filterAttendees } from './attendees';

const order = (id: string, answers: Partial<AttendeeOrder> = {}, badges = 1): AttendeeOrder => ({
  orderId: id,
  time: '2025-03-01T12:00:00.000Z',
  email: `${id}@example.com`,
  phone: '+16175550123',
  badges: Array.from({ length: badges }, (_, i) => ({
    code: `${id}${i}`,
    name: `${id} ${i}`,
    ticketType: 'adult',
    lateRegistrant: false,
    refunded: false,
  })),
  dietary: false,
  dietaryDetails: '',
  accommodations: false,
  accommodationsDetails: '',
  volunteer: false,
  dinner: false,
  discountCode: null,
  paid: 140,
  refunded: 0,
  refundState: 'none',
  history: [],
  ...answers,
});

describe('the attendee filters', () => {
  const helper = order('helper', { volunteer: true });
  const diner = order('diner', { dinner: true }, 3);
  const both = order('both', { volunteer: true, dinner: true }, 2);
  const orders = [helper, diner, both];

  it('show every order when none is ticked', () => {
    expect(filterAttendees(orders, [])).toEqual(orders);
  });

  it('show only the orders matching every ticked filter', () => {
    expect(filterAttendees(orders, ['volunteers'])).toEqual([helper, both]);
    expect(filterAttendees(orders, ['volunteers', 'dinner'])).toEqual([both]);
    expect(filterAttendees(orders, ['dietary'])).toEqual([]);
  });

  it('count orders and their people, without orders refunded in full', () => {
    const refunded = order('gone', { dinner: true, refundState: 'full', refunded: 140 }, 4);
    const part = order('part', { dinner: true, refundState: 'part', refunded: 10 });
    expect(countAttendees([...orders, refunded, part])).toEqual({
      all: { orders: 4, badges: 7 },
      dietary: { orders: 0, badges: 0 },
      accommodations: { orders: 0, badges: 0 },
      volunteers: { orders: 2, badges: 3 },
      dinner: { orders: 3, badges: 6 },
    });
  });
});
