import { appStartScriptHash } from './app-start';
import { earlyInputScriptHash } from './early-input';

/** The rendered pages' only inline scripts, by hash, for the Content-Security-Policy (plugins/security-headers.ts). */
export const inlineScriptHashes = [earlyInputScriptHash, appStartScriptHash];
