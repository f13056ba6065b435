import { randomUUID } from 'node:crypto';
import { invoicePrefixOf } from '../../domain/paypal-invoice';

// Our name for a payment order at PayPal (docs/decisions/037-disputes-and-paypal-references.md). PayPal's
// order id is only known once PayPal made the order, so the reference is ours, made before asking.
// invoice_id is unique per order: PayPal refuses to capture a second payment for an invoice already
// paid (422 DUPLICATE_INVOICE_ID), and its reports, dashboard refunds and the buyer's history name it.
// custom_id says what the order is for and carries the same reference.

/** PayPal's limit for both invoice_id and custom_id (Orders v2 purchase_unit_request). */
const paypalLimit = 127;

export interface PayPalReference {
  invoiceId: string;
  customId: string;
}

/**
 * `purpose` is what custom_id said before it named the order: 'ticket:in-person', 'donation'...; `year`
 * the current edition's, whose prefix the invoice_id takes.
 */
export function paypalReference(
  purpose: string,
  year: number,
  reference: string = randomUUID(),
): PayPalReference {
  return {
    invoiceId: `${invoicePrefixOf(year)}-${reference}`.slice(0, paypalLimit),
    customId: `${purpose}:${reference}`.slice(0, paypalLimit),
  };
}
