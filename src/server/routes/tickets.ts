import {
  createTicketOrderResponseSchema,
  createTicketOrderSchema,
  ticketHistoryResponseSchema,
  ticketRecordToWire,
} from '../../contracts/tickets';
import type { DatabaseHandle } from '../db/connect';
import type { RequestLimits } from '../limits/request-limits';
import type { CaptureDeps } from '../orders/capture-order';
import type { PayPalClient } from '../payments/paypal-client';
import type { RouteScope } from '../plugins/route-schemas';
import { createTicketOrder } from '../tickets/create-ticket-order';
import { ticketsSince } from '../tickets/ticket-store';
import { historyRoute } from './history-route';
import { captureRoute, createOrderRoute } from './payment-routes';

export interface TicketRoutesOptions {
  database: DatabaseHandle;
  paypal: PayPalClient;
  capture: CaptureDeps;
  limits: RequestLimits;
}

export default async function ticketRoutes(app: RouteScope, options: TicketRoutesOptions) {
  const { db } = options.database;

  createOrderRoute(app, '/api/tickets/create', {
    body: createTicketOrderSchema,
    answer: createTicketOrderResponseSchema,
    limit: options.limits.orderCreate,
    place: (order) => createTicketOrder({ db, paypal: options.paypal }, order),
  });

  captureRoute(app, '/api/tickets/:orderID/capture', 'ticket', options.capture);

  historyRoute(app, '/api/tickets', ticketHistoryResponseSchema, async (afterMs) =>
    (await ticketsSince(db, afterMs)).map(ticketRecordToWire),
  );
}
