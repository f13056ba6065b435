import { ticketSalesSchema } from '../../contracts/ticket-sales';
import {
  createTicketOrderSchema,
  ticketHistoryResponseSchema,
  ticketRecordToWire,
} from '../../contracts/tickets';
import type { DatabaseHandle } from '../db';
import type { RequestLimits } from '../limits';
import type { CaptureDeps } from '../orders';
import { captureRoute, createOrderRoute } from '../orders';
import type { PayPalClient } from '../payments';
import type { RouteScope } from '../plugins';
import { historyRoute, sendCached } from '../plugins';
import { createTicketOrder } from './create-ticket-order';
import type { TicketSalesService } from './ticket-sales';
import { ticketsSince } from './ticket-store';

export interface TicketRoutesOptions {
  database: DatabaseHandle;
  paypal: PayPalClient;
  capture: CaptureDeps;
  limits: RequestLimits;
  /** Whether sales are open and places are left (docs/product/tickets.md, "When sales close"). */
  sales: TicketSalesService;
  /** The app's clock: a discount code's window is judged by it. */
  now: () => number;
}

export default async function ticketRoutes(app: RouteScope, options: TicketRoutesOptions) {
  const { db } = options.database;

  createOrderRoute(app, '/api/tickets/create', {
    body: createTicketOrderSchema,
    limit: options.limits.orderCreate,
    alsoLimit: options.limits.discountInOrder,
    place: (order) =>
      createTicketOrder({ db, paypal: options.paypal, sales: options.sales, now: options.now }, order),
  });

  captureRoute(app, '/api/tickets/:orderID/capture', 'ticket', options.capture);

  app.get(
    '/api/tickets/sales',
    { config: { public: true }, schema: { response: { 200: ticketSalesSchema } } },
    (_request, reply) => sendCached(reply, options.sales.answer),
  );

  historyRoute(app, '/api/tickets', ticketHistoryResponseSchema, async (afterMs) =>
    (await ticketsSince(db, afterMs)).map(ticketRecordToWire),
  );
}
