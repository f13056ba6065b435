import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The organiser token (docs/product/organisers.md, "Signing in"): proof that this browser gave the password,
// so a signed-in organiser never needs the password again and is never caught by the per-address lockout
// that wrong tries from a shared Wi-Fi trigger. It is signed with a key made from the password itself, so
// changing ORGANISER_PASSWORD invalidates every token at once, with nothing stored on the server.

/** How long a token works: one long convention day, then the password is asked again. */
export const organiserTokenLifetimeMs = 16 * 60 * 60 * 1000;

const version = 'o1';
const signingKey = (password: string) =>
  createHash('sha256').update(`organiser-token\0${password}`, 'utf8').digest();
const sign = (password: string, body: string) =>
  createHmac('sha256', signingKey(password)).update(body, 'utf8').digest('base64url');

/** A new token for a browser that just gave the right password. */
export function issueOrganiserToken(password: string, nowMs: number): { token: string; expiresMs: number } {
  const expiresMs = nowMs + organiserTokenLifetimeMs;
  // The random part makes every sign-in's token its own, so one browser's token says nothing of another's.
  const body = `${version}.${expiresMs.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return { token: `${body}.${sign(password, body)}`, expiresMs };
}

/**
 * When a token this password signed stops working; undefined for anything else (any type), or one that
 * has stopped.
 */
export function organiserTokenExpiry(token: unknown, password: string, nowMs: number): number | undefined {
  if (typeof token !== 'string' || token.length > 200 || password.length === 0) return undefined;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== version) return undefined;
  const [, expires, nonce, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(password, `${version}.${expires}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const expiresMs = Number.parseInt(expires, 36);
  return Number.isFinite(expiresMs) && nowMs < expiresMs ? expiresMs : undefined;
}

/** The token of an `authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header.trim());
  return match?.[1];
}
