import { describe, expect, it } from 'vitest';
import { appStartScriptHash } from '../web/app-start';
import { earlyInputScriptHash } from '../web/early-input';
import { securityHeaderValues } from './security-headers';

describe('security headers', () => {
  it('behind HTTPS, also pin HTTPS and upgrade stray http:// requests', () => {
    const headers = securityHeaderValues({ https: true });
    expect(headers['strict-transport-security']).toBe('max-age=15552000');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('on plain HTTP (local runs), neither, so localhost keeps working', () => {
    const headers = securityHeaderValues({ https: false });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('allows scripts only from this site, PayPal and Twitch, and one inline script by its hash', () => {
    const csp = securityHeaderValues({ https: false })['content-security-policy'] ?? '';
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
