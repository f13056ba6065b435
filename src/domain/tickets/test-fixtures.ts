// The prices and codes of docs/product/tickets.md, written out here because domain tests may not import
// content/. src/contracts/edition-tickets.test.ts checks that content/tickets.ts and
// content/discount-codes.ts hold these same values.
import type { InPersonCounts, InPersonTicketType, LivestreamTicketType } from './counts';
import { emptyInPersonInfo, type InPersonInfo, type InPersonOrder } from './order';
import type { TicketPricing } from './pricing';

export const specInPersonPricing: TicketPricing<InPersonTicketType> = {
  prices: { adult: 14000, child: 1000, student: 1000, unwaged: 1000 },
  discountCodes: [
    { code: 'SPONSOR', effect: { kind: 'percent-off', percent: 50 }, maxTickets: 3 },
    { code: 'PRESENTER', effect: { kind: 'amount-off', cents: 4000 }, requiresTicketType: 'adult' },
  ],
};

/** The ticket types' names (content/tickets.ts words them; edition-tickets.test.ts checks they agree). */
export const specInPersonLabels = {
  adult: { label: 'Adult' },
  child: { label: 'Child' },
  student: { label: 'Student' },
  unwaged: { label: 'Unwaged' },
};

export const specLivestreamLabels = {
  adult: { label: 'Adult' },
  student: { label: 'Student' },
  unwaged: { label: 'Unwaged' },
};

export const specLivestreamPricing: TicketPricing<LivestreamTicketType> = {
  prices: { adult: 3000, student: 1000, unwaged: 1000 },
  discountCodes: [],
};

export function inPersonCounts(counts: Partial<InPersonCounts>): InPersonCounts {
  return { adult: 0, child: 0, student: 0, unwaged: 0, ...counts };
}

/** In-person answers that pass every check: one name, a phone and an address, every need "no". */
export function validInPersonInfo(change: Partial<InPersonInfo> = {}): InPersonInfo {
  return {
    ...emptyInPersonInfo,
    names: ['Ada Lovelace'],
    phone: '+16175550100',
    email: 'ada@example.com',
    ...change,
  };
}

/** An in-person order that passes every check; tests change one thing at a time. */
export function validInPersonOrder(change: Partial<InPersonInfo> = {}, order: Partial<InPersonOrder> = {}) {
  return { tickets: inPersonCounts({ adult: 1 }), discount: '', ...order, info: validInPersonInfo(change) };
}
