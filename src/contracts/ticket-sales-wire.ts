import type { TicketSalesState } from './ticket-sales';
import { isCount, isIsoDateTime, isObject, isWireDollars } from './wire-checks';

// Hand reader of GET /api/tickets/sales for the ticket pages (wire-checks.ts says why);
// ticket-sales-wire.test.ts holds it to ticket-sales.ts's ticketSalesSchema.

function readPrices<T extends string>(value: unknown, types: readonly T[]): Record<T, number> | undefined {
  if (!isObject(value)) return undefined;
  const prices = {} as Record<T, number>;
  for (const type of types) {
    const price = value[type];
    if (!isWireDollars(price)) return undefined;
    prices[type] = price;
  }
  return prices;
}

export function readTicketSales(value: unknown): TicketSalesState | undefined {
  if (!isObject(value) || typeof value.open !== 'boolean') return undefined;
  const { closesAt, inPersonLeft, prices, closedText } = value;
  if (closesAt !== null && !isIsoDateTime(closesAt)) return undefined;
  if (inPersonLeft !== null && !isCount(inPersonLeft)) return undefined;
  if (typeof closedText !== 'string' || !isObject(prices)) return undefined;
  const inPerson = readPrices(prices.inPerson, ['adult', 'child', 'student', 'unwaged'] as const);
  const livestream = readPrices(prices.livestream, ['adult', 'student', 'unwaged'] as const);
  if (!inPerson || !livestream) return undefined;
  return { open: value.open, closesAt, inPersonLeft, prices: { inPerson, livestream }, closedText };
}
