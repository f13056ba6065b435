import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from './security-headers';

/** The headers of a page's answer (the home page). */
const pageHeaders = (options: Parameters<typeof securityHeadersFor>[0]) => securityHeadersFor(options)('/');

describe('security headers', () => {
  it('behind HTTPS, also pin HTTPS and upgrade stray http:// requests', () => {
    const headers = pageHeaders({ https: true });
    expect(headers['strict-transport-security']).toBe('max-age=15552000');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('on plain HTTP (local runs), neither, so localhost keeps working', () => {
    const headers = pageHeaders({ https: false });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
