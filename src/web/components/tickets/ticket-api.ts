import type { CreateTicketOrderBody } from '../../../contracts/tickets';
import { capturePaymentOrder, createPaymentOrder } from '../../lib/payment-orders';

/** The two ticket payment calls (docs/product/tickets.md, "Calls"). */
export const ticketOrders = {
  create: (body: CreateTicketOrderBody) => createPaymentOrder('/api/tickets/create', body),
  capture: (orderID: string) => capturePaymentOrder(`/api/tickets/${encodeURIComponent(orderID)}/capture`),
};
