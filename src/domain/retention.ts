// How long personal data is kept (docs/product/order-page-and-retention.md, "Retention"): a number of
// days after the event's end, or after the purchase when it was made later. The server's sweep erases by
// this rule, the order page and the dashboard say when, and /policy states the same number of days.

const dayMs = 86_400_000;

/** When an order's personal data is erased, epoch ms. */
export function erasureDueMs(purchaseMs: number, eventEndMs: number, retentionDays: number): number {
  return Math.max(purchaseMs, eventEndMs) + retentionDays * dayMs;
}

/**
 * Orders made at or before this moment are due for erasure at `nowMs` (epoch ms); null while the event's
 * own retention has not run out, when no order is due.
 */
export function erasePurchasesUpToMs(
  nowMs: number,
  eventEndMs: number,
  retentionDays: number,
): number | null {
  const cutoff = nowMs - retentionDays * dayMs;
  return cutoff >= eventEndMs ? cutoff : null;
}
