import { type JsonSchema, readByJsonSchema } from './json-schema-reader';
import type { TicketSalesState } from './ticket-sales';
import ticketSalesForm from './ticket-sales.schema.json';

/** GET /api/tickets/sales as ticketSalesSchema reads it, by that schema's JSON Schema form. */
export const readTicketSales = readByJsonSchema<TicketSalesState>(ticketSalesForm as JsonSchema);
