import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type EmulatorContext, sendAnswer } from './emulator-context';
import { invalidRequest, orderNotFound } from './emulator-errors';
import { approveBodySchema, approveOrder, captureOrder, schemaProblems } from './emulator-orders';
import { own } from './emulator-records';
import { addAccountTransaction, type SearchQuery, searchTransactions } from './emulator-reporting';
import { orderRepresentation } from './emulator-representations';

// Transaction Search, and the test-only silent capture that gives it something our books lack: PayPal
// captured, but its answer and its webhook never reached the server (docs/decisions/038-books-match-paypal.md).

const accountTransactionSchema = z
  .object({
    transaction_event_code: z.string().regex(/^T\d{4}$/, 'A transaction event code such as T0000.'),
    /** Signed as Transaction Search shows it: a payment in is positive, money out negative. */
    amount: z.object({
      currency_code: z.string().regex(/^[A-Z]{3}$/),
      value: z.string().regex(/^-?\d{1,10}(\.\d{2})?$/),
    }),
    paypal_reference_id: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/)
      .optional(),
    invoice_id: z.string().max(127).optional(),
    custom_field: z.string().max(127).optional(),
  })
  .strict();

export default async function reportingRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store, requireToken } = context;

  app.get<{ Querystring: SearchQuery }>(
    '/v1/reporting/transactions',
    { preHandler: requireToken },
    async (request, reply) => {
      const base = context.linkBase(request);
      const answer = await store.update((state) =>
        searchTransactions(state, request.query, base, context.now()),
      );
      return sendAnswer(reply, answer);
    },
  );

  // Test-only: a transaction on the account that the site's orders did not make (a PayPal.me payment, a
  // subscription, or a chargeback T1201 and its reversal T1202 naming a capture), listed by Transaction
  // Search as PayPal would list it.
  app.post('/v1/reporting/transactions', async (request, reply) => {
    const parsed = accountTransactionSchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const {
      transaction_event_code: eventCode,
      amount,
      paypal_reference_id,
      invoice_id,
      custom_field,
    } = parsed.data;
    const made = await store.update((state) =>
      addAccountTransaction(
        state,
        {
          eventCode,
          amount,
          ...(paypal_reference_id ? { referenceId: paypal_reference_id } : {}),
          ...(invoice_id ? { invoiceId: invoice_id } : {}),
          ...(custom_field ? { customField: custom_field } : {}),
        },
        context.now(),
      ),
    );
    return reply.status(201).send({ transaction_id: made.id });
  });

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
        const approved = approveOrder(state, orderId, parsed.data, new Date(context.now()));
        if ('refusal' in approved) return { answer: approved.refusal };
      }
      return captureOrder(
        state,
        { orderId, requestId: undefined, nowMs: context.now(), latencyMs: 0 },
        (captured) => orderRepresentation(captured, base),
      );
    });
    return sendAnswer(reply, decision.answer);
  });
}
