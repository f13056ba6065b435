import type { preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import {
  type CaptureError,
  type CapturePending,
  captureErrorSchema,
  capturePendingSchema,
  captureResponseSchema,
  createdOrderSchema,
} from '../../contracts/payment-capture';
import type { OrderKind } from '../db';
import type { OrderCreateLimit } from '../limits';
import type { RouteScope } from '../plugins';
import { allowEmptyJsonBody, failureStatus } from '../plugins';
import { type CaptureAnswer, type CaptureDeps, type CaptureOutcome, captureOrder } from './capture-order';

// The two calls every payment makes, alike for tickets and donations: create a PayPal order for what
// the server checked and priced, then capture it once the payer approved it at PayPal.

export interface CreateOrderRoute<Body extends z.core.$ZodType> {
  /** The page's order or donation. */
  body: Body;
  /** Ticket and donation orders share one per-address limit: both make PayPal orders. */
  limit: OrderCreateLimit;
  /** Checks before the body's: a ticket order with a discount code is also counted as a code check. */
  alsoLimit?: preValidationHookHandler;
  /** Checks, prices and places the order; PayPal's order id. */
  place(order: z.output<Body>): Promise<string>;
}

/**
 * POST {url}: a PayPal order for what the server checked and priced, answered 201 { id }: the PayPal
 * order id the payment widget opens.
 */
export function createOrderRoute<Body extends z.core.$ZodType>(
  app: RouteScope,
  url: string,
  route: CreateOrderRoute<Body>,
) {
  app.post(
    url,
    {
      config: { public: true },
      // Counted before the body is checked, so a flood of refused orders is limited too.
      preValidation: route.alsoLimit ? [route.limit.hook, route.alsoLimit] : route.limit.hook,
      // `place` is checked against the body's type above; Fastify cannot follow a generic schema.
      schema: { body: route.body as z.core.$ZodType, response: { 201: createdOrderSchema } },
    },
    async (request, reply) => {
      const id = await route.place(request.body as z.output<Body>);
      await route.limit.placed(request, id);
      return reply.status(201).send({ id });
    },
  );
}

/**
 * The capture calls answer in the payment widget's shape rather than { error }: 201 with the recorded
 * payment, 202 while PayPal holds it, and { message } when nothing was charged (docs/product/payments.md,
 * "What the capture call answers").
 */
function captureAnswer(outcome: CaptureOutcome): {
  status: number;
  body: CaptureAnswer | CapturePending | CaptureError;
} {
  if (outcome.kind === 'recorded') return { status: 201, body: outcome.body };
  if (outcome.kind === 'pending') return { status: 202, body: outcome.body };
  const { message, issue } = outcome;
  return { status: failureStatus[outcome.kind], body: issue ? { message, issue } : { message } };
}

// Any id is looked up: one we never made answers 404 in the capture's own shape.
const captureParams = z.object({ orderID: z.string() });

/** POST {url with :orderID}: captures a ticket order or a donation the payer approved at PayPal. */
export function captureRoute(
  app: RouteScope,
  url: string,
  kind: OrderKind,
  deps: CaptureDeps,
  /** More for the page once the payment is recorded (a donation: whether screening held it). */
  recordedExtra?: (orderId: string) => Promise<Record<string, unknown>>,
) {
  // A scope of its own: the empty JSON body the capture call is sent with is read as no body here only.
  app.register(async (scope: RouteScope) => {
    allowEmptyJsonBody(scope);
    captureIn(scope, url, kind, deps, recordedExtra);
  });
}

function captureIn(
  app: RouteScope,
  url: string,
  kind: OrderKind,
  deps: CaptureDeps,
  recordedExtra?: (orderId: string) => Promise<Record<string, unknown>>,
) {
  app.post(
    url,
    {
      config: { public: true },
      schema: {
        params: captureParams,
        response: {
          201: captureResponseSchema,
          202: capturePendingSchema,
          // A body Fastify refuses before the capture runs (too large, not JSON) still answers { error }.
          '4xx': z.union([captureErrorSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const outcome = await captureOrder(deps, kind, request.params.orderID);
      if (outcome.kind === 'recorded' && recordedExtra)
        return reply.status(201).send({ ...(await recordedExtra(request.params.orderID)), ...outcome.body });
      const { status, body } = captureAnswer(outcome);
      return reply.status(status).send(body);
    },
  );
}
