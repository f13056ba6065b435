// SPEC section 9: food is not guaranteed for tickets bought after the food cutoff. The badge of such a
// ticket is marked `lateRegistrant` so the organisers can plan meals.

/** True when the payment happened at or after the cutoff (epoch seconds, from content/tickets.ts). */
export function isLateRegistrant(paidAtMs: number, foodCutoffEpochSeconds: number): boolean {
  return paidAtMs >= foodCutoffEpochSeconds * 1000;
}
