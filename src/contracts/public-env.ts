import { z } from 'zod';

// The only server values the browser ever sees. The server writes them into index.html as a JSON
// data block (not a script, so the CSP needs no exception); nothing else from the config leaks.
export const publicEnvSchema = z.object({
  /** PayPal client id ({key}); null while the built-in PayPal emulator is in use. */
  paypalClientId: z.string().nullable(),
  /** True while payments go to the built-in emulator: pages show a test-mode notice. */
  paymentsTestMode: z.boolean(),
});
export type PublicEnv = z.infer<typeof publicEnvSchema>;

export const publicEnvElementId = 'public-env';
