import { changeNoticeSchema } from '../../contracts/change-notice';
import type { PayloadReader } from './socket';

// On ordinary pages a socket event is read with its contract schema (docs/product/code-layout.md), like any
// answer of our API; the overlays read theirs with the same schemas, from a build of their own.

/** Anything with zod's safeParse: a classic schema or a zod/mini one (docs/decisions/066-what-a-phone-loads-first.md). */
export function readWith<T>(schema: {
  safeParse(payload: unknown): { success: true; data: T } | { success: false };
}): PayloadReader<T> {
  return (payload) => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  };
}

/** The change notice of 'schedule-changed', 'incentives-changed' and the like: the page reads again. */
export const readChangeNotice = readWith(changeNoticeSchema);
