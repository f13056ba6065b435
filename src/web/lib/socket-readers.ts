import type { z } from 'zod';
import type { PayloadReader } from './socket';

// On ordinary pages a socket event is read with its contract schema (docs/product/code-layout.md), like any
// answer of our API. The overlay, which must stay small, has its own hand checks instead (donationbar/).

export function readWith<S extends z.ZodType>(schema: S): PayloadReader<z.output<S>> {
  return (payload) => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  };
}
