// How long the server waits on PayPal before it gives an order up (docs/product/payments.md).

/** PayPal lets an approval lapse after about three hours; twice that leaves room for clock skew and retries. */
export const abandonAfterMs = 6 * 60 * 60_000;

/**
 * A failed order is asked about again until this long after it was made: a capture PayPal made while
 * we saw an error (a duplicate refused while the first was under way, an outage) shows up well within
 * it, and PayPal does not capture an order days after its approval. Counted from creation, not from
 * the last look, so that looking does not keep an order in the sweep for ever.
 */
export const failedRecheckWindowMs = 72 * 60 * 60_000;

/** Pending and failed orders wait on PayPal for days, so the sweep asks about each this often at most. */
export const recheckEveryMs = 5 * 60_000;
