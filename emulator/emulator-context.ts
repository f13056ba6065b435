import type { FastifyReply, FastifyRequest } from 'fastify';
import { debugId, type EmulatorAnswer, invalidRequest } from './emulator-errors';
import type { EmulatorStore } from './emulator-store';

// What the emulator's route files share.

export interface EmulatorContext {
  store: EmulatorStore;
  captureLatencyMs: number;
  /** The emulator's clock (epoch ms): request ids kept, Transaction Search's lag. */
  now(): number;
  /** How long an approval lasts uncaptured before PayPal cancels the order (emulator-approval-lapse.ts). */
  approvalLapseMs: number;
  /** Lapses the order's approval when its time comes, unless it was captured (or lapsed) by then. */
  scheduleLapse(orderId: string, request: FastifyRequest): void;
  /** The emulator's address as the caller used it, for the HATEOAS links of answers. */
  linkBase(request: FastifyRequest): string;
  /** The emulator's address as the app reaches it, for webhook events and their certificate URL. */
  selfBase(request: FastifyRequest): string;
  requireToken(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Delivers an event to the app's webhook soon, retrying as PayPal does; nothing without a webhook. */
  announce(event: unknown, request: FastifyRequest): void;
  /** Resolves once the first attempt of every event announced so far has been answered (or failed). */
  firstDeliveriesDone(): Promise<void>;
  /** Delivers an event now, once; null without a configured webhook. */
  announceNow(event: unknown, request: FastifyRequest): Promise<{ status: number } | null>;
  /**
   * Delivers an event now, before a test-only call answers, so the test knows the app has heard of it;
   * announced again (retried as PayPal does) when the app refused it. What the app answered; null without
   * a configured webhook.
   */
  deliverNow(event: unknown, request: FastifyRequest): Promise<{ status: number } | null>;
}

/** PayPal's answer, with the Paypal-Debug-Id header PayPal sends with every error. */
export function sendAnswer(reply: FastifyReply, answer: EmulatorAnswer) {
  if (answer.status >= 400) {
    const fromBody = (answer.body as { debug_id?: unknown } | undefined)?.debug_id;
    reply.header('paypal-debug-id', typeof fromBody === 'string' ? fromBody : debugId());
  }
  return reply.status(answer.status).send(answer.body);
}

/** `PayPal-Request-Id`: PayPal takes 1 to 108 characters (Orders v2 parameters). */
export function requestIdOf(
  request: FastifyRequest,
): { requestId: string | undefined } | { refusal: EmulatorAnswer } {
  const header = request.headers['paypal-request-id'];
  if (header === undefined) return { requestId: undefined };
  if (typeof header === 'string' && header.length >= 1 && header.length <= 108) return { requestId: header };
  return {
    refusal: invalidRequest([
      {
        field: 'PayPal-Request-Id',
        location: 'header',
        issue: 'INVALID_STRING_LENGTH',
        description: 'The value of a field is either too short or too long',
      },
    ]),
  };
}

/** `Prefer: return=representation` asks for the whole resource; PayPal's default is minimal. */
export function wantsRepresentation(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  return typeof prefer === 'string' && /return=representation/i.test(prefer);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
