import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { accessTokenPattern, newAccessToken } from './access-tokens';

// The links to an order's page (docs/decisions/052-order-links-and-erasure.md). Every ticket email gets a
// link of its own, made in the transaction that queues the email: 256 random bits, of which only the
// sha256 is kept. An email sent again carries a new link and the earlier ones keep working, so an order
// from before the order page got its first link with its first email sent again.

/** What the table keeps of a token: nobody can rebuild a working link from it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A new link to `orderId`'s page, written within `trx` (the transaction that queues its email); returns
 * the token to put in the email. `accessToken`: the stream link of the livestream email it goes in.
 */
export async function newOrderLink(
  trx: Kysely<Database>,
  orderId: string,
  accessToken: string | null,
  nowMs: number,
): Promise<string> {
  const token = newAccessToken();
  await trx
    .insertInto('order_links')
    .values({ token_hash: tokenHash(token), order_id: orderId, access_token: accessToken, created_ms: nowMs })
    .execute();
  return token;
}

/** The order a token opens, or undefined: a token of the wrong form is not even looked up. */
export async function orderOfToken(db: Kysely<Database>, token: string): Promise<string | undefined> {
  if (!accessTokenPattern.test(token)) return undefined;
  const row = await db
    .selectFrom('order_links')
    .innerJoin('orders', 'orders.id', 'order_links.order_id')
    .select('orders.id')
    .where('order_links.token_hash', '=', tokenHash(token))
    .where('orders.kind', '=', 'ticket')
    .executeTakeFirst();
  return row?.id;
}

/** A viewer's address changed: the order links sent to the old address stop with its stream link. */
export async function dropLinksOfAccess(trx: Kysely<Database>, accessToken: string): Promise<void> {
  await trx.deleteFrom('order_links').where('access_token', '=', accessToken).execute();
}
