import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { accessTokenPattern, newAccessToken } from './access-tokens';

// The links to an order's page (docs/decisions/052-order-links-and-erasure.md). Every ticket email gets a
// link of its own, made in the transaction that queues the email: 256 random bits, of which only the
// sha256 is kept. An email sent again carries a new link and the earlier ones keep working, so an order
// from before the order page got its first link with its first email sent again. A link in a livestream
// viewer's email opens that viewer's ticket only (docs/decisions/061-viewer-links.md).

/** What the table keeps of a token: nobody can rebuild a working link from it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A new link to `orderId`'s page, written within `trx` (the transaction that queues its email); returns
 * the token to put in the email. `accessToken`: the one viewer it opens (viewerLinkScope); null: the
 * whole order.
 */
export async function newOrderLink(
  trx: Kysely<Database>,
  orderId: string,
  accessToken: string | null,
  nowMs: number,
  /** The one badge the link opens, by its code (a badge's holder: docs/decisions/077-ticket-transfers.md). */
  badgeCode: string | null = null,
): Promise<string> {
  const token = newAccessToken();
  await trx
    .insertInto('order_links')
    .values({
      token_hash: tokenHash(token),
      order_id: orderId,
      access_token: accessToken,
      badge_code: badgeCode,
      created_ms: nowMs,
    })
    .execute();
  return token;
}

/** What a link opens: its order, and the viewer it is limited to (null: the whole order). */
export interface OrderLink {
  orderId: string;
  /** The stream link of the one viewer the link opens; null for a link to the whole order. */
  viewer: string | null;
  /** The code of the one badge the link opens (its holder's link); null: not limited to a badge. */
  badge: string | null;
}

/** The order a token opens, or undefined: a token of the wrong form is not even looked up. */
export async function orderOfToken(db: Kysely<Database>, token: string): Promise<OrderLink | undefined> {
  if (!accessTokenPattern.test(token)) return undefined;
  const row = await db
    .selectFrom('order_links')
    .innerJoin('orders', 'orders.id', 'order_links.order_id')
    .select(['orders.id', 'order_links.access_token', 'order_links.badge_code'])
    .where('order_links.token_hash', '=', tokenHash(token))
    .where('orders.kind', '=', 'ticket')
    .executeTakeFirst();
  return row && { orderId: row.id, viewer: row.access_token, badge: row.badge_code };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What the order link in a livestream email to `email` opens (docs/decisions/061-viewer-links.md): the
 * viewer's own ticket (their stream link `accessToken`), or the whole order when the address is the
 * buyer's own, since the buyer typed every address of it.
 */
export function viewerLinkScope(accessToken: string, email: string, buyerEmail: string): string | null {
  return sameAddress(email, buyerEmail) ? null : accessToken;
}

/** Whether the buyer's address is one of the viewers': then the buyer's link rides in that email. */
export function buyerIsViewer(buyerEmail: string, viewerEmails: readonly string[]): boolean {
  return viewerEmails.some((email) => sameAddress(email, buyerEmail));
}
