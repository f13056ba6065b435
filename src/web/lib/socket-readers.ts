import type { PayloadReader } from './socket';

// An event whose payload a page uses is read with its contract schema (docs/product/code-layout.md), like any
// answer of our API, on the pages and the overlays alike; an event that only makes a page read again is not
// read at all (live-data.ts, reloadOn).

/** Anything with zod's safeParse: a classic schema or a zod/mini one (docs/decisions/066-what-a-phone-loads-first.md). */
export function readWith<T>(schema: {
  safeParse(payload: unknown): { success: true; data: T } | { success: false };
}): PayloadReader<T> {
  return (payload) => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  };
}
