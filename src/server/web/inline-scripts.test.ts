import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from '../plugins';
import { appStartScriptHash } from './app-start';
import { earlyInputScriptHash } from './early-input';
import { inlineScriptHashes } from './inline-scripts';

describe("the pages' inline scripts under the security headers", () => {
  it('allows scripts only from this site, PayPal and Twitch, and one inline script by its hash', () => {
    const csp =
      securityHeadersFor({ https: false, inlineScriptHashes })('/')['content-security-policy'] ?? '';
    const scriptSources =
      csp
        .split(';')
        .find((directive) => directive.startsWith('script-src'))
        ?.split(' ') ?? [];
    // WebAssembly compiled from this site's own files (the check-in page's QR reader) is not a script source.
    expect(
      scriptSources
        .slice(1)
        .every(
          (source) =>
            source === appStartScriptHash ||
            source === earlyInputScriptHash ||
            /^'self'$|^'wasm-unsafe-eval'$|paypal|twitch/.test(source),
        ),
    ).toBe(true);
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    // The rendered pages' app start (src/server/web/app-start.ts); the browser tests run it under this policy.
    expect(scriptSources).toContain(appStartScriptHash);
    // The rendered pages' early-input guard (src/server/web/early-input.ts), likewise.
    expect(scriptSources).toContain(earlyInputScriptHash);
  });
});
