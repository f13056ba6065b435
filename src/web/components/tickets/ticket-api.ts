import { type CreateTicketOrderBody, createTicketOrderResponseSchema } from '../../../contracts/tickets';
import { capturePaymentOrder, createPaymentOrder } from '../../lib/payment-orders';

/** The two ticket calls of SPEC section 7. */
export const ticketOrders = {
  create: (body: CreateTicketOrderBody) =>
    createPaymentOrder('/api/tickets/create', body, createTicketOrderResponseSchema),
  capture: (orderID: string) => capturePaymentOrder(`/api/tickets/${encodeURIComponent(orderID)}/capture`),
};
