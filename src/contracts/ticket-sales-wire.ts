import type { TicketSalesState } from './ticket-sales';
import { isCount, isIsoDateTime, isObject } from './wire-checks';

// Hand reader of GET /api/tickets/sales for the ticket pages (wire-checks.ts says why);
// ticket-sales-wire.test.ts holds it to ticket-sales.ts's ticketSalesSchema.

export function readTicketSales(value: unknown): TicketSalesState | undefined {
  if (!isObject(value) || typeof value.open !== 'boolean') return undefined;
  const { closesAt, inPersonLeft } = value;
  if (closesAt !== null && !isIsoDateTime(closesAt)) return undefined;
  if (inPersonLeft !== null && !isCount(inPersonLeft)) return undefined;
  return { open: value.open, closesAt, inPersonLeft };
}
