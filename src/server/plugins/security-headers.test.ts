import { describe, expect, it } from 'vitest';
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
});
