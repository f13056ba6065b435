import { describe, expect, it } from 'vitest';
import { bearerToken, issueOrganiserToken, organiserTokenExpiry } from './organiser-token';

// An organiser stays signed in for 16 hours (docs/product/organisers.md).
const organiserTokenLifetimeMs = 16 * 60 * 60 * 1000;

const now = Date.UTC(2026, 5, 13, 9);

describe('the organiser token', () => {
  it('works until it expires', () => {
    const { token, expiresMs } = issueOrganiserToken('door-password', now);
    expect(expiresMs).toBe(now + organiserTokenLifetimeMs);
    expect(organiserTokenExpiry(token, 'door-password', now)).toBe(expiresMs);
    expect(organiserTokenExpiry(token, 'door-password', expiresMs - 1)).toBe(expiresMs);
    expect(organiserTokenExpiry(token, 'door-password', expiresMs)).toBeUndefined();
  });

  it('stops working when the organiser password changes', () => {
    const { token } = issueOrganiserToken('old-password', now);
    expect(organiserTokenExpiry(token, 'new-password', now)).toBeUndefined();
  });

  it('refuses a token whose expiry or signature was altered', () => {
    const { token } = issueOrganiserToken('door-password', now);
    const [v, expires, nonce, signature] = token.split('.') as [string, string, string, string];
    const later = (Number.parseInt(expires, 36) + 86_400_000).toString(36);
    expect(
      organiserTokenExpiry([v, later, nonce, signature].join('.'), 'door-password', now),
    ).toBeUndefined();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(
      organiserTokenExpiry([v, expires, nonce, flipped].join('.'), 'door-password', now),
    ).toBeUndefined();
    for (const junk of [undefined, 42, '', 'a.b.c.d', `${token}.x`, { token }]) {
      expect(organiserTokenExpiry(junk, 'door-password', now)).toBeUndefined();
    }
  });

  it('gives every sign-in a token of its own', () => {
    expect(issueOrganiserToken('p', now).token).not.toBe(issueOrganiserToken('p', now).token);
  });

  it('reads only a Bearer authorization header', () => {
    expect(bearerToken('Bearer o1.abc.def.ghi')).toBe('o1.abc.def.ghi');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
