import type { TicketSalesState } from '../../../contracts/ticket-sales';
import { dollarsToCents } from '../../../domain/money';

// The current edition's prices, as GET /api/tickets/sales gives them, in cents
// (docs/decisions/075-editions-as-data.md), or an organiser's preview's (decision 082); before that
// answer, the prices the page was built with.

type Prices = TicketSalesState['prices'];

export function editionPrices<K extends keyof Prices>(
  sales: Pick<TicketSalesState, 'prices'> | null | undefined,
  kind: K,
  built: Prices[K],
): Prices[K] {
  if (!sales) return built;
  const dollars: Record<string, number> = sales.prices[kind];
  return Object.fromEntries(
    Object.entries(dollars).map(([type, price]) => [type, dollarsToCents(price)]),
  ) as Prices[K];
}
