import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** 32 random bytes (256 bits), URL-safe: a livestream link cannot be guessed. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export const accessTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new stream link for one viewer of a livestream order (livestream_access, written here only): its
 * token, unguessable. `code` and `ticketType` are the viewer's place in the order, which a refund of it
 * later finds them by; a viewer moved to another address keeps them.
 */
export async function insertStreamLink(
  trx: Kysely<Database>,
  link: { orderId: string; email: string; code: string | null; ticketType: string | null },
  nowMs: number,
): Promise<string> {
  const token = newAccessToken();
  await trx
    .insertInto('livestream_access')
    .values({
      token,
      order_id: link.orderId,
      email: link.email,
      created_ms: nowMs,
      code: link.code,
      ticket_type: link.ticketType,
    })
    .execute();
  return token;
}
