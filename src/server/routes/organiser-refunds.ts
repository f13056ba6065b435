import type { FastifyInstance } from 'fastify';
import { describeZodError } from '../../contracts/errors';
import { refundRequestSchema } from '../../contracts/refunds';
import { organiserOrders } from '../refunds/organiser-orders';
import { refundOrder } from '../refunds/organiser-refund';
import type { RefundDeps } from '../refunds/record-refund';

/**
 * Refunds on the dashboard (guarded by organiser-guard): the paid ticket orders and the refunds so far,
 * and the refund call itself (docs/product/payments.md, "Refunds and chargebacks").
 */
export default async function organiserRefundRoutes(app: FastifyInstance, options: { refunds: RefundDeps }) {
  const { refunds } = options;

  app.post('/api/organiser/orders', async () => organiserOrders(refunds.db));

  app.post<{ Params: { orderID: string } }>(
    '/api/organiser/orders/:orderID/refund',
    async (request, reply) => {
      const parsed = refundRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ error: describeZodError(parsed.error) });
      const outcome = await refundOrder(refunds, request.params.orderID, parsed.data.amount);
      if (!outcome.ok) return reply.status(outcome.status).send({ error: outcome.error });
      return outcome.body;
    },
  );
}
