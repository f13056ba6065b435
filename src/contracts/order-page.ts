// Wire shapes of the buyer's order page (docs/product/order-page-and-retention.md, "Calls"):
// GET /api/order/{token}, POST /api/order/{token}/changes, POST /api/order/{token}/emails and
// GET /api/order/{token}/download; each answers 410 `{ error }` on the link of a viewer's ticket that was
// moved to another address (the sentence says so and whom to write to); POST /api/order/{token}/transfer.
// The changes' lengths and required fields are checked by the ticket
// form's rules (domain/tickets/order-changes.ts), which the server runs after this schema, so a refusal
// reads as the form's list does.
import * as z from 'zod/mini';
import { asParagraph, type FormProblem, messagesOf } from '../domain/form-problems';
import { inPersonInfoSchema, ticketNamesSchema } from './tickets';

/** One fact of the receipt, as the ticket email shows it: ['Amount paid', '$150.00 (PayPal)']. */
const factSchema = z.tuple([z.string(), z.string()]);

const orderBadgeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** 'Adult 1': which ticket of the order the badge is. */
  slot: z.string(),
  /** The badge's QR code as an SVG image (holding the code and nothing else). */
  qrSvg: z.string(),
});

const orderViewerSchema = z.object({
  /** The viewer's code (the place in the order a transfer names); null for a link older than codes. */
  code: z.nullable(z.string()),
  /** The viewer's own stream link, as their email gave it. */
  link: z.string(),
  email: z.string(),
  /** 'Adult 1'. */
  slot: z.string(),
});

const orderAnswersSchema = z.object({
  dietaryRestrictions: z.boolean(),
  dietaryRestrictionsDetails: z.string(),
  accomodations: z.boolean(),
  accomodationsDetails: z.string(),
  volunteer: z.boolean(),
  dinner: z.boolean(),
});

const orderHistoryEntrySchema = z.object({ time: z.iso.datetime(), what: z.string() });

/** 200 answer of GET /api/order/{token}. */
export const orderViewSchema = z.object({
  reference: z.string(),
  /** The order's own edition's time zone (IANA), in which the page writes every time. */
  timeZone: z.string(),
  kind: z.enum(['in-person', 'livestream']),
  /**
   * What the link opens: the whole order (the buyer's email), or one livestream viewer's own ticket (a
   * viewer's email; docs/decisions/061-viewer-links.md), with only that viewer and no history.
   */
  scope: z.enum(['order', 'ticket']),
  receipt: z.array(factSchema),
  /** In person: one per badge still valid. */
  badges: z.array(orderBadgeSchema),
  /** In person: the order form's answers; null for the livestream. */
  answers: z.nullable(orderAnswersSchema),
  /** Livestream: one per link still working. */
  viewers: z.array(orderViewerSchema),
  /**
   * In person, on the buyer's page: the badges passed to other people (docs/decisions/077-ticket-transfers.md),
   * without their codes, which are the new holders' alone.
   */
  passedOn: z.array(z.object({ slot: z.string(), name: z.string(), email: z.string() })),
  changes: z.object({
    open: z.boolean(),
    /** BADGE_EDITS_CLOSE, or 48 hours after paying if later (domain/tickets/order-changes.ts). */
    closeAt: z.iso.datetime(),
    /** What the page says about changes: until when, or whom to write to now that they are closed. */
    text: z.string(),
  }),
  /** When the order's personal data is (or was) erased. */
  erasure: z.object({ at: z.iso.datetime(), done: z.boolean(), text: z.string() }),
  history: z.array(orderHistoryEntrySchema),
});
export type OrderView = z.output<typeof orderViewSchema>;

/**
 * Body of POST /api/order/{token}/changes for an in-person order: the whole form, as the page shows it, but
 * for the phone and the address (they are not changed there).
 */
const inPersonChangesSchema = z.omit(inPersonInfoSchema, { phone: true, email: true });

/** ... and for a livestream order: one address per viewer, in the order the page listed them. */
const livestreamChangesSchema = z.strictObject({ emails: ticketNamesSchema });

export const orderChangesSchema = z.union([inPersonChangesSchema, livestreamChangesSchema]);
export type OrderChangesBody = z.input<typeof orderChangesSchema>;

/**
 * 200 answer of the changes: what was changed (sentences, possibly none) and the page as it now is; or,
 * when a viewer gave their own ticket to another address, what the page's link now says (`moved`).
 */
export const orderChangesAnswerSchema = z.union([
  z.object({ changed: z.array(z.string()), order: orderViewSchema }),
  z.object({ changed: z.array(z.string()), moved: z.string() }),
]);

/** 422 answer of refused changes: one paragraph, and each problem with its field. */
export const orderChangesRefusalSchema = z.object({
  error: z.string(),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** The 422 answer for refused changes or a refused transfer, from the buyer's page or the desk. */
export const changesRefusal = (problems: FormProblem[]): z.infer<typeof orderChangesRefusalSchema> => ({
  error: asParagraph(messagesOf(problems)),
  problems,
});

/**
 * Body of POST /api/order/{token}/transfer (docs/product/order-page-and-retention.md, "Passing a ticket
 * on"): the badge's code (a livestream ticket's viewer code) and its new holder. The lengths and the
 * address are checked by domain/tickets/transfer.ts, which the page runs too, so a refusal reads as the
 * form's own list does.
 */
export const orderTransferSchema = z.strictObject({
  badge: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.maxLength(4000)),
  email: z.string().check(z.maxLength(4000)),
});

/**
 * 200 answer of a transfer: the sentence the page shows, and the page as it now is; or, when a holder
 * passed on their own ticket, what the page's link now says (`moved`).
 */
export const orderTransferAnswerSchema = z.union([
  z.object({ transferred: z.string(), order: orderViewSchema }),
  z.object({ transferred: z.string(), moved: z.string() }),
]);

/** 202 answer of "send my emails again". */
export const orderEmailsAnswerSchema = z.object({ message: z.string() });
