import { z } from 'zod';
import type { RefundKind } from '../../contracts/refunds';
import type { Cents } from '../../domain/money';
import { findOrderByCapture } from '../orders';
import { type CaptureDetails, PayPalError } from '../payments';
import { type RecordedRefund, type RefundDeps, recordRefund } from './record-refund';

// PayPal's PAYMENT.CAPTURE.REFUNDED (a refund made on our dashboard or in PayPal's) and
// PAYMENT.CAPTURE.REVERSED (a chargeback, or PayPal taking a payment back). Their resource is the
// Payments v2 refund: its id, status and amount, and a link 'up' to the capture it refunds. And
// PAYMENT.CAPTURE.DENIED about a capture we had recorded: its resource is the capture, all of which
// PayPal took back. The event only names them; what is recorded is PayPal's own answer about each.

const refundEventTypes = {
  'PAYMENT.CAPTURE.REFUNDED': 'refund',
  'PAYMENT.CAPTURE.REVERSED': 'reversal',
  'PAYMENT.CAPTURE.DENIED': 'reversal',
} as const satisfies Record<string, RefundKind>;
type RefundEventType = keyof typeof refundEventTypes;

const isRefundEventType = (type: string): type is RefundEventType => Object.hasOwn(refundEventTypes, type);

/** A denied capture has no refund id of its own; this one names its one reversal. */
const deniedRefundId = (captureId: string) => `DENIED-${captureId}`;

const payPalId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

const refundEventSchema = z.object({
  event_type: z.string(),
  resource: z.object({
    id: payPalId,
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

/** What PayPal itself says about the money an event reports going back. */
interface Confirmed {
  refundId: string;
  /** The capture PayPal says the money came from, when it says. */
  captureId: string | null;
  amountCents: Cents;
  currency: string;
  status: string;
  /** What the refund call gave as custom_id: the dashboard's refund request key. */
  customId?: string | null;
}

const notConfirmed = { redeliver: false, outcome: 'not-confirmed' } as const;
const unreachable = { redeliver: true, outcome: 'paypal-unreachable' } as const;

/** Asks PayPal; a 404 is PayPal saying it knows no such thing, any other failure is worth a retry. */
async function askPayPal<T>(ask: () => Promise<T>): Promise<T | typeof notConfirmed | typeof unreachable> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    return error.status === 404 ? notConfirmed : unreachable;
  }
}

/**
 * Handles one refund, reversal or denial event whose signature the webhook route has verified over the
 * exact bytes PayPal sent. The event only says which refund (or denied capture) it is about: PayPal is
 * asked for the refund itself (GET /v2/payments/refunds/{id}), whose amount, currency and status are
 * what gets recorded, and for its capture (GET /v2/payments/captures/{id}), which must be the one the
 * event names, in the refund's currency, for at least the refunded amount, and one of our orders'
 * (docs/product/payments.md, "PayPal's webhooks"). A repeat of the same refund counts once.
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

  const capture = await askPayPal(() => deps.paypal.getCapture(captureId));
  if ('redeliver' in capture) return capture;
  const ours = await findOrderByCapture(deps.db, captureId);
  let confirmed = denied ? deniedCapture(capture) : await refundAtPayPal(deps, resource.id);
  // A chargeback PayPal reports without a refund it can show still took the money: what was left of the
  // capture (a partial refund before it was not taken twice), named by the event's id so that a repeat
  // counts once (docs/decisions/037).
  if (type === 'PAYMENT.CAPTURE.REVERSED' && confirmed === notConfirmed) {
    const leftCents = ours ? Number(ours.amount_cents) - Number(ours.refunded_cents) : capture.amountCents;
    confirmed = reversedCapture(capture, resource.id, Math.min(capture.amountCents, leftCents));
    if (confirmed.amountCents <= 0) return { redeliver: false, outcome: 'duplicate' };
  }
  if (!confirmed) return notConfirmed;
  if ('redeliver' in confirmed) return confirmed;
  if (
    capture.id !== captureId ||
    // PayPal's refund must be of the capture the event names (PayPal names it by its link 'up').
    (confirmed.captureId ?? captureId) !== captureId ||
    capture.currency !== confirmed.currency ||
    confirmed.amountCents <= 0 ||
    confirmed.amountCents > capture.amountCents
  ) {
    return notConfirmed;
  }
  const orderId = ours?.id ?? capture.orderId;
  if (!orderId) return { redeliver: false, outcome: 'unknown-order' };

  // Money a dispute resolved for the buyer already took is not taken again: recordRefund gives the
  // dispute's record PayPal's id instead (refund-store.ts, adoptDisputeReversal).
  const recorded = await recordRefund(deps, {
    refundId: confirmed.refundId,
    captureId,
    orderId,
    amountCents: confirmed.amountCents,
    currency: confirmed.currency,
    kind: refundEventTypes[type],
    source: 'paypal',
    by: null,
    status: confirmed.status,
    // The dashboard's refund names its request as custom_id: a refund of single badges stops them.
    requestKey: confirmed.customId ?? null,
  });
  // Reported before the capture reached us: PayPal's next delivery finds the purchase recorded.
  return { redeliver: recorded.outcome === 'not-captured-yet', outcome: recorded.outcome };
}

/** PayPal's record of the refund (or reversal) the event names. */
async function refundAtPayPal(deps: RefundDeps, refundId: string) {
  const refund = await askPayPal(() => deps.paypal.getRefund(refundId));
  if ('redeliver' in refund) return refund;
  if (refund.id !== refundId) return undefined;
  const { amountCents, currency, status, captureId, customId } = refund;
  return { refundId, captureId, amountCents, currency, status, customId } satisfies Confirmed;
}

/** A reversal PayPal shows no refund for, as what was left of the capture taken back. */
function reversedCapture(capture: CaptureDetails, reversalId: string, amountCents: Cents): Confirmed {
  return {
    refundId: reversalId,
    captureId: capture.id,
    amountCents,
    currency: capture.currency,
    status: 'COMPLETED',
  };
}

/**
 * A denied capture as a reversal of all of it, once PayPal's own record of the capture says so (the
 * event alone is not enough); undefined while PayPal does not show it denied.
 */
function deniedCapture(capture: CaptureDetails): Confirmed | undefined {
  if (capture.status !== 'DECLINED' && capture.status !== 'FAILED') return undefined;
  return {
    refundId: deniedRefundId(capture.id),
    captureId: capture.id,
    amountCents: capture.amountCents,
    currency: capture.currency,
    // PayPal took all of it back.
    status: 'COMPLETED',
  };
}
