import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type EmulatorContext, sendAnswer } from './emulator-context';
import {
  disputeNotFound,
  disputeRepresentation,
  openDispute,
  openDisputeBodySchema,
  resolveDispute,
  resolveDisputeBodySchema,
} from './emulator-disputes';
import { invalidRequest } from './emulator-errors';
import { schemaProblems } from './emulator-orders';
import { own } from './emulator-records';
import { disputeEvent, refundEvent } from './emulator-webhooks';

// Disputes v1: PayPal's GET /v1/customer/disputes/{id}, and the test-only calls that stand for the
// buyer opening a dispute and PayPal deciding it. Each event is delivered before answering, so a test
// knows the app has heard of it, and retried later if the app refused it.

type WithId = { Params: { id: string } };

export default async function disputeRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store, requireToken } = context;

  async function deliver(event: unknown, request: FastifyRequest) {
    const delivery = await context.announceNow(event, request);
    if (delivery && (delivery.status < 200 || delivery.status > 299)) context.announce(event, request);
    return delivery;
  }

  app.get<WithId>('/v1/customer/disputes/:id', { preHandler: requireToken }, async (request, reply) => {
    const base = context.linkBase(request);
    const shown = await store.update((state) => {
      const dispute = own(state.disputes, request.params.id);
      return dispute ? disputeRepresentation(state, dispute, base) : undefined;
    });
    return shown ?? sendAnswer(reply, disputeNotFound(request.params.id));
  });

  // Test-only: the buyer opens a dispute on a capture; PayPal sends CUSTOMER.DISPUTE.CREATED.
  app.post('/v1/customer/disputes', async (request, reply) => {
    const parsed = openDisputeBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const base = context.selfBase(request);
    const result = await store.update((state) => {
      const made = openDispute(state, parsed.data, new Date());
      return 'refusal' in made ? made : { dispute: disputeRepresentation(state, made.opened, base) };
    });
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    const event = disputeEvent('CUSTOMER.DISPUTE.CREATED', result.dispute, base);
    const delivery = await deliver(event, request);
    return reply.status(201).send({ ...result.dispute, event, delivery });
  });

  // Test-only: PayPal decides the dispute; CUSTOMER.DISPUTE.RESOLVED, and for the buyer the reversal's
  // PAYMENT.CAPTURE.REVERSED after it.
  app.post<WithId>('/v1/customer/disputes/:id/resolve', async (request, reply) => {
    const parsed = resolveDisputeBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const base = context.selfBase(request);
    const result = await store.update((state) => {
      const made = resolveDispute(state, request.params.id, parsed.data.outcome, new Date());
      if ('refusal' in made) return made;
      const reversal = made.reversal
        ? refundEvent(made.reversal.capture, made.reversal.refund, base)
        : undefined;
      return { dispute: disputeRepresentation(state, made.resolved, base), reversal };
    });
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    const event = disputeEvent('CUSTOMER.DISPUTE.RESOLVED', result.dispute, base);
    const delivery = await deliver(event, request);
    const reversalDelivery = result.reversal ? await deliver(result.reversal, request) : null;
    return { ...result.dispute, event, delivery, reversal: result.reversal ?? null, reversalDelivery };
  });
}
