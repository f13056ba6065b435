import type { FastifyInstance } from 'fastify';
import { type EmulatorContext, sendAnswer } from './emulator-context';
import { invalidRequest, orderNotFound } from './emulator-errors';
import { approveBodySchema, approveOrder, captureOrder, schemaProblems } from './emulator-orders';
import { own } from './emulator-records';
import { type SearchQuery, searchTransactions } from './emulator-reporting';
import { orderRepresentation } from './emulator-representations';

// Transaction Search, and the test-only silent capture that gives it something our books lack: PayPal
// captured, but its answer and its webhook never reached the server (docs/decisions/038-books-match-paypal.md).

export default async function reportingRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store, requireToken } = context;

  app.get<{ Querystring: SearchQuery }>(
    '/v1/reporting/transactions',
    { preHandler: requireToken },
    async (request, reply) => {
      const base = context.linkBase(request);
      const answer = await store.update((state) => searchTransactions(state, request.query, base));
      return sendAnswer(reply, answer);
    },
  );

  // Test-only: the buyer approves (if not yet) and PayPal captures, announcing nothing to anyone.
  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture-silently', async (request, reply) => {
    const parsed = approveBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const orderId = request.params.id;
    const base = context.linkBase(request);
    const decision = await store.update((state) => {
      const order = own(state.orders, orderId);
      if (!order) return { answer: orderNotFound(orderId) };
      if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
        const approved = approveOrder(state, orderId, parsed.data, new Date());
        if ('refusal' in approved) return { answer: approved.refusal };
      }
      return captureOrder(
        state,
        { orderId, requestId: undefined, nowMs: Date.now(), latencyMs: 0 },
        (captured) => orderRepresentation(captured, base),
      );
    });
    return sendAnswer(reply, decision.answer);
  });
}
