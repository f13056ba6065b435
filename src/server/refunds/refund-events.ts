import { z } from 'zod';
import type { RefundKind } from '../../contracts/refunds';
import { dollarsToCents } from '../../domain/money';
import { PayPalError } from '../payments/paypal-client';
import { type RecordedRefund, type RefundDeps, recordRefund } from './record-refund';
import { findOrderByCapture } from './refund-store';

// PayPal's PAYMENT.CAPTURE.REFUNDED (a refund made on our dashboard or in PayPal's) and
// PAYMENT.CAPTURE.REVERSED (a chargeback, or PayPal taking a payment back). Their resource is the
// Payments v2 refund: its id, status and amount, and a link 'up' to the capture it refunds. And
// PAYMENT.CAPTURE.DENIED about a capture we had recorded: its resource is the capture, all of which
// PayPal took back.

export const refundEventTypes = {
  'PAYMENT.CAPTURE.REFUNDED': 'refund',
  'PAYMENT.CAPTURE.REVERSED': 'reversal',
  'PAYMENT.CAPTURE.DENIED': 'reversal',
} as const satisfies Record<string, RefundKind>;
export type RefundEventType = keyof typeof refundEventTypes;

export const isRefundEventType = (type: string): type is RefundEventType =>
  Object.hasOwn(refundEventTypes, type);

/** A denied capture has no refund id of its own; this one names its one reversal. */
export const deniedRefundId = (captureId: string) => `DENIED-${captureId}`;

const payPalId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

const refundEventSchema = z.object({
  event_type: z.string(),
  resource: z.object({
    id: payPalId,
    status: z.string().max(40).optional(),
    amount: z.object({
      value: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
      currency_code: z.string().length(3),
    }),
    links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
    supplementary_data: z
      .object({ related_ids: z.object({ capture_id: payPalId.optional() }).optional() })
      .optional(),
  }),
});

const captureLink = /\/v2\/payments\/captures\/([A-Za-z0-9-]{1,64})\/?$/;

/** The capture a refund belongs to: its link 'up', or the related ids some events carry instead. */
function captureIdOf(resource: z.infer<typeof refundEventSchema>['resource']): string | null {
  const up = resource.links?.find((link) => link.rel === 'up' && captureLink.test(link.href));
  const fromLink = up ? (captureLink.exec(up.href)?.[1] ?? null) : null;
  return fromLink ?? resource.supplementary_data?.related_ids?.capture_id ?? null;
}

export interface RefundEventResult {
  /** True: answer non-2xx (503) so PayPal delivers the event again later. */
  redeliver: boolean;
  /** For the log. */
  outcome: RecordedRefund['outcome'] | 'unreadable' | 'not-confirmed' | 'paypal-unreachable';
}

/**
 * Handles one refund or reversal event whose signature the webhook route has verified over the exact
 * bytes PayPal sent. PayPal is then asked for the capture (GET /v2/payments/captures/{id}): it must exist
 * there, in the event's currency, and belong to one of our orders. The refund's own amount and status
 * are the event's: our PayPal client reads captures, not refunds, and a verified event is PayPal's own
 * word (docs/product/payments.md, "PayPal's webhooks"). A repeat of the same refund counts once.
 */
export async function handleRefundEvent(deps: RefundDeps, event: unknown): Promise<RefundEventResult> {
  const parsed = refundEventSchema.safeParse(event);
  const type = parsed.success ? parsed.data.event_type : '';
  // A verified event we cannot read will not read better when delivered again.
  if (!parsed.success || !isRefundEventType(type)) return { redeliver: false, outcome: 'unreadable' };
  const { resource } = parsed.data;
  const denied = type === 'PAYMENT.CAPTURE.DENIED';
  const captureId = denied ? resource.id : captureIdOf(resource);
  if (!captureId) return { redeliver: false, outcome: 'unreadable' };

  let capture: Awaited<ReturnType<RefundDeps['paypal']['getCapture']>>;
  try {
    capture = await deps.paypal.getCapture(captureId);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    // PayPal does not know the capture: the event is not about a payment of ours.
    if (error.status === 404) return { redeliver: false, outcome: 'not-confirmed' };
    return { redeliver: true, outcome: 'paypal-unreachable' };
  }
  const amountCents = dollarsToCents(Number(resource.amount.value));
  if (
    capture.id !== captureId ||
    // Only PayPal's own record of the capture says it was denied; the event alone is not enough.
    (denied && capture.status !== 'DECLINED' && capture.status !== 'FAILED') ||
    capture.currency !== resource.amount.currency_code ||
    amountCents <= 0 ||
    amountCents > capture.amountCents
  ) {
    return { redeliver: false, outcome: 'not-confirmed' };
  }
  const ours = await findOrderByCapture(deps.db, captureId);
  const orderId = ours?.id ?? capture.orderId;
  if (!orderId) return { redeliver: false, outcome: 'unknown-order' };

  const recorded = await recordRefund(deps, {
    refundId: denied ? deniedRefundId(captureId) : resource.id,
    captureId,
    orderId,
    amountCents,
    currency: resource.amount.currency_code,
    kind: refundEventTypes[type],
    source: 'paypal',
    // The event announces a refund PayPal made; without a status it is a completed one. A denial
    // confirmed above took the money back.
    status: denied ? 'COMPLETED' : (resource.status ?? 'COMPLETED'),
  });
  // Reported before the capture reached us: PayPal's next delivery finds the purchase recorded.
  return { redeliver: recorded.outcome === 'not-captured-yet', outcome: recorded.outcome };
}
