// Our PayPal invoice_ids (docs/decisions/037-disputes-and-paypal-references.md): each starts with its
// edition's prefix, so PayPal's reports tell one year's payments from another's
// (docs/decisions/082-the-public-site-follows-the-current-edition.md).

/** 'GG2025' for the 2025 edition. */
export const invoicePrefixOf = (year: number) => `GG${year}`;

/** An invoice_id this site gave, whatever the edition's year. */
export const isOurInvoiceId = (invoiceId: string) => /^GG\d{4}-/.test(invoiceId);
