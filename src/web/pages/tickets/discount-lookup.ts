import type { InPersonTicketType } from '../../../domain/tickets/counts';
import type { DiscountCode } from '../../../domain/tickets/pricing';
import { ApiError, postJson } from '../../lib/api';
import { lazySchema } from '../../lib/lazy-schema';

/** Fetched with the first lookup (lib/lazy-schema.ts). */
const discountCode = lazySchema(() =>
  import('../../../contracts/discounts').then((module) => module.discountCodeSchema),
);

// The page knows no codes: it asks the server what the typed one does (POST /api/tickets/discount)
// and prices the order with the rule it is told.

export type DiscountAnswer =
  | { kind: 'checking' }
  | { kind: 'found'; rule: DiscountCode<InPersonTicketType> }
  /** Not a code, or one that can no longer be used: no discount, and the server's sentence says which. */
  | { kind: 'refused'; message: string }
  /** The code could not be checked (too many checks, no connection): the buyer must wait or retry. */
  | { kind: 'failed'; message: string };

export async function lookUpDiscount(code: string, signal?: AbortSignal): Promise<DiscountAnswer> {
  try {
    const rule = await postJson('/api/tickets/discount', { code }, discountCode, signal);
    return { kind: 'found', rule };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404 || error.status === 410) return { kind: 'refused', message: error.message };
    return { kind: 'failed', message: error.message };
  }
}

/** The codes to price with: the one the server described, or none. */
export function codesOf(answer: DiscountAnswer | null): DiscountCode<InPersonTicketType>[] {
  return answer?.kind === 'found' ? [answer.rule] : [];
}
