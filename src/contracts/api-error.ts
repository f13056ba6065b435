// A refusal, apart from errors.ts: every page may read one, and errors.ts's sentences for zod's issues
// are for the server and the organisers' forms, not for a visitor's phone.
import * as z from 'zod/mini';

/** Every 4xx from our API has this shape: one sentence a person can act on. */
export const apiErrorSchema = z.object({ error: z.string() });
