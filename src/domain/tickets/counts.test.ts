import { describe, expect, it } from 'vitest';
import {
  counterMax,
  isWholeCount,
  MAX_TICKETS_PER_ORDER,
  parseCounterInput,
  stepCounter,
  totalTickets,
} from './counts';

describe('typing into a ticket counter', () => {
  it('takes a whole number', () => {
    expect(parseCounterInput('3', 0)).toBe(3);
    expect(parseCounterInput(' 12 ', 3)).toBe(12);
  });

  it('ignores a number with a fraction', () => {
    expect(parseCounterInput('2.5', 1)).toBe(1);
    expect(parseCounterInput('1e2', 1)).toBe(1);
  });

  it('ignores a negative number', () => {
    expect(parseCounterInput('-2', 4)).toBe(4);
  });

  it('tells a whole number from what a buyer passes through on the way to "1.5", "1e3" or "-3"', () => {
    for (const whole of ['1', ' 12 ', '+2', '0']) expect(isWholeCount(whole), whole).toBe(true);
    for (const other of ['', '1.', '1.5', '1e', '1e3', '-', '-3', 'two'])
      expect(isWholeCount(other), other).toBe(false);
  });

  it('ignores text that is not a number', () => {
    expect(parseCounterInput('two', 1)).toBe(1);
  });

  it('reads an emptied field as 0 so the buyer can type a new number', () => {
    expect(parseCounterInput('', 5)).toBe(0);
  });

  it('lowers a huge number to the most tickets one order can hold', () => {
    expect(parseCounterInput('1000000000000', 0)).toBe(MAX_TICKETS_PER_ORDER);
    expect(parseCounterInput('9', 0, 4)).toBe(4);
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
