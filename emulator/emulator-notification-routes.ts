import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findCapture, findRefund, refundCapture } from './emulator-captures';
import { type EmulatorContext, sendAnswer } from './emulator-context';
import { disputeRepresentation } from './emulator-disputes';
import { type EmulatorAnswer, invalidRequest } from './emulator-errors';
import { schemaProblems } from './emulator-orders';
import { own } from './emulator-records';
import { captureEvent, type DisputeEventType, disputeEvent, refundEvent } from './emulator-webhooks';

// Test-only: PayPal's simulate-event, but about a real order of the emulator, and delivered only to
// the app's own webhook URL (never to an address from the request: the emulator must not be a way to
// make this server post signed requests anywhere). Delivered before answering.
//   PAYMENT.CAPTURE.COMPLETED / PENDING / DENIED: the capture, announced with that status; the
//     capture itself is unchanged, so a receiver that trusts the event instead of asking PayPal shows.
//   PAYMENT.CAPTURE.REFUNDED / REVERSED: a new refund (of `amount`, or of what is left), made as in
//     PayPal's dashboard or by a chargeback; or, with `refund_id`, the event of an earlier refund again.
//   CUSTOMER.DISPUTE.CREATED / UPDATED / RESOLVED: the event of a dispute opened with the test-only
//     POST /v1/customer/disputes (`dispute_id`), about the dispute as it stands.
// And deliveries/wait: PayPal sends a capture's or refund's event a moment after answering, so a test
// whose next step depends on the app having had that event waits for it here first.

const simulateSchema = z
  .object({
    event_type: z.enum([
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.PENDING',
      'PAYMENT.CAPTURE.DENIED',
      'PAYMENT.CAPTURE.REFUNDED',
      'PAYMENT.CAPTURE.REVERSED',
      'CUSTOMER.DISPUTE.CREATED',
      'CUSTOMER.DISPUTE.UPDATED',
      'CUSTOMER.DISPUTE.RESOLVED',
    ]),
    dispute_id: z.string().max(255).optional(),
    order_id: z.string().max(64).optional(),
    capture_id: z.string().max(64).optional(),
    /** The event's resource: a capture id, or for REFUNDED/REVERSED an earlier refund's id. */
    resource_id: z.string().max(64).optional(),
    refund_id: z.string().max(64).optional(),
    amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
    note_to_payer: z.string().min(1).max(255).optional(),
  })
  // `url` (and anything else unknown) is refused, not ignored: events go to the app's webhook only.
  .strict();

function unknownResource(field: string, description: string) {
  return invalidRequest([{ field, issue: 'INVALID_RESOURCE_ID', description }]);
}

export default async function notificationRoutes(
  app: FastifyInstance,
  context: EmulatorContext & { webhookConfigured: () => boolean },
) {
  const { store } = context;

  app.post('/v1/notifications/deliveries/wait', async (_request, reply) => {
    await context.firstDeliveriesDone();
    return reply.status(204).send();
  });

  app.post('/v1/notifications/simulate-event', async (request, reply) => {
    const parsed = simulateSchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    if (!context.webhookConfigured()) {
      return sendAnswer(
        reply,
        invalidRequest([
          { field: '/', issue: 'INVALID_PARAMETER_VALUE', description: 'No webhook URL is configured.' },
        ]),
      );
    }
    const input = parsed.data;
    const base = context.selfBase(request);
    const refundType =
      input.event_type === 'PAYMENT.CAPTURE.REFUNDED' || input.event_type === 'PAYMENT.CAPTURE.REVERSED';
    const earlierRefundId = input.refund_id ?? (refundType ? input.resource_id : undefined);

    const made = await store.update((state): { refusal: EmulatorAnswer } | { event: object } => {
      if (input.event_type.startsWith('CUSTOMER.DISPUTE.')) {
        const disputeId = input.dispute_id ?? input.resource_id ?? '';
        const dispute = own(state.disputes, disputeId);
        if (!dispute) return { refusal: unknownResource('/dispute_id', 'No dispute has this id.') };
        const resource = disputeRepresentation(state, dispute, base);
        return { event: disputeEvent(input.event_type as DisputeEventType, resource, base) };
      }
      if (earlierRefundId !== undefined) {
        const found = findRefund(state, earlierRefundId);
        if (!found) return { refusal: unknownResource('/refund_id', 'No refund has this id.') };
        return { event: refundEvent(found.capture, found.refund, base) };
      }
      const captureId =
        input.capture_id ??
        input.resource_id ??
        (input.order_id === undefined ? undefined : own(state.orders, input.order_id)?.capture?.id);
      const found = captureId === undefined ? undefined : findCapture(state, captureId);
      if (!found) {
        return { refusal: unknownResource('/order_id', 'No captured order or capture has this id.') };
      }
      if (!refundType) {
        const type = input.event_type as Parameters<typeof captureEvent>[0];
        return { event: captureEvent(type, found.order, found.capture, base) };
      }
      const decision = refundCapture(
        state,
        {
          captureId: found.capture.id,
          body: {
            ...(input.amount ? { amount: input.amount } : {}),
            ...(input.note_to_payer ? { note_to_payer: input.note_to_payer } : {}),
          },
          requestId: undefined,
          now: new Date(),
          reversal: input.event_type === 'PAYMENT.CAPTURE.REVERSED',
        },
        () => null,
      );
      if (!decision.refundedNow) return { refusal: decision.answer };
      return { event: refundEvent(decision.refundedNow.capture, decision.refundedNow.refund, base) };
    });
    if ('refusal' in made) return sendAnswer(reply, made.refusal);
    const delivery = await context.announceNow(made.event, request);
    return reply.status(202).send({ event: made.event, delivery });
  });
}
