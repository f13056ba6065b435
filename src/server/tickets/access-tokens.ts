import { randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe: a livestream link cannot be guessed. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export const accessTokenPattern = /^[A-Za-z0-9_-]{43}$/;
