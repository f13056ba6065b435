import { describe, expect, it } from 'vitest';
import { buyTickets, createOrder, inPersonOrder } from '../../../tests/support/purchases';
import { storedOrder } from '../../../tests/support/stored-order';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { invoicePrefixOf } from '../../domain/paypal-invoice';

// The seeded 2025 edition's prefix, as it was before editions were data.
const paypalInvoicePrefix = 'GG2025';

// Every PayPal record names our order (docs/decisions/037-disputes-and-paypal-references.md): each order
// is created at PayPal with an invoice_id of its own, kept with the order, and PayPal shows it back on
// the order and its capture.

describe.each(testEngines)('our reference at PayPal on %s', (engine) => {
  const app = appForSuite(engine);

  const invoiceOf = async (orderId: string) =>
    (await storedOrder(app.database.handle.db, orderId)).invoice_id;

  it('gives every order its own invoice_id, with the edition prefix, that PayPal shows back', async () => {
    const first = await createOrder(app, inPersonOrder());
    const second = await createOrder(app, inPersonOrder());
    const [one, two] = [await invoiceOf(first.body.id!), await invoiceOf(second.body.id!)];
    expect(invoicePrefixOf(2025)).toBe(paypalInvoicePrefix);
    expect(one).toMatch(new RegExp(`^${paypalInvoicePrefix}-[0-9a-f-]{36}$`));
    expect(two).not.toBe(one);
    expect(one!.length).toBeLessThanOrEqual(127);
  });

  it("names the order on PayPal's capture: invoice_id and a custom_id that carries the same reference", async () => {
    const orderId = await buyTickets(app, inPersonOrder());
    const invoiceId = await invoiceOf(orderId);
    const { capture_id } = await storedOrder(app.database.handle.db, orderId);
    const capture = await app.paypal.getCapture(capture_id!);
    expect(capture.invoiceId).toBe(invoiceId);
    expect(capture.customId).toBe(`ticket:in-person:${invoiceId!.slice(paypalInvoicePrefix.length + 1)}`);
  });
});
