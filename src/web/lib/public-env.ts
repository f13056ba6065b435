import { type PublicEnv, publicEnvElementId } from '../../contracts/public-env';

// Under the Vite dev server there is no server-written block; payments then run in test mode.
const devDefaults: PublicEnv = { paypalClientId: null, paymentsTestMode: true, retentionDays: 60 };

// Taken as typed, like a rendered page's data (router/rendered-state.ts): the server that sent this page
// wrote the block from the same type, in the same build as the page's scripts.
function readPublicEnv(): PublicEnv {
  // The server's render has no document: it sets the values it sends with setServerPublicEnv.
  if (typeof document === 'undefined') return devDefaults;
  const text = document.getElementById(publicEnvElementId)?.textContent;
  return text ? (JSON.parse(text) as PublicEnv) : devDefaults;
}

export let publicEnv: PublicEnv = readPublicEnv();

/** For the server's render: one process serves one configuration, the one it writes into each page. */
export function setServerPublicEnv(env: PublicEnv): void {
  publicEnv = env;
}
