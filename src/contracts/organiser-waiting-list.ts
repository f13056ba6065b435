// The waiting list as organisers see it (docs/product/organisers.md, "The waiting list"): zod/mini, as
// every shape the browser reads (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';

const holdSchema = z.object({
  places: z.int().check(z.minimum(1)),
  offeredAt: z.iso.datetime(),
  until: z.iso.datetime(),
  /** An order made through the hold is being paid: its own places count meanwhile. */
  paying: z.boolean(),
});

const entrySchema = z.object({
  /** 1 for the first in line. */
  position: z.int().check(z.minimum(1)),
  email: z.string(),
  places: z.int().check(z.minimum(1)),
  joinedAt: z.iso.datetime(),
  hold: z.nullable(holdSchema),
});

/** GET (or POST {pass}) /api/organiser/waiting-list: everyone waiting, first in line first. */
export const organiserWaitingListSchema = z.object({
  /** In-person places in all; null when no capacity is set (then nobody waits). */
  capacity: z.nullable(z.int().check(z.minimum(0))),
  /** How long a hold lasts, in minutes (WAITING_LIST_HOLD). */
  holdMinutes: z.int().check(z.minimum(1)),
  entries: z.array(entrySchema),
});
export type OrganiserWaitingList = z.infer<typeof organiserWaitingListSchema>;
