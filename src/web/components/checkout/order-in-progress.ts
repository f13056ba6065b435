// The approved order a page is still confirming, kept in sessionStorage from approval until a final
// answer, so a reload (or a tab the phone's browser discarded) resumes it instead of offering a new
// payment (docs/decisions/035-one-checkout-flow.md). Only the order id and which page it belongs to:
// nothing the buyer typed.

/** Which checkout the order belongs to: each page resumes only its own. */
export type CheckoutKind = 'in-person' | 'livestream' | 'donation';

const key = 'checkout-order-in-progress';

interface Stored {
  kind: CheckoutKind;
  orderId: string;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be switched off; the page then works as before, without resuming.
    return undefined;
  }
}

export function rememberOrder(kind: CheckoutKind, orderId: string): void {
  try {
    storage()?.setItem(key, JSON.stringify({ kind, orderId } satisfies Stored));
  } catch {
    // A full or blocked storage only loses the resume after a reload.
  }
}

/** The order in progress of this kind of checkout, if any. */
export function orderInProgress(kind: CheckoutKind): string | undefined {
  try {
    const stored = JSON.parse(storage()?.getItem(key) ?? 'null') as Partial<Stored> | null;
    return stored?.kind === kind && typeof stored.orderId === 'string' ? stored.orderId : undefined;
  } catch {
    return undefined;
  }
}

/** The order got a final answer: a later visit starts afresh. */
export function forgetOrder(kind: CheckoutKind): void {
  if (orderInProgress(kind) === undefined) return;
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the next load asks the server, which answers the same final outcome again.
  }
}
