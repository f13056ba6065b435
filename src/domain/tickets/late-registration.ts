// Food is not guaranteed for tickets bought after the food cutoff (docs/product/tickets.md, "After the
// purchase"). The badge of such a ticket is marked `lateRegistrant` so the organisers can plan meals.

/** True when the payment happened at or after the cutoff (epoch seconds, from content/tickets.ts). */
export function isLateRegistrant(paidAtMs: number, foodCutoffEpochSeconds: number): boolean {
  return paidAtMs >= foodCutoffEpochSeconds * 1000;
}
