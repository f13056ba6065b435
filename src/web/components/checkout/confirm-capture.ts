import type { CaptureOutcome } from '../../lib/payment-orders';

// Asks the capture route again for the same order while its answer is lost or unclear. The route is safe
// to call again: the server settles an order once and reuses PayPal-Request-Id, so a repeat never
// charges twice (src/server/orders/capture-order.ts). Back-off, because an unclear answer is often a
// network drop or a busy server; about 30 seconds in all, then the pending screen (the server's sweep
// finishes the capture and the email follows: docs/product/payments.md).

/** Waits before each new ask: 1 s, 2 s, 4 s, 8 s, 16 s (31 s in all). */
const confirmDelaysMs: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000];

export type FinalCapture = Exclude<CaptureOutcome, { kind: 'unclear' }> | { kind: 'still-unclear' };

export interface ConfirmOptions {
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Told after each unclear answer, before waiting to ask again. */
  onUnclear?: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function confirmCapture(
  capture: () => Promise<CaptureOutcome>,
  { delaysMs = confirmDelaysMs, sleep = wait, onUnclear }: ConfirmOptions = {},
): Promise<FinalCapture> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await capture();
    if (outcome.kind !== 'unclear') return outcome;
    const delay = delaysMs[attempt];
    if (delay === undefined) return { kind: 'still-unclear' };
    onUnclear?.();
    await sleep(delay);
  }
}
