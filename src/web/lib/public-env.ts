import { type PublicEnv, publicEnvElementId } from '../../contracts/public-env';

// Under the Vite dev server there is no server-written block; payments then run in test mode.
const devDefaults: PublicEnv = { paypalClientId: null, paymentsTestMode: true, retentionDays: 60 };

// A hand check rather than the zod schema: this runs on every page before anything else, and zod
// would weigh on the first load of each page. The server builds the block from the same type.
function isPublicEnv(value: unknown): value is PublicEnv {
  if (typeof value !== 'object' || value === null) return false;
  const env = value as Record<string, unknown>;
  return (
    (env.paypalClientId === null || typeof env.paypalClientId === 'string') &&
    typeof env.paymentsTestMode === 'boolean' &&
    typeof env.retentionDays === 'number'
  );
}

function readPublicEnv(): PublicEnv {
  // The server's render has no document: it sets the values it sends with setServerPublicEnv.
  if (typeof document === 'undefined') return devDefaults;
  const text = document.getElementById(publicEnvElementId)?.textContent;
  if (!text) return devDefaults;
  const parsed: unknown = JSON.parse(text);
  if (!isPublicEnv(parsed)) {
    console.error('The page was served with an invalid public configuration', parsed);
    return devDefaults;
  }
  return parsed;
}

export let publicEnv: PublicEnv = readPublicEnv();

/** For the server's render: one process serves one configuration, the one it writes into each page. */
export function setServerPublicEnv(env: PublicEnv): void {
  publicEnv = env;
}
