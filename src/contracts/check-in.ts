// Wire shapes of check-in at the door (docs/product/organisers.md, "Check-in at the door"): the calls of
// /organiser/check-in and the dashboard, and the 'badge-checked-in' event of the organiser room. Every
// call carries the organiser token or `pass` like any organiser call.
import { z } from 'zod';
import { normaliseBadgeCode } from '../domain/tickets/badge-lookup';
import { doorTime } from '../domain/tickets/door-time';
import { passBodySchema } from './organiser';

const MAX_CHECK_IN_QUERY_LENGTH = 100;
/** At most this many badges in one search answer; the page asks for more letters past that. */
export const MAX_SEARCH_RESULTS = 20;

/** A badge as the volunteer at the door sees it. Private: organisers only. */
const doorBadgeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** adult, child, student or unwaged (content/tickets.ts has the label). */
  ticketType: z.string(),
  /** The order's answer about food, when it said yes; '' when it gave no details. Null: no needs. */
  dietary: z.string().nullable(),
  /** The order's answer about accommodations, read the same way. */
  accommodations: z.string().nullable(),
  /** Bought after the food cutoff, so food is not guaranteed. */
  lateRegistrant: z.boolean(),
  /** The order was refunded in full: the badge admits nobody. */
  refunded: z.boolean(),
  /** The order's payment is disputed at PayPal: the badge admits nobody until an organiser decides. */
  disputed: z.boolean().optional(),
  /** When the badge was first checked in; null until then. */
  checkedInAt: z.iso.datetime().nullable(),
});
export type DoorBadge = z.infer<typeof doorBadgeSchema>;

/** Lower case and spaces around the code are accepted: a code typed from paper reads as stored. */
const codeSchema = z
  .string()
  .max(MAX_CHECK_IN_QUERY_LENGTH)
  .transform(normaliseBadgeCode)
  .refine((code) => code !== '', { message: 'Scan a badge or type its code.' });

/**
 * Body of POST /api/organiser/check-in. `device` is the page's own random label, so a scan sent twice
 * (the answer to the first was lost with the connection) is known for the same phone's.
 */
export const checkInRequestSchema = z.object({
  ...passBodySchema.shape,
  code: codeSchema,
  device: z.string().max(64).optional(),
});

/** 200: checked in now. */
export const checkInResponseSchema = z.object({ badge: doorBadgeSchema });

/** 409: checked in before; `badge.checkedInAt` is when, `device` the label of the page that did it. */
export const alreadyCheckedInSchema = z.object({
  error: z.string(),
  badge: doorBadgeSchema,
  device: z.string().nullable(),
});

/**
 * 404: no badge has the code, or its order was refunded (then the badge is named), or the code is a
 * badge's old one from before it was passed to another person ('transferred', no badge named). 409 with
 * 'other-edition': the badge is another edition's, not this year's convention (no badge named).
 */
export const checkInRefusedSchema = z.object({
  error: z.string(),
  reason: z.enum(['unknown', 'refunded', 'disputed', 'transferred', 'other-edition']),
  badge: doorBadgeSchema.optional(),
});
export type CheckInRefusal = z.infer<typeof checkInRefusedSchema>['reason'];

// The sentences of the answers, also said by the page when it finds no badge or a refunded one itself.

/** 'Ada Solver (KX4MPT)', or 'Badge KX4MPT' for a badge without a name. */
export const badgeLabel = (badge: { name: string; code: string }) =>
  badge.name.trim() ? `${badge.name.trim()} (${badge.code})` : `Badge ${badge.code}`;

export const unknownCodeMessage = (code: string) =>
  `No badge has the code ${code}. Check the code with the person, or search by their name.`;

export const refundedBadgeMessage = (badge: { name: string; code: string }) =>
  `${badgeLabel(badge)} was refunded and no longer admits anyone. Send the person to the registration desk.`;

export const disputedBadgeMessage = (badge: { name: string; code: string }) =>
  `${badgeLabel(badge)}: disputed: ask an organiser. Its payment is disputed at PayPal, so it does not admit anyone for now.`;

/** An old code of a badge passed to another person (docs/decisions/077-ticket-transfers.md). */
export const transferredCodeMessage = (code: string, transferredMs: number, timeZone: string) =>
  `Code ${code} was transferred: its badge was passed to another person at ${doorTime(transferredMs, timeZone)} and this code no longer admits anyone. The new holder has their own ticket email with a new code.`;

/** 'Grid Gathering 2025': an edition's name, with its year unless the name holds it already. */
const editionTitle = (edition: { name: string; year: number }) =>
  edition.name.includes(String(edition.year)) ? edition.name : `${edition.name} ${edition.year}`;

/**
 * A badge bought for another edition than the current one (docs/product/organisers.md, "Check-in at the
 * door"): only this year's badges admit anyone.
 */
export const otherEditionBadgeMessage = (code: string, edition: { name: string; year: number }) =>
  `For ${editionTitle(edition)}: badge ${code} is not for this year's convention and admits nobody at this door. Send the person to the registration desk.`;

/** `timeZone`: the convention's (content/edition.ts), so every phone says the same time. */
export const alreadyCheckedInMessage = (
  badge: { name: string; code: string },
  firstMs: number,
  timeZone: string,
) => `${badgeLabel(badge)} was already checked in at ${doorTime(firstMs, timeZone)}.`;

/** Body of POST /api/organiser/check-in/search: part of a name or code; empty or left out finds everyone. */
export const badgeSearchRequestSchema = z.object({
  ...passBodySchema.shape,
  query: z.string().max(MAX_CHECK_IN_QUERY_LENGTH).default(''),
});

/**
 * The current edition's matching badges by name, refunded ones included (marked); `more` when the list
 * was cut. `transferred`: the query is a badge's old code from before it changed hands, with the sentence
 * the door shows; `otherEdition`: the query is the code of another edition's badge, with its sentence.
 */
export const badgeSearchResponseSchema = z.object({
  badges: z.array(doorBadgeSchema),
  more: z.boolean(),
  transferred: z.object({ code: z.string(), error: z.string() }).optional(),
  otherEdition: z.object({ code: z.string(), error: z.string() }).optional(),
});

/** One check-in as the recent list shows it. */
const recentCheckInSchema = z.object({
  code: z.string(),
  name: z.string(),
  ticketType: z.string(),
  checkedInAt: z.iso.datetime(),
});
export type RecentCheckIn = z.infer<typeof recentCheckInSchema>;

/**
 * Answer of POST /api/organiser/check-in/summary: the current edition's counts and newest check-ins (at
 * most 10).
 */
export const checkInSummarySchema = z.object({
  /** Badges of orders not refunded that have been checked in. */
  checkedIn: z.number().int().min(0),
  /** Badges of orders not refunded: the people expected at the door. */
  sold: z.number().int().min(0),
  recent: z.array(recentCheckInSchema),
});
export type CheckInSummary = z.infer<typeof checkInSummarySchema>;
export const RECENT_CHECK_INS = 10;

/** Payload of 'badge-checked-in', to the organiser room only: who, and the counts after it. */
export const checkInEventSchema = z.object({
  checkIn: recentCheckInSchema,
  checkedIn: z.number().int().min(0),
  sold: z.number().int().min(0),
});
export type CheckInEvent = z.infer<typeof checkInEventSchema>;
