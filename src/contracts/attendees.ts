// Wire shape of the attendee list (docs/product/organisers.md, "Attendees"): every in-person order with the
// buyer's private answers, for organisers only. The filters and their counts are defined here once, so the
// server's counts and the dashboard's filtered list can never disagree. In zod/mini, as every shape the
// browser reads (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';

/** One badge of the order: the name printed on it and its ticket type. */
const attendeeBadgeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** adult, child, student, unwaged. */
  ticketType: z.string(),
  /** Bought after the food cutoff, so food is not guaranteed. */
  lateRegistrant: z.boolean(),
  /** Refunded (alone or with its whole order): the badge admits nobody. */
  refunded: z.boolean(),
});
export type AttendeeBadge = z.infer<typeof attendeeBadgeSchema>;

/** 'none': nothing refunded; 'part': some of the payment; 'full': all of it (the badges admit nobody). */
const attendeeRefundStates = ['none', 'part', 'full'] as const;
export type AttendeeRefundState = (typeof attendeeRefundStates)[number];

/** One paid in-person order: the buyer, every answer of the order form, the money and its badges. */
const attendeeOrderSchema = z.object({
  orderId: z.string(),
  /** When the purchase was recorded. */
  time: z.iso.datetime(),
  email: z.string(),
  phone: z.string(),
  badges: z.array(attendeeBadgeSchema).check(z.minLength(1)),
  /** The form's "dietary restrictions" box, and what the buyer wrote under it. */
  dietary: z.boolean(),
  dietaryDetails: z.string(),
  /** The form's "accommodations" box, and what the buyer wrote under it. */
  accommodations: z.boolean(),
  accommodationsDetails: z.string(),
  volunteer: z.boolean(),
  dinner: z.boolean(),
  /** The code the order was priced with (upper case); null when none was applied. */
  discountCode: z.nullable(z.string()),
  /** Dollars, as everywhere on the wire. */
  paid: z.number().check(z.minimum(0)),
  refunded: z.number().check(z.minimum(0)),
  refundState: z.enum(attendeeRefundStates),
  /** What the buyer changed on their order page, oldest first (docs/product/order-page-and-retention.md). */
  history: z.array(z.object({ time: z.iso.datetime(), what: z.string() })),
});
export type AttendeeOrder = z.infer<typeof attendeeOrderSchema>;

export const attendeeFilterKeys = ['dietary', 'accommodations', 'volunteers', 'dinner'] as const;
export type AttendeeFilterKey = (typeof attendeeFilterKeys)[number];

/** What each filter keeps, and its name on the dashboard. */
export const attendeeFilters: Record<
  AttendeeFilterKey,
  { label: string; keeps(order: AttendeeOrder): boolean }
> = {
  dietary: { label: 'Has dietary needs', keeps: (order) => order.dietary },
  accommodations: { label: 'Needs accommodations', keeps: (order) => order.accommodations },
  volunteers: { label: 'Volunteers', keeps: (order) => order.volunteer },
  dinner: { label: 'Dinner', keeps: (order) => order.dinner },
};

/** The orders every chosen filter keeps (all orders when none is chosen). */
export function filterAttendees(
  orders: readonly AttendeeOrder[],
  chosen: readonly AttendeeFilterKey[],
): AttendeeOrder[] {
  return orders.filter((order) => chosen.every((key) => attendeeFilters[key].keeps(order)));
}

/** Orders and the badges (people) they hold. */
const attendeeTallySchema = z.object({
  orders: z.int().check(z.minimum(0)),
  badges: z.int().check(z.minimum(0)),
});
export type AttendeeTally = z.infer<typeof attendeeTallySchema>;

const attendeeCountsSchema = z.object({
  all: attendeeTallySchema,
  dietary: attendeeTallySchema,
  accommodations: attendeeTallySchema,
  volunteers: attendeeTallySchema,
  dinner: attendeeTallySchema,
});
export type AttendeeCounts = z.infer<typeof attendeeCountsSchema>;

function tallyAttendees(orders: readonly AttendeeOrder[]): AttendeeTally {
  return { orders: orders.length, badges: orders.reduce((sum, order) => sum + order.badges.length, 0) };
}

/**
 * The counts of each filter. An order refunded in full is still listed (the desk can tell) but brings
 * nobody, so it is left out of every count.
 */
export function countAttendees(orders: readonly AttendeeOrder[]): AttendeeCounts {
  const coming = orders.filter((order) => order.refundState !== 'full');
  return {
    all: tallyAttendees(coming),
    dietary: tallyAttendees(filterAttendees(coming, ['dietary'])),
    accommodations: tallyAttendees(filterAttendees(coming, ['accommodations'])),
    volunteers: tallyAttendees(filterAttendees(coming, ['volunteers'])),
    dinner: tallyAttendees(filterAttendees(coming, ['dinner'])),
  };
}

/** Answer of POST /api/organiser/attendees: every paid in-person order, newest first, and the counts. */
export const attendeeListSchema = z.object({
  orders: z.array(attendeeOrderSchema),
  counts: attendeeCountsSchema,
  /**
   * When the retention sweep next erases personal data (null: nothing left to erase), and after how many
   * days (PERSONAL_DATA_RETENTION_DAYS): the dashboard offers the export before it.
   */
  erasure: z.optional(z.object({ nextAt: z.nullable(z.iso.datetime()), days: z.nullable(z.int()) })),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;
