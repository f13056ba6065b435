import { type Cents, dollarsToCents } from '../domain/money';
import type { InPersonTicketType } from '../domain/tickets/counts';
import { inPersonTicketTypes, MAX_TICKETS_PER_ORDER } from '../domain/tickets/counts';
import type { DiscountCode } from '../domain/tickets/pricing';
import { isObject, isWholeNumber, isWireDollars } from './wire-checks';

// What a discount code does, as /tickets reads it from POST /api/tickets/discount without zod
// (wire-checks.ts says why); discounts-wire.test.ts holds the reader to discounts.ts's discountRuleSchema.

/** A rule as discountRuleSchema parses it (amountOff in cents); discounts.ts checks that it is. */
export interface DiscountRule {
  code: string;
  percentOff: number | null;
  amountOff: Cents | null;
  maxTickets: number | null;
  requiresTicketType: InPersonTicketType | null;
}

/**
 * The domain's rule, from a parsed wire rule (amountOff already in cents).
 */
function ruleFromWire(rule: DiscountRule): DiscountCode<InPersonTicketType> {
  const code: DiscountCode<InPersonTicketType> = {
    code: rule.code.trim().toUpperCase(),
    effect:
      rule.percentOff !== null
        ? { kind: 'percent-off', percent: rule.percentOff }
        : { kind: 'amount-off', cents: rule.amountOff ?? 0 },
  };
  if (rule.maxTickets !== null) code.maxTickets = rule.maxTickets;
  if (rule.requiresTicketType !== null) code.requiresTicketType = rule.requiresTicketType;
  return code;
}

const inRange = (value: unknown, min: number, max: number): value is number =>
  isWholeNumber(value) && value >= min && value <= max;

const isTicketType = (value: unknown): value is InPersonTicketType =>
  (inPersonTicketTypes as readonly unknown[]).includes(value);

/** discountRuleSchema's answer, then the domain's rule; undefined when it is not one. */
export function readDiscountRule(value: unknown): DiscountCode<InPersonTicketType> | undefined {
  if (!isObject(value) || typeof value.code !== 'string') return undefined;
  const { percentOff, amountOff, maxTickets, requiresTicketType } = value;
  if (percentOff !== null && !inRange(percentOff, 1, 100)) return undefined;
  // More than 0 once in cents, as the schema checks it: a thousandth of a dollar is no discount.
  if (amountOff !== null && !(isWireDollars(amountOff) && dollarsToCents(amountOff) > 0)) return undefined;
  if (maxTickets !== null && !inRange(maxTickets, 1, MAX_TICKETS_PER_ORDER)) return undefined;
  if (requiresTicketType !== null && !isTicketType(requiresTicketType)) return undefined;
  // A code takes off either a percentage or an amount: exactly one.
  if ((percentOff === null) === (amountOff === null)) return undefined;
  return ruleFromWire({
    code: value.code,
    percentOff,
    amountOff: amountOff === null ? null : dollarsToCents(amountOff),
    maxTickets,
    requiresTicketType,
  });
}
