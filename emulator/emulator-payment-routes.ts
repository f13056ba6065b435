import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type FoundCapture,
  findCapture,
  findRefund,
  refundBodySchema,
  refundCapture,
  settleBodySchema,
  settleCapture,
  settleRefund,
  settleRefundBodySchema,
} from './emulator-captures';
import { type EmulatorContext, requestIdOf, sendAnswer, wantsRepresentation } from './emulator-context';
import { captureNotFound, debugId, invalidRequest } from './emulator-errors';
import { holdBodySchema, holdCapture, releaseHold } from './emulator-holds';
import { mockedAnswer, refundBehaviour } from './emulator-mock';
import { schemaProblems } from './emulator-orders';
import { captureRepresentation, refundRepresentation } from './emulator-representations';
import { captureEvent, refundEvent } from './emulator-webhooks';

// Payments v2: get a capture, refund it, get a refund; and the test-only settling of a PENDING capture.

type WithId = { Params: { id: string } };

export default async function paymentRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store, requireToken } = context;

  app.get<WithId>('/v2/payments/captures/:id', { preHandler: requireToken }, async (request, reply) => {
    const id = request.params.id;
    const mocked = mockedAnswer(request.headers['paypal-mock-response'], 'get-capture', id);
    if (mocked) return sendAnswer(reply, mocked);
    const found = await store.update((state) => findCapture(state, id));
    if (!found) return sendAnswer(reply, captureNotFound(id));
    return captureRepresentation(found.order, found.capture, context.linkBase(request), { standalone: true });
  });

  app.post<WithId>(
    '/v2/payments/captures/:id/refund',
    { preHandler: requireToken },
    async (request, reply) => {
      const captureId = request.params.id;
      const given = requestIdOf(request);
      if ('refusal' in given) return sendAnswer(reply, given.refusal);
      const mocked = mockedAnswer(request.headers['paypal-mock-response'], 'refund-capture', captureId);
      if (mocked) return sendAnswer(reply, mocked);
      const parsed = refundBodySchema.safeParse(request.body);
      if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
      const base = context.linkBase(request);
      const full = wantsRepresentation(request);
      const behaviour = refundBehaviour(request.headers['paypal-mock-response']);
      const pending = behaviour === 'REFUND_PENDING';
      const decision = await store.update((state) =>
        refundCapture(
          state,
          {
            captureId,
            body: parsed.data,
            requestId: given.requestId,
            now: new Date(context.now()),
            pending,
            refusePartWhileDisputed: true,
          },
          ({ capture }, refund) => {
            const representation = refundRepresentation(capture, refund, base);
            // Without Prefer, PayPal answers "id, status and HATEOAS links".
            return full
              ? representation
              : { id: representation.id, status: representation.status, links: representation.links };
          },
        ),
      );
      // A pending refund is announced once it completes; a lost webhook never is.
      if (decision.refundedNow && !behaviour) {
        const { capture, refund } = decision.refundedNow;
        context.announce(refundEvent(capture, refund, context.selfBase(request)), request);
      }
      return sendAnswer(reply, decision.answer);
    },
  );

  app.get<WithId>('/v2/payments/refunds/:id', { preHandler: requireToken }, async (request, reply) => {
    const id = request.params.id;
    const found = await store.update((state) => findRefund(state, id));
    if (!found) {
      return sendAnswer(reply, {
        status: 404,
        body: {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
          details: [
            {
              field: 'refund_id',
              value: id,
              location: 'path',
              issue: 'INVALID_RESOURCE_ID',
              description:
                'Specified resource ID does not exist. Please check the resource ID and try again.',
            },
          ],
          debug_id: debugId(),
        },
      });
    }
    return refundRepresentation(found.capture, found.refund, context.linkBase(request));
  });

  // Test-only: PayPal finishes a PENDING refund; a completed one is announced as PAYMENT.CAPTURE.REFUNDED
  // (unless `deliver: false`), a failed one is not: the app learns it by reading the refund.
  app.post<WithId>('/v2/payments/refunds/:id/settle', async (request, reply) => {
    const parsed = settleRefundBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const result = await store.update((state) =>
      settleRefund(state, request.params.id, parsed.data.status, new Date()),
    );
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    const { capture, refund } = result.settled;
    const announced = refund.status === 'COMPLETED' && parsed.data.deliver !== false;
    const event = announced ? refundEvent(capture, refund, context.selfBase(request)) : null;
    const delivery = event ? await context.deliverNow(event, request) : null;
    return { refund: refundRepresentation(capture, refund, context.linkBase(request)), event, delivery };
  });

  // Test-only: PayPal holds a completed capture for a buyer's complaint or a chargeback
  // (PAYMENT.CAPTURE.PENDING), and releases it (PAYMENT.CAPTURE.COMPLETED). Delivered before answering.
  app.post<WithId>('/v2/payments/captures/:id/hold', async (request, reply) => {
    const parsed = holdBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const result = await store.update((state) =>
      holdCapture(state, request.params.id, parsed.data.reason, new Date()),
    );
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    return announced(request, result.held, 'PAYMENT.CAPTURE.PENDING');
  });
  app.post<WithId>('/v2/payments/captures/:id/release', async (request, reply) => {
    const result = await store.update((state) => releaseHold(state, request.params.id, new Date()));
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    return announced(request, result.released, 'PAYMENT.CAPTURE.COMPLETED');
  });

  /** Tells the app about the capture now (retried later if refused); answers the capture and the delivery. */
  async function announced(
    request: FastifyRequest,
    { order, capture }: FoundCapture,
    type: 'PAYMENT.CAPTURE.PENDING' | 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED',
  ) {
    const event = captureEvent(type, order, capture, context.selfBase(request));
    const delivery = await context.deliverNow(event, request);
    return {
      capture: captureRepresentation(order, capture, context.linkBase(request), { standalone: true }),
      event,
      delivery,
    };
  }

  // Test-only: PayPal finishes a PENDING capture and tells the app, as it would.
  app.post<WithId>('/v2/payments/captures/:id/settle', async (request, reply) => {
    const parsed = settleBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const result = await store.update((state) =>
      settleCapture(state, request.params.id, parsed.data.status, new Date()),
    );
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    const { capture } = result.settled;
    const type = capture.status === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED';
    return announced(request, result.settled, type);
  });
}
