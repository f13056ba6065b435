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

type TypeText = TicketSalesState['typeTexts']['livestream']['adult'];

function readTypeTexts<T extends string>(
  value: unknown,
  types: readonly T[],
): Record<T, TypeText> | undefined {
  if (!isObject(value)) return undefined;
  const texts = {} as Record<T, TypeText>;
  for (const type of types) {
    const text = value[type];
    if (!isObject(text)) return undefined;
    const { label, ages, description } = text;
    if (typeof label !== 'string' || typeof description !== 'string') return undefined;
    if (ages !== undefined && typeof ages !== 'string') return undefined;
    texts[type] = ages === undefined ? { label, description } : { label, ages, description };
  }
  return texts;
}

export function readTicketSales(value: unknown): TicketSalesState | undefined {
  if (!isObject(value) || typeof value.open !== 'boolean') return undefined;
  const { closesAt, inPersonLeft, prices, closedText, typeTexts } = value;
  if (closesAt !== null && !isIsoDateTime(closesAt)) return undefined;
  if (inPersonLeft !== null && !isCount(inPersonLeft)) return undefined;
  if (typeof closedText !== 'string' || !isObject(prices) || !isObject(typeTexts)) return undefined;
  const inPerson = readPrices(prices.inPerson, ['adult', 'child', 'student', 'unwaged'] as const);
  const livestream = readPrices(prices.livestream, ['adult', 'student', 'unwaged'] as const);
  if (!inPerson || !livestream) return undefined;
  const inPersonTexts = readTypeTexts(typeTexts.inPerson, ['adult', 'child', 'student', 'unwaged'] as const);
  const livestreamTexts = readTypeTexts(typeTexts.livestream, ['adult', 'student', 'unwaged'] as const);
  if (!inPersonTexts || !livestreamTexts) return undefined;
  return {
    open: value.open,
    closesAt,
    inPersonLeft,
    prices: { inPerson, livestream },
    closedText,
    typeTexts: { inPerson: inPersonTexts, livestream: livestreamTexts },
  };
}
