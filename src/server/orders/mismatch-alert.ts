import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { edition } from '../../../content/edition';
import { formatUsd } from '../../domain/money';
import type { Database } from '../db';
import type { Outbox } from '../mail';
import type { CaptureFacts, OrderRow } from './order-store';

/**
 * A payment PayPal captured for another amount or currency than the order's is not counted; the
 * organisers hear of it at the contact address (once per order) and in the log, to refund or settle it.
 */
export function mismatchAlert(deps: { db: Kysely<Database>; outbox: Outbox; log: FastifyBaseLogger }) {
  return async (order: OrderRow, capture: CaptureFacts) => {
    deps.log.error(
      {
        orderId: order.id,
        expectedCents: order.amount_cents,
        capturedCents: capture.amountCents,
        currency: capture.currency,
      },
      'a captured payment does not match its order; it was not recorded as paid',
    );
    await deps.outbox.enqueue(deps.db, {
      to: edition.email,
      subject: `Payment ${order.id} does not match its order`,
      text: [
        `PayPal captured ${formatUsd(capture.amountCents)} ${capture.currency} (capture ${capture.captureId}) for order ${order.id},`,
        `which was for ${formatUsd(order.amount_cents)} ${order.currency}. It was not recorded as paid.`,
        '',
        `Payer: ${capture.payerName ?? 'unknown'} <${capture.payerEmail ?? 'no email'}>`,
        'Please refund it in PayPal or settle it with the payer.',
      ].join('\n'),
      kind: 'alert',
      ref: order.id,
      dedupeKey: `mismatch:${order.id}`,
    });
    deps.outbox.wake();
  };
}
