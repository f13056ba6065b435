// Wire shapes of the organiser's edits (docs/product/organisers.md, "Editing the schedule and
// incentives"): schedule entries here, incentives beside the incentive's other shapes in incentives.ts. Each call carries the shared password as `pass`. Answers:
// the changed item (200, 201 for a new one), 400 with { error } for a body that does not fit, 404 for an
// unknown id, 409 for an id already taken.
import * as z from 'zod/mini';
import { screeningStates } from '../domain/screening/screening';
import { donationRecordSchema } from './donations';
import { passBodySchema } from './organiser';

export { type ChangeNotice, changeNotice, changeNoticeSchema } from './change-notice';

// ---- Schedule entries: start, end, location, events, emcees, description (docs/product/organisers.md) ----

/** Epoch seconds, as GET /api/schedule answers them; a start before the threshold means "no timeslot yet". */
const epochSeconds = z.int().check(z.minimum(0), z.maximum(4_102_444_800));

export const scheduleEntryInputSchema = z
  .strictObject({
    start: epochSeconds,
    end: epochSeconds,
    location: z.string().check(z.trim(), z.maxLength(200)),
    events: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    emcees: z.string().check(z.trim(), z.maxLength(300)),
    description: z.optional(z.string().check(z.trim(), z.maxLength(2_000))),
  })
  .check(z.refine((entry) => entry.end >= entry.start, { message: 'An entry cannot end before it starts.' }));
export type ScheduleEntryInput = z.output<typeof scheduleEntryInputSchema>;

/** POST /api/organiser/schedule (new entry) and POST /api/organiser/schedule/:id (replace entry). */
export const scheduleEntryEditSchema = z.extend(passBodySchema, { entry: scheduleEntryInputSchema });

// ---- Donations as organisers see them ----

/**
 * One donation in the answer of POST /api/organiser/donations {pass}, newest first: the public fields
 * plus the private answers to the chosen incentive's prompts (`extraInfo`, prompt -> answer) and the
 * incentive's title. `name` is as the donor typed it ('' when they gave none).
 */
const organiserDonationSchema = z.object({
  ...donationRecordSchema.shape,
  incentiveTitle: z.nullable(z.string()),
  extraInfo: z.record(z.string(), z.string()),
  /** The payment order, for the refund call; null for a Twitch cheer, which has none. */
  orderId: z.nullable(z.string()),
  /** A cheer's bits; null for a PayPal donation (docs/product/donations-and-incentives.md, "Bits"). */
  bits: z.nullable(z.int()),
  /** Dollars refunded so far, and what can still be refunded (docs/product/payments.md). */
  refunded: z.number().check(z.minimum(0)),
  refundable: z.number().check(z.minimum(0)),
  /** Whether its name and message are shown, wait for a moderator, or were denied (docs/product/screening.md). */
  screening: z.enum(screeningStates),
  /** Dollars PayPal holds in an open dispute or hold on this donation; 0 when none (docs/product/payments.md). */
  disputed: z.number().check(z.minimum(0)),
});
export type OrganiserDonation = z.infer<typeof organiserDonationSchema>;
export const organiserDonationsSchema = z.array(organiserDonationSchema);
