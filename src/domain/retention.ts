// How long personal data is kept (docs/product/order-page-and-retention.md, "Retention"): a number of
// days after the end of the purchase's own edition, or after the purchase when it was made later. The
// server's sweep erases by this rule, the order page and the dashboard say when, and /policy states the
// same number of days.

const dayMs = 86_400_000;

/** When an order's personal data is erased, epoch ms. */
export function erasureDueMs(purchaseMs: number, eventEndMs: number, retentionDays: number): number {
  return Math.max(purchaseMs, eventEndMs) + retentionDays * dayMs;
}

/** The moment before which a purchase of an edition that ended by then is due at `nowMs` (epoch ms). */
export function retentionCutoffMs(nowMs: number, retentionDays: number): number {
  return nowMs - retentionDays * dayMs;
}

/**
 * Personal data that belongs to no order (the addresses of blast and waiting-list emails) has only its
 * date: it is counted as the edition's that ends first at or after it (or, made after every edition's
 * end, its own date), and erased by the same rule. Data dated at or before the answer is due at `nowMs`;
 * null when none is.
 */
export function eraseDatedUpToMs(
  nowMs: number,
  editionEndsMs: readonly number[],
  retentionDays: number,
): number | null {
  const cutoff = retentionCutoffMs(nowMs, retentionDays);
  const ended = editionEndsMs.filter((end) => end <= cutoff);
  if (ended.length === 0) return null;
  return editionEndsMs.some((end) => end > cutoff) ? Math.max(...ended) : cutoff;
}
