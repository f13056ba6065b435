import type { Kysely } from 'kysely';
import type { Database } from '../db';

// What capturing an order needs of its discount code's uses (docs/product/payments.md, "Discount codes").
// The discounts feature implements it (discounts/discount-uses.ts) with this folder's store, and app.ts
// hands it in: the orders do not import the discounts (docs/decisions/083-one-writer-per-table.md).

export type DiscountClaim =
  /** The order carries no code: nothing to count. */
  | 'none'
  /** The order holds a use (now or already: claiming twice counts once). */
  | 'claimed'
  /** Every allowed use is taken. */
  | 'cap-reached'
  /** The code's end date has passed. */
  | 'ended'
  /** An organiser disabled the code, or it no longer exists. */
  | 'disabled';

export interface DiscountUses {
  /** Takes one use of the order's code for the order, at most once; inside `db`'s transaction if it is one. */
  claim: (db: Kysely<Database>, orderId: string, nowMs: number) => Promise<DiscountClaim>;
  /** Gives the order's use back; nothing when it holds none. Whether a use was given back. */
  release: (db: Kysely<Database>, orderId: string) => Promise<boolean>;
}
