import { describe, expect, it } from 'vitest';
import { refundAmountProblem } from './refunds';

describe('a refund amount', () => {
  it('may be anything above zero up to what is left', () => {
    expect(refundAmountProblem(1, 7000)).toBeNull();
    expect(refundAmountProblem(7000, 7000)).toBeNull();
  });

  it('is refused at zero or below, and above what is left, with the amount that is left', () => {
    expect(refundAmountProblem(0, 7000)).toBe('The amount to refund must be more than $0.00.');
    expect(refundAmountProblem(7001, 7000)).toBe('At most $70.00 can still be refunded.');
  });
});
