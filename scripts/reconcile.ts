// npm run reconcile: compares what PayPal shows with our books (docs/operations.md, "When something fails";
// docs/decisions/038-books-match-paypal.md). Reads the server's configuration; in test mode it asks the
// built-in emulator of the server running at PUBLIC_URL.

import { emulatorCredentials } from '../emulator/paypal-emulator';
import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config/config';
import { connectDatabase } from '../src/server/db/connect';
import { createPayPalClient } from '../src/server/payments/paypal-client';
import { emulatorPrefix } from '../src/server/payments/paypal-setup';
import { runReconcileCommand } from '../src/server/reconcile/reconcile-command';

const config = loadConfig();
const paypal = createPayPalClient({
  now: systemClock,
  ...(config.paypal.mode === 'live'
    ? {
        apiBase: config.paypal.apiBase,
        clientId: config.paypal.clientId,
        clientSecret: config.paypal.clientSecret,
      }
    : {
        apiBase: `${config.publicUrl}${emulatorPrefix}`,
        clientId: emulatorCredentials.clientId,
        clientSecret: emulatorCredentials.clientSecret,
      }),
});
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 2;
try {
  code = await runReconcileCommand(process.argv.slice(2), {
    db: database.db,
    paypal,
    out: console.log,
    now: systemClock,
  });
} catch (error) {
  console.error(
    `Could not compare the books with PayPal: ${error instanceof Error ? error.message : String(error)}`,
  );
} finally {
  await database.close();
}
process.exit(code);
