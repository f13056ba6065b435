import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InPersonTicketType, inPersonTicketTypes } from '../domain/tickets/counts';
import type { DiscountCode } from '../domain/tickets/pricing';
import { discountRuleSchema } from './discounts';
import { type DiscountRule, readDiscountRule } from './discounts-wire';
import { answerRecord, expectReadsAsSchema, mostly, wireDollars } from './test-wire-readers';

// /tickets reads what a discount code does by hand, without zod (wire-checks.ts).

/** The domain's rule for what discountRuleSchema parsed, written out apart from the reader. */
function domainRule(rule: DiscountRule): DiscountCode<InPersonTicketType> {
  return {
    code: rule.code.trim().toUpperCase(),
    effect:
      rule.percentOff !== null
        ? { kind: 'percent-off', percent: rule.percentOff }
        : { kind: 'amount-off', cents: rule.amountOff ?? 0 },
    ...(rule.maxTickets !== null && { maxTickets: rule.maxTickets }),
    ...(rule.requiresTicketType !== null && { requiresTicketType: rule.requiresTicketType }),
  };
}

describe('the hand reader of POST /api/tickets/discount', () => {
  it("reads what discountRuleSchema reads, as the domain's rule, and refuses what it refuses", () => {
    const answers = answerRecord({
      code: mostly(fc.stringMatching(/^[A-Za-z0-9-]{3,12}$/)),
      percentOff: mostly(fc.option(fc.integer({ min: 0, max: 101 }), { nil: null })),
      amountOff: mostly(fc.option(wireDollars, { nil: null })),
      maxTickets: mostly(fc.option(fc.integer({ min: 0, max: 51 }), { nil: null })),
      requiresTicketType: mostly(fc.option(fc.constantFrom(...inPersonTicketTypes, 'child '), { nil: null })),
    });
    expectReadsAsSchema(answers, discountRuleSchema, readDiscountRule, domainRule);
  });

  it('reads $40 off, in cents, for orders with a student ticket', () => {
    expect(
      readDiscountRule({
        code: 'student40',
        percentOff: null,
        amountOff: 40,
        maxTickets: 4,
        requiresTicketType: 'student',
      }),
    ).toEqual({
      code: 'STUDENT40',
      effect: { kind: 'amount-off', cents: 4000 },
      maxTickets: 4,
      requiresTicketType: 'student',
    });
  });
});
