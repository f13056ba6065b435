import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type EmulatorContext, sendAnswer } from './emulator-context';
import {
  adjudicateBodySchema,
  adjudicateDispute,
  disputeNotFound,
  disputeRepresentation,
  escalateBodySchema,
  escalateDispute,
  openDispute,
  openDisputeBodySchema,
} from './emulator-disputes';
import { invalidRequest } from './emulator-errors';
import { schemaProblems } from './emulator-orders';
import { own } from './emulator-records';
import { disputeEvent, refundEvent } from './emulator-webhooks';

// Disputes v1: PayPal's GET /v1/customer/disputes/{id}, escalate, and the sandbox's adjudicate (PayPal's
// agent deciding), plus the test-only call that stands for the buyer opening a dispute. Each event is
// delivered before answering, so a test knows the app has heard of it, and retried later if the app
// refused it. Escalate and adjudicate answer PayPal's own body (links); what the app answered each event
// travels in the emulator's own header, paypal-emulator-deliveries (`{"EVENT_TYPE": status}`).

type WithId = { Params: { id: string } };

export default async function disputeRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store, requireToken } = context;

  const deliver = context.deliverNow;

  app.get<WithId>('/v1/customer/disputes/:id', { preHandler: requireToken }, async (request, reply) => {
    const base = context.linkBase(request);
    const shown = await store.update((state) => {
      const dispute = own(state.disputes, request.params.id);
      return dispute ? disputeRepresentation(state, dispute, base) : undefined;
    });
    return shown ?? sendAnswer(reply, disputeNotFound(request.params.id));
  });

  // Test-only: the buyer opens a dispute on a capture; PayPal sends CUSTOMER.DISPUTE.CREATED, and for a
  // card issuer's chargeback (channel EXTERNAL) the reversal's PAYMENT.CAPTURE.REVERSED after it.
  app.post('/v1/customer/disputes', async (request, reply) => {
    const parsed = openDisputeBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const base = context.selfBase(request);
    const result = await store.update((state) => {
      const made = openDispute(state, parsed.data, new Date());
      if ('refusal' in made) return made;
      const reversal = made.chargeback
        ? refundEvent(made.chargeback.capture, made.chargeback.refund, base)
        : undefined;
      return { dispute: disputeRepresentation(state, made.opened, base), reversal };
    });
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    const event = disputeEvent('CUSTOMER.DISPUTE.CREATED', result.dispute, base);
    const delivery = await deliver(event, request);
    const reversalDelivery = result.reversal ? await deliver(result.reversal, request) : undefined;
    return reply.status(201).send({
      ...result.dispute,
      event,
      delivery,
      ...(result.reversal ? { reversal_event: result.reversal, reversalDelivery } : {}),
    });
  });

  /** PayPal's answer to escalate and adjudicate: a link to the dispute (Disputes v1 subsequent_action). */
  const subsequentAction = (request: FastifyRequest, id: string) => ({
    links: [{ href: `${context.linkBase(request)}/v1/customer/disputes/${id}`, rel: 'self', method: 'GET' }],
  });
  const deliveriesHeader = 'paypal-emulator-deliveries';

  // The merchant escalates the inquiry to a PayPal claim; PayPal sends CUSTOMER.DISPUTE.UPDATED.
  app.post<WithId>(
    '/v1/customer/disputes/:id/escalate',
    { preHandler: requireToken },
    async (request, reply) => {
      const parsed = escalateBodySchema.safeParse(request.body);
      if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
      const base = context.selfBase(request);
      const result = await store.update((state) => {
        const made = escalateDispute(state, request.params.id, new Date());
        return 'refusal' in made ? made : { dispute: disputeRepresentation(state, made.escalated, base) };
      });
      if ('refusal' in result) return sendAnswer(reply, result.refusal);
      const event = disputeEvent('CUSTOMER.DISPUTE.UPDATED', result.dispute, base);
      const delivery = await deliver(event, request);
      return reply
        .header(deliveriesHeader, JSON.stringify({ [event.event_type]: delivery?.status ?? null }))
        .send(subsequentAction(request, request.params.id));
    },
  );

  // PayPal's sandbox settles a dispute UNDER_REVIEW: CUSTOMER.DISPUTE.RESOLVED, and for the buyer the
  // reversal's PAYMENT.CAPTURE.REVERSED after it.
  app.post<WithId>(
    '/v1/customer/disputes/:id/adjudicate',
    { preHandler: requireToken },
    async (request, reply) => {
      const parsed = adjudicateBodySchema.safeParse(request.body);
      if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
      const base = context.selfBase(request);
      const result = await store.update((state) => {
        const made = adjudicateDispute(
          state,
          request.params.id,
          parsed.data.adjudication_outcome,
          new Date(),
        );
        if ('refusal' in made) return made;
        const reversal = made.reversal
          ? refundEvent(made.reversal.capture, made.reversal.refund, base)
          : undefined;
        return { dispute: disputeRepresentation(state, made.resolved, base), reversal };
      });
      if ('refusal' in result) return sendAnswer(reply, result.refusal);
      const event = disputeEvent('CUSTOMER.DISPUTE.RESOLVED', result.dispute, base);
      const delivered: Record<string, number | null> = {
        [event.event_type]: (await deliver(event, request))?.status ?? null,
      };
      if (result.reversal) {
        delivered[result.reversal.event_type] = (await deliver(result.reversal, request))?.status ?? null;
      }
      return reply
        .header(deliveriesHeader, JSON.stringify(delivered))
        .send(subsequentAction(request, request.params.id));
    },
  );
}
