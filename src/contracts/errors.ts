import { z } from 'zod';

/** Every 4xx from our API has this shape: one sentence a person can act on. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
