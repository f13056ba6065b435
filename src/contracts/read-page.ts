// Wire shapes of the hosts' read page (docs/product/read-page.md): the donations to read aloud, a page at
// a time, and marking one read or pinned. Organiser calls: each carries `pass` or the organiser token.
import * as z from 'zod/mini';
import { dollarsSchema } from './money';
import { passBodySchema } from './organiser';

/** Unread donations (pinned first, then oldest first), or the ones already read (newest read first). */
const readViews = ['unread', 'read'] as const;
export type ReadView = (typeof readViews)[number];

/** A page of the list, unless the call asks for fewer (or more, up to readPageMax). */
const readPageSize = 50;
const readPageMax = 100;
/** The "Large" filter's amount until a host picks another, in dollars. */
export const defaultLargeDollars = 50;

/** Where the next page starts: opaque to the page, two whole numbers to the server. */
const readCursorSchema = z
  .string()
  .check(z.regex(/^\d{1,16}\.\d{1,16}$/, { message: 'The cursor is not one this list gave.' }));

/** Body of POST /api/organiser/read-list. The filters combine: each one narrows the list further. */
export const readListRequestSchema = z.extend(passBodySchema, {
  view: z._default(z.enum(readViews), 'unread'),
  /** Only donations with a message. */
  withMessage: z._default(z.boolean(), false),
  /** Only donations without a name (shown as "Anonymous"). */
  anonymous: z._default(z.boolean(), false),
  /** Only donations of at least this many dollars (after refunds); null: any amount. Cents once parsed. */
  minAmount: z._default(z.nullable(dollarsSchema), null),
  cursor: z._default(z.nullable(readCursorSchema), null),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(readPageMax)), readPageSize),
});
export type ReadListQuery = z.output<typeof readListRequestSchema>;

/** The incentive a donation went to; an option of a bid war or selection also names its parent. */
const readIncentiveSchema = z.object({
  id: z.string(),
  title: z.string(),
  parentTitle: z.nullable(z.string()),
});

/** One donation as a host reads it: only ones whose name and message may be shown are listed. */
export const readItemSchema = z.object({
  id: z.int(),
  /** "Anonymous" when the donor gave no name. */
  name: z.string(),
  /** Dollars, what is left after refunds. */
  amount: z.number().check(z.minimum(0)),
  message: z.string(),
  incentive: z.nullable(readIncentiveSchema),
  /** A Twitch cheer's bits; null for a card or PayPal donation. */
  bits: z.nullable(z.int()),
  time: z.iso.datetime(),
  /** When a host marked it read; null while unread. */
  read: z.nullable(z.iso.datetime()),
  pinned: z.boolean(),
  /** About how long reading it aloud takes (src/domain/reading-time.ts). */
  readingSeconds: z.int().check(z.minimum(1)),
});
export type ReadItem = z.infer<typeof readItemSchema>;

/** Answer of POST /api/organiser/read-list. */
export const readListSchema = z.object({
  items: z.array(readItemSchema),
  /** Send it back as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(readCursorSchema),
  /** Every unread donation, whatever the filters and the view. */
  unread: z.int().check(z.minimum(0)),
  /** The donations of this view that pass these filters, on every page. */
  matching: z.int().check(z.minimum(0)),
});
export type ReadList = z.infer<typeof readListSchema>;

/** Body of POST /api/organiser/read-list/:id: what to set; setting what is already so changes nothing. */
export const readMarkSchema = z
  .extend(passBodySchema, { read: z.optional(z.boolean()), pinned: z.optional(z.boolean()) })
  .check(
    z.refine((mark) => mark.read !== undefined || mark.pinned !== undefined, {
      message: 'Say whether the donation is read, pinned or both.',
    }),
  );
