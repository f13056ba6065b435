import { z } from 'zod';
import { orderPageBodySchema } from '../../contracts/organiser-paging';
import {
  idempotencyKeyHeader,
  organiserOrdersSchema,
  refundHeadersSchema,
  refundRequestSchema,
  refundResponseSchema,
} from '../../contracts/refunds';
import { organiserRead, type RouteScope } from '../plugins';
import { organiserOrders } from './organiser-orders';
import { refundOrder } from './organiser-refund';
import type { RefundDeps } from './record-refund';

/**
 * Refunds on the dashboard (in the organiser scope, behind its guard): the paid ticket orders and the refunds so far,
 * and the refund call itself (docs/product/payments.md, "Refunds and chargebacks").
 */
export default async function organiserRefundRoutes(app: RouteScope, options: { refunds: RefundDeps }) {
  const { refunds } = options;

  organiserRead(
    app,
    '/api/organiser/orders',
    { config: { roles: ['organiser'] }, body: orderPageBodySchema, answer: organiserOrdersSchema },
    async (page) => organiserOrders(refunds, page),
  );

  const refund = {
    params: z.object({ orderID: z.string() }),
    headers: refundHeadersSchema,
    body: refundRequestSchema,
    response: { 200: refundResponseSchema },
  };
  app.post(
    '/api/organiser/orders/:orderID/refund',
    { config: { roles: ['organiser'] }, schema: refund },
    async (request) =>
      refundOrder(
        refunds,
        request.params.orderID,
        { amountCents: request.body.amount, badges: request.body.badges },
        request.crew.name,
        request.headers[idempotencyKeyHeader] ?? null,
      ),
  );
}
