import { type PublicEnv, publicEnvElementId, publicEnvSchema } from '../../contracts/public-env';

// Under the Vite dev server there is no server-written block; payments then run in test mode.
const devDefaults: PublicEnv = { paypalClientId: null, paymentsTestMode: true };

function readPublicEnv(): PublicEnv {
  const text = document.getElementById(publicEnvElementId)?.textContent;
  if (!text) return devDefaults;
  const parsed = publicEnvSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    console.error('The page was served with an invalid public configuration', parsed.error);
    return devDefaults;
  }
  return parsed.data;
}

export const publicEnv: PublicEnv = readPublicEnv();
