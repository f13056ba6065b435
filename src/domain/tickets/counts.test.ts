import { describe, expect, it } from 'vitest';
import { counterMax, isWholeCount, MAX_TICKETS_PER_ORDER, stepCounter, totalTickets } from './counts';

describe('what a ticket counter reads as a count', () => {
  it('tells a whole number from what a buyer passes through on the way to "1.5", "1e3" or "-3"', () => {
    for (const whole of ['1', ' 12 ', '+2', '0']) expect(isWholeCount(whole), whole).toBe(true);
    for (const other of ['', '1.', '1.5', '1e', '1e3', '-', '-3', 'two'])
      expect(isWholeCount(other), other).toBe(false);
  });
});

describe('the plus and minus buttons', () => {
  it('step by one', () => {
    expect(stepCounter(2, 1)).toBe(3);
    expect(stepCounter(2, -1)).toBe(1);
  });

  it('never go below 0', () => {
    expect(stepCounter(0, -1)).toBe(0);
  });

  it('stop at the most tickets the order may still take', () => {
    expect(stepCounter(4, 1, 4)).toBe(4);
  });
});

describe('ticket totals', () => {
  it('adds every ticket type', () => {
    expect(totalTickets({ adult: 2, child: 1, student: 3, unwaged: 4 })).toBe(10);
  });

  it('lets one counter rise only as far as the order limit allows', () => {
    const counts = { adult: 20, child: 10, student: 0, unwaged: 0 };
    expect(counterMax(counts, 'student')).toBe(MAX_TICKETS_PER_ORDER - 30);
    expect(counterMax(counts, 'adult')).toBe(MAX_TICKETS_PER_ORDER - 10);
  });
});
