import * as z from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    /** Names of the applied migrations, oldest first. */
    migrations: z.array(z.string()),
  }),
});
