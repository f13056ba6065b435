// Wire shapes of the organiser's edits (issue 6): schedule entries and incentives, each call carrying
// the shared password as `pass`. Answers: the changed item (200, 201 for a new one), 400 with { error }
// for a body that does not fit, 404 for an unknown id, 409 for an id already taken.
import { z } from 'zod';
import { donationLimits } from '../../content/donations';
import { isReservedPromptName } from '../domain/incentives/donation-rules';
import { incentiveTypes } from '../domain/incentives/incentive';
import { dollarsSchema } from './money';
import { passBodySchema } from './organiser';

/** Sent as the payload of 'schedule-changed' and 'incentives-changed': pages reload what they show. */
export const changeNoticeSchema = z.object({ time: z.iso.datetime() });
export type ChangeNotice = z.infer<typeof changeNoticeSchema>;

export const changeNotice = (nowMs = Date.now()): ChangeNotice => ({ time: new Date(nowMs).toISOString() });

// ---- Schedule entries (SPEC section 3: start, end, location, events, emcees, description) ----

/** Epoch seconds, as GET /api/schedule answers them; a start before the threshold means "no timeslot yet". */
const epochSeconds = z.number().int().min(0).max(4_102_444_800);

export const scheduleEntryInputSchema = z
  .strictObject({
    start: epochSeconds,
    end: epochSeconds,
    location: z.string().trim().max(200),
    events: z.string().trim().min(1).max(300),
    emcees: z.string().trim().max(300),
    description: z.string().trim().max(2_000).optional(),
  })
  .refine((entry) => entry.end >= entry.start, { message: 'An entry cannot end before it starts.' });
export type ScheduleEntryInput = z.output<typeof scheduleEntryInputSchema>;

/** POST /api/organiser/schedule (new entry) and POST /api/organiser/schedule/:id (replace entry). */
export const scheduleEntryEditSchema = passBodySchema.extend({ entry: scheduleEntryInputSchema });
export type ScheduleEntryEditBody = z.input<typeof scheduleEntryEditSchema>;

// ---- Incentives (SPEC section 3) ----

const dollars = dollarsSchema;
const text = (max: number) => z.string().trim().max(max);

/** The fields an organiser sets; `raised` is never set by hand, it is the sum of donations. */
export const incentiveFieldsSchema = z.strictObject({
  type: z.enum(incentiveTypes),
  title: text(200).min(1),
  name: text(200),
  author: text(200),
  description: text(2_000),
  image: text(500),
  link: text(500),
  /** Dollars, or null for none. */
  goal: dollars.nullable(),
  /** ISO 8601 with offset, or null: never expires. */
  expires: z.iso
    .datetime({ offset: true })
    .nullable()
    .transform((iso) => (iso === null ? null : Date.parse(iso))),
  min_donation: dollars.nullable(),
  // As long as a donation's answer key may be, or the incentive could never be chosen.
  info_needed: z
    .array(
      text(donationLimits.maxPromptLength)
        .min(1)
        .refine((prompt) => !isReservedPromptName(prompt), {
          message: 'This prompt name is reserved; please word the question differently.',
        }),
    )
    .max(5),
  disabled: z.boolean(),
  hidden: z.boolean(),
});
export type IncentiveFieldsBody = z.input<typeof incentiveFieldsSchema>;
export type IncentiveFields = z.output<typeof incentiveFieldsSchema>;

/** Lower-case letters, digits and dashes: it is part of a child's id and of donors' saved choices. */
export const incentiveKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
    message: 'An id is 1 to 40 lower-case letters, digits and dashes, starting with a letter or digit.',
  });

/** POST /api/organiser/incentives: a new incentive, or a new option of `parent` (id `parent:key`). */
export const incentiveCreateSchema = passBodySchema.extend({
  parent: z.string().max(100).nullable().default(null),
  key: incentiveKeySchema,
  incentive: incentiveFieldsSchema,
});
export type IncentiveCreateBody = z.input<typeof incentiveCreateSchema>;

/** POST /api/organiser/incentives/:id: the fields given are changed, the others kept. */
export const incentiveUpdateSchema = passBodySchema.extend({ changes: incentiveFieldsSchema.partial() });
export type IncentiveUpdateBody = z.input<typeof incentiveUpdateSchema>;

// ---- Donations as organisers see them ----

/**
 * One donation in the answer of POST /api/organiser/donations {pass}, newest first: the public fields
 * plus the private answers to the chosen incentive's prompts (`extraInfo`, prompt -> answer) and the
 * incentive's title. `name` is as the donor typed it ('' when they gave none).
 */
export const organiserDonationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().min(0),
  message: z.string(),
  incentive: z.string().nullable(),
  incentiveTitle: z.string().nullable(),
  extraInfo: z.record(z.string(), z.string()),
  time: z.iso.datetime(),
  /** The payment order, for the refund call. */
  orderId: z.string(),
  /** Dollars refunded so far, and what can still be refunded (docs/product/payments.md). */
  refunded: z.number().min(0),
  refundable: z.number().min(0),
});
export type OrganiserDonation = z.infer<typeof organiserDonationSchema>;
export const organiserDonationsSchema = z.array(organiserDonationSchema);
