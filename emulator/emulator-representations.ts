import type { EmulatorCapture, EmulatorOrder, EmulatorRefund } from './emulator-records';
import { centsOf, dollarsOf } from './emulator-values';

// The emulator's state as PayPal's Orders v2 and Payments v2 answer it. `base` is the emulator's
// address (PayPal's own host in real answers), for the HATEOAS links.

function link(href: string, rel: string, method: 'GET' | 'POST' = 'GET') {
  return { href, rel, method };
}

/** A failed refund gave nothing back: its amount can be refunded again. */
export function refundedCents(capture: EmulatorCapture): number {
  return capture.refunds
    .filter((refund) => refund.status !== 'FAILED' && refund.returnedAtMs === undefined)
    .reduce((sum, refund) => sum + centsOf(refund.amount.value), 0);
}

/** A capture as GET /v2/payments/captures/{id} and the webhook events carry it. */
export function captureRepresentation(
  order: EmulatorOrder,
  capture: EmulatorCapture,
  base: string,
  { standalone }: { standalone: boolean },
) {
  const refundable = capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED';
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.reason ? { status_details: { reason: capture.reason } } : {}),
    amount: order.amount,
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    ...(order.customId ? { custom_id: order.customId } : {}),
    ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
    // Outside an order, PayPal names the capture's order here.
    ...(standalone ? { supplementary_data: { related_ids: { order_id: order.id } } } : {}),
    create_time: capture.createTime,
    update_time: capture.updateTime,
    links: [
      link(`${base}/v2/payments/captures/${capture.id}`, 'self'),
      ...(refundable ? [link(`${base}/v2/payments/captures/${capture.id}/refund`, 'refund', 'POST')] : []),
      link(`${base}/v2/checkout/orders/${order.id}`, 'up'),
    ],
  };
}

/** A refund (or a reversal, which PayPal reports as a refund of the capture). */
export function refundRepresentation(capture: EmulatorCapture, refund: EmulatorRefund, base: string) {
  const refundedUpToHere = capture.refunds
    .slice(0, capture.refunds.indexOf(refund) + 1)
    .filter((earlier) => earlier.status !== 'FAILED')
    .reduce((sum, earlier) => sum + centsOf(earlier.amount.value), 0);
  const currency = refund.amount.currency_code;
  const status = refund.status ?? 'COMPLETED';
  return {
    id: refund.id,
    status,
    // Payments v2 refund.status_details.reason: the only reason PayPal gives is ECHECK.
    ...(status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
    amount: refund.amount,
    ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
    ...(refund.customId ? { custom_id: refund.customId } : {}),
    seller_payable_breakdown: {
      gross_amount: refund.amount,
      paypal_fee: { currency_code: currency, value: '0.00' },
      net_amount: refund.amount,
      total_refunded_amount: { currency_code: currency, value: dollarsOf(refundedUpToHere) },
    },
    create_time: refund.createTime,
    update_time: refund.updateTime ?? refund.createTime,
    links: [
      link(`${base}/v2/payments/refunds/${refund.id}`, 'self'),
      // How a refund names its capture: PayPal's refund has no capture id field.
      link(`${base}/v2/payments/captures/${capture.id}`, 'up'),
    ],
  };
}

function orderLinks(order: EmulatorOrder, base: string) {
  const links = [link(`${base}/v2/checkout/orders/${order.id}`, 'self')];
  if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
    links.push(
      link(`${base}/checkoutnow?token=${order.id}`, order.status === 'CREATED' ? 'approve' : 'payer-action'),
    );
  }
  if (order.status === 'APPROVED') {
    links.push(link(`${base}/v2/checkout/orders/${order.id}/capture`, 'capture', 'POST'));
  }
  return links;
}

function paymentSource(order: EmulatorOrder) {
  const payer = order.payer;
  if (payer) {
    return {
      payment_source: {
        paypal: {
          email_address: payer.email,
          account_id: payer.payerId,
          account_status: 'VERIFIED',
          name: { given_name: payer.givenName, surname: payer.surname },
        },
      },
    };
  }
  return order.paypalSource ? { payment_source: { paypal: {} } } : {};
}

function payerOf(order: EmulatorOrder) {
  const payer = order.payer;
  if (!payer) return {};
  return {
    payer: {
      name: { given_name: payer.givenName, surname: payer.surname },
      email_address: payer.email,
      payer_id: payer.payerId,
    },
  };
}

/** purchase_units[].payments: the capture, and its refunds once there are any (Orders v2). */
function paymentsOf(order: EmulatorOrder, capture: EmulatorCapture, base: string) {
  const captures = [captureRepresentation(order, capture, base, { standalone: false })];
  if (capture.refunds.length === 0) return { captures };
  return { captures, refunds: capture.refunds.map((refund) => refundRepresentation(capture, refund, base)) };
}

/** The order as GET /v2/checkout/orders/{id} answers it, and create or capture with `Prefer: return=representation`. */
export function orderRepresentation(order: EmulatorOrder, base: string) {
  const capture = order.capture;
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...paymentSource(order),
    purchase_units: [
      {
        reference_id: 'default',
        amount: order.amount,
        payee: { email_address: 'merchant@example.com', merchant_id: 'EMULATORMERCH' },
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
        ...(order.description ? { description: order.description } : {}),
        ...(capture ? { payments: paymentsOf(order, capture, base) } : {}),
      },
    ],
    ...payerOf(order),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: orderLinks(order, base),
  };
}

/** Create without `Prefer: return=representation`: "id, status and HATEOAS links" (Orders v2). */
export function minimalCreatedOrder(order: EmulatorOrder, base: string) {
  return { id: order.id, status: order.status, ...paymentSource(order), links: orderLinks(order, base) };
}

/** Capture without `Prefer: return=representation`: PayPal's default answer names the capture only. */
export function minimalCapturedOrder(order: EmulatorOrder, base: string) {
  const capture = order.capture;
  return {
    id: order.id,
    status: order.status,
    ...paymentSource(order),
    purchase_units: [
      {
        reference_id: 'default',
        payments: {
          captures: capture ? [captureRepresentation(order, capture, base, { standalone: false })] : [],
        },
      },
    ],
    ...payerOf(order),
    links: orderLinks(order, base),
  };
}
