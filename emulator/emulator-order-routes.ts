import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { approvalReversedEvent, lapseApproval, lapseIfDue } from './emulator-approval-lapse';
import {
  type EmulatorContext,
  requestIdOf,
  sendAnswer,
  sleep,
  wantsRepresentation,
} from './emulator-context';
import { type EmulatorAnswer, invalidRequest, orderNotFound, unprocessable } from './emulator-errors';
import { capturedAs, mockedAnswer } from './emulator-mock';
import {
  approveBodySchema,
  approveOrder,
  captureOrder,
  createOrder,
  createOrderBodySchema,
  orderVoided,
  schemaProblems,
} from './emulator-orders';
import { type EmulatorCapture, type EmulatorOrder, own } from './emulator-records';
import { minimalCapturedOrder, minimalCreatedOrder, orderRepresentation } from './emulator-representations';
import { type CaptureEventType, captureEvent } from './emulator-webhooks';

// Orders v2: create, get, capture, and the test-only approve (what the buyer does in PayPal's window) and
// lapse-approval (the capture window closes now).

/** Test-only lapse-approval: `deliver: false` loses PayPal's CHECKOUT.PAYMENT-APPROVAL.REVERSED on the way. */
const lapseBodySchema = z.object({ deliver: z.boolean().optional() }).strict().optional();

type WithId = { Params: { id: string } };

// PayPal announces every new capture: COMPLETED, PENDING until it settles, or DECLINED. A FAILED one has
// no event of its own in PayPal's list (Webhooks v1 event names); the caller reads it in the 201.
const newCaptureEvent: Partial<Record<EmulatorCapture['status'], CaptureEventType>> = {
  COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
  PENDING: 'PAYMENT.CAPTURE.PENDING',
  DECLINED: 'PAYMENT.CAPTURE.DECLINED',
};

export default async function orderRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store, requireToken } = context;

  app.post('/v2/checkout/orders', { preHandler: requireToken }, async (request, reply) => {
    const mocked = mockedAnswer(request.headers['paypal-mock-response'], 'create-order');
    if (mocked) return sendAnswer(reply, mocked);
    const parsed = createOrderBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const result = await store.update((state) => createOrder(state, parsed.data, new Date(context.now())));
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    const base = context.linkBase(request);
    return reply
      .status(201)
      .send(
        wantsRepresentation(request)
          ? orderRepresentation(result.order, base)
          : minimalCreatedOrder(result.order, base),
      );
  });

  app.get<WithId>('/v2/checkout/orders/:id', { preHandler: requireToken }, async (request, reply) => {
    const id = request.params.id;
    const mocked = mockedAnswer(request.headers['paypal-mock-response'], 'get-order', id);
    if (mocked) return sendAnswer(reply, mocked);
    const base = context.selfBase(request);
    const found = await store.update((state) => {
      const order = own(state.orders, id);
      const lapsed = lapseIfDue(order, context.now(), context.approvalLapseMs);
      return { order, event: lapsed && order ? approvalReversedEvent(order, base) : null };
    });
    if (found.event) context.announce(found.event, request);
    if (!found.order) return sendAnswer(reply, orderNotFound(id));
    return orderRepresentation(found.order, context.linkBase(request));
  });

  app.post<WithId>(
    '/v2/checkout/orders/:id/capture',
    { preHandler: requireToken },
    async (request, reply) => {
      const orderId = request.params.id;
      const given = requestIdOf(request);
      if ('refusal' in given) return sendAnswer(reply, given.refusal);
      const mocked = mockedAnswer(request.headers['paypal-mock-response'], 'capture-order', orderId);
      const chosen = capturedAs(request.headers['paypal-mock-response']);

      const base = context.linkBase(request);
      const full = wantsRepresentation(request);
      const decision = await store.update((state) =>
        captureOrder(
          state,
          {
            orderId,
            requestId: given.requestId,
            nowMs: context.now(),
            latencyMs: context.captureLatencyMs,
            lapseMs: context.approvalLapseMs,
            mocked,
            capturedAs: chosen,
          },
          (order) => (full ? orderRepresentation(order, base) : minimalCapturedOrder(order, base)),
        ),
      );
      if (decision.lapsedNow) {
        context.announce(approvalReversedEvent(decision.lapsedNow, context.selfBase(request)), request);
      }
      const captured = decision.capturedNow;
      const type = captured?.capture ? newCaptureEvent[captured.capture.status] : undefined;
      if (captured?.capture && type) {
        context.announce(captureEvent(type, captured, captured.capture, context.selfBase(request)), request);
      }
      const waitMs = decision.answerAtMs - context.now();
      if (waitMs > 0) await sleep(waitMs);
      return sendAnswer(reply, decision.answer);
    },
  );

  // Test-only: what the buyer does in PayPal's window. No token, like the buyer's browser.
  app.post<WithId>('/v2/checkout/orders/:id/approve', async (request, reply) => {
    const parsed = approveBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const result = await store.update((state) =>
      approveOrder(state, request.params.id, parsed.data, new Date(context.now())),
    );
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    context.scheduleLapse(request.params.id, request);
    return orderRepresentation(result.order, context.linkBase(request));
  });

  // Test-only: the capture window closes now. PayPal cancels the approved order and sends
  // CHECKOUT.PAYMENT-APPROVAL.REVERSED, delivered before answering (unless `deliver: false`, a lost
  // notice), so a test knows the app has heard of it; retried later if the app refused it.
  app.post<WithId>('/v2/checkout/orders/:id/lapse-approval', async (request, reply) => {
    const parsed = lapseBodySchema.safeParse(request.body);
    if (!parsed.success) return sendAnswer(reply, invalidRequest(schemaProblems(parsed.error)));
    const id = request.params.id;
    const base = context.selfBase(request);
    type Lapsed = { order: EmulatorOrder; event: ReturnType<typeof approvalReversedEvent> };
    const result = await store.update((state): { refusal: EmulatorAnswer } | Lapsed => {
      const order = own(state.orders, id);
      if (!order) return { refusal: orderNotFound(id) };
      if (order.status === 'VOIDED') return { refusal: orderVoided(id) };
      if (order.status !== 'APPROVED') return { refusal: unprocessable('ORDER_NOT_APPROVED') };
      lapseApproval(order, new Date(context.now()));
      return { order, event: approvalReversedEvent(order, base) };
    });
    if ('refusal' in result) return sendAnswer(reply, result.refusal);
    const delivery = parsed.data?.deliver === false ? null : await context.deliverNow(result.event, request);
    return {
      order: orderRepresentation(result.order, context.linkBase(request)),
      event: result.event,
      delivery,
    };
  });
}
