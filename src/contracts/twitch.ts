// Wire shapes of the Twitch pieces (docs/product/donations-and-incentives.md, "Bits"): what Twitch's
// EventSub sends to POST /api/twitch/eventsub, the cell marks of the /markcell overlay, and the calls that
// say whether cheers are connected. In zod/mini, as /donate and /donate/bits read whether cheers are
// connected (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';

// ---- What Twitch sends (its "Handling webhook events" and the channel.cheer event). Twitch adds fields
// freely, so only what we read is checked. ----

const twitchSubscriptionSchema = z.looseObject({
  id: z.string().check(z.maxLength(200)),
  type: z.string().check(z.maxLength(200)),
  status: z.string().check(z.maxLength(200)),
  condition: z.optional(
    z.looseObject({ broadcaster_user_id: z.optional(z.string().check(z.maxLength(100))) }),
  ),
});

/** The channel.cheer event; the user fields are null when the cheer is anonymous. */
export const twitchCheerEventSchema = z.looseObject({
  is_anonymous: z.boolean(),
  /** The cheering account: one viewer's cheers add up for prizes (docs/product/prizes.md). */
  user_id: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  user_name: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  broadcaster_user_id: z.string().check(z.maxLength(100)),
  message: z.string().check(z.maxLength(10_000)),
  bits: z.int().check(z.minimum(1), z.maximum(10_000_000)),
});
export type TwitchCheerEvent = z.infer<typeof twitchCheerEventSchema>;

/** The body of any EventSub message: the challenge for a verification, the event for a notification. */
export const twitchEventSubBodySchema = z.looseObject({
  subscription: twitchSubscriptionSchema,
  challenge: z.optional(z.string().check(z.maxLength(1_000))),
  event: z.optional(z.unknown()),
});

// ---- The /markcell overlay ----

/**
 * One lit cell: in GET /api/markcell (the marks still glowing) and in each socket 'cell-marked' event.
 * `remainingMs` counts from when the answer or event was sent, so the overlay's own clock never matters.
 */
export const cellMarkSchema = z.object({
  id: z.int(),
  /** 'r5c5'. */
  cell: z.string().check(z.regex(/^r\d{1,2}c\d{1,2}$/)),
  /** The cheerer's display name, or 'Anonymous'. */
  name: z.string(),
  bits: z.int().check(z.minimum(0)),
  remainingMs: z.int().check(z.minimum(0)),
});
export type CellMark = z.infer<typeof cellMarkSchema>;

export const cellMarksResponseSchema = z.object({ marks: z.array(cellMarkSchema) });

// ---- Whether cheers are connected ----

/**
 * GET /api/twitch/status, read by the bits page. 'off': the server has no Twitch configuration;
 * 'revoked': Twitch ended the subscription and it has not been made again; 'on': cheers are counted.
 */
export const twitchStatusSchema = z.object({ cheers: z.enum(['on', 'off', 'revoked']) });
export type TwitchStatus = z.infer<typeof twitchStatusSchema>;

/** One subscription Twitch ended (docs/product/donations-and-incentives.md, "Bits"). */
const twitchRevocationSchema = z.object({
  time: z.iso.datetime(),
  /** The subscription's type: 'channel.cheer'. */
  type: z.string(),
  /** Twitch's reason: 'user_removed', 'authorization_revoked', 'notification_failures_exceeded'... */
  status: z.string(),
});

/** POST /api/organiser/twitch: the dashboard's Twitch panel. */
export const organiserTwitchSchema = z.object({
  cheers: twitchStatusSchema.shape.cheers,
  revocations: z.array(twitchRevocationSchema),
  /** Cells glowing on /markcell now. */
  activeMarks: z.int().check(z.minimum(0)),
});
export type OrganiserTwitch = z.infer<typeof organiserTwitchSchema>;

/** POST /api/organiser/markcell/clear: how many glowing marks were put out. */
export const clearMarksResponseSchema = z.object({ cleared: z.int().check(z.minimum(0)) });
