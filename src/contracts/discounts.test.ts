import { describe, expect, it } from 'vitest';
import { discountRuleSchema, ruleFromWire } from './discounts';

// /tickets reads what a code does with discountRuleSchema and prices with ruleFromWire's rule.

describe('a discount rule as /tickets reads it', () => {
  it('reads $40 off, in cents, for orders with a student ticket', () => {
    const rule = discountRuleSchema.parse({
      code: 'student40',
      percentOff: null,
      amountOff: 40,
      maxTickets: 4,
      requiresTicketType: 'student',
    });
    expect(ruleFromWire(rule)).toEqual({
      code: 'STUDENT40',
      effect: { kind: 'amount-off', cents: 4000 },
      maxTickets: 4,
      requiresTicketType: 'student',
    });
  });

  it('refuses a rule with both effects, or no amount off', () => {
    const rule = { code: 'X', percentOff: 10, amountOff: null, maxTickets: null, requiresTicketType: null };
    expect(discountRuleSchema.safeParse(rule).success).toBe(true);
    expect(discountRuleSchema.safeParse({ ...rule, amountOff: 5 }).success).toBe(false);
    expect(discountRuleSchema.safeParse({ ...rule, percentOff: null, amountOff: 0 }).success).toBe(false);
  });
});
