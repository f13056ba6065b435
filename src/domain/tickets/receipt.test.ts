import { describe, expect, it } from 'vitest';
import { formatReceiptTime, ticketReceipt } from './receipt';

const types = ['adult', 'child', 'student'] as const;
const prices = { adult: 14000, child: 1000, student: 1000 };

describe('a ticket receipt', () => {
  it('lists the types bought with their counts, and what the code took off', () => {
    const receipt = ticketReceipt({
      orderRef: 'ORDER1',
      counts: { adult: 2, child: 0, student: 1 },
      types,
      prices,
      discountCode: 'PRESENTER',
      paidCents: 25000,
      refundedCents: 0,
      paidMs: 0,
    });
    expect(receipt.lines).toEqual([
      { type: 'adult', count: 2, unitCents: 14000 },
      { type: 'student', count: 1, unitCents: 1000 },
    ]);
    expect(receipt.subtotalCents).toBe(29000);
    expect(receipt.discountCents).toBe(4000);
    expect(receipt.paidCents).toBe(25000);
  });

  it('shows no discount without a code', () => {
    const receipt = ticketReceipt({
      orderRef: 'ORDER2',
      counts: { adult: 0, child: 1, student: 0 },
      types,
      prices,
      discountCode: null,
      paidCents: 1000,
      refundedCents: 0,
      paidMs: 0,
    });
    expect(receipt.discountCents).toBe(0);
    expect(receipt.subtotalCents).toBe(1000);
  });
});

describe('the payment time on a receipt', () => {
  it('reads as Boston time with the zone, in summer and in winter', () => {
    // 2025-04-02T19:04:00Z is 3:04 PM daylight time in Boston.
    expect(formatReceiptTime(Date.UTC(2025, 3, 2, 19, 4), 'America/New_York')).toBe(
      'Wednesday, April 2, 2025, 3:04 PM EDT',
    );
    // 2025-01-10T04:30:00Z is still the evening before, in standard time.
    expect(formatReceiptTime(Date.UTC(2025, 0, 10, 4, 30), 'America/New_York')).toBe(
      'Thursday, January 9, 2025, 11:30 PM EST',
    );
  });
});
