import type { CreateTicketOrder } from '../../contracts/tickets';

/** What the orders table keeps of a ticket order: the checked order as the contract parsed it. */
export type TicketOrderPayload = CreateTicketOrder;

export function readTicketPayload(json: string): TicketOrderPayload {
  // Written by createTicketOrder from a parsed, checked order; never from the client as-is.
  return JSON.parse(json) as TicketOrderPayload;
}
