// Wire shapes of the organiser tools (docs/product/organisers.md, "Calls"). Every organiser call carries an
// organiser token (`authorization: Bearer`) or the shared password in its body as `pass`; the server checks
// them (401/403) before the rest of the body. In zod/mini, as every shape the browser reads
// (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';
import { isValidEmail, MAX_EMAIL_LENGTH } from '../domain/email';
import { booksStatusSchema } from './books';
import { heldMoneySchema } from './disputes';

/** Longer than any password anyone types; keeps a megabyte 'password' from being hashed. */
const MAX_PASS_LENGTH = 200;
const MAX_BLAST_SUBJECT_LENGTH = 200;
const MAX_BLAST_TEXT_LENGTH = 20_000;

// Optional in every body: a signed-in browser sends its token in a header instead.
const pass = z.optional(z.string().check(z.maxLength(MAX_PASS_LENGTH)));
/** A blast's subject and text, the same on /emailblast and the dashboard's own form. */
export const blastSubject = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_BLAST_SUBJECT_LENGTH));
export const blastText = z.string().check(z.minLength(1), z.maxLength(MAX_BLAST_TEXT_LENGTH));

/** Body of every organiser call that needs nothing but the password (or the token). */
export const passBodySchema = z.object({ pass });

/** POST /api/organiser/sign-in: the password itself, always (a token cannot make another token). */
export const signInSchema = z.object({ pass: z.string().check(z.maxLength(MAX_PASS_LENGTH)) });
/** The token to send as `authorization: Bearer <token>` until `expiresMs` (epoch ms). */
export const signInResponseSchema = z.object({ token: z.string(), expiresMs: z.int() });

/**
 * One badge (code, names, lateRegistrant; docs/product/organisers.md, "Badge list") in POST /api/badgelist.
 * One record per badge, that is per in-person ticket: `names` is the one name printed on that badge
 * (the field keeps its published name). `ticketType` is added for printing (adult, child, student, unwaged).
 * `lateRegistrant`: bought after the food cutoff, so food is not guaranteed. `refunded`: the order was
 * refunded in full, so the badge admits nobody (docs/product/payments.md).
 * The list is sorted by name (case-insensitive), then by code.
 */
const badgeRecordSchema = z.object({
  code: z.string(),
  names: z.string(),
  lateRegistrant: z.boolean(),
  ticketType: z.string(),
  refunded: z.boolean(),
  /** True while its order has an open dispute or hold at PayPal: the badge admits nobody. */
  disputed: z.optional(z.boolean()),
});
export type BadgeRecord = z.infer<typeof badgeRecordSchema>;
export const badgeListResponseSchema = z.array(badgeRecordSchema);

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Body of POST /emailblast: pass, subject, text, email, regular, livestream (docs/product/organisers.md,
 * "Email blast"). With `email` the message goes to that one address only (a test send) and the flags are
 * ignored; with `email` null, empty or left out it goes to every in-person buyer (`regular`) and/or every
 * livestream ticket address (`livestream`). Subject and text are plain text.
 */
export const emailBlastSchema = z
  .object({
    pass,
    subject: blastSubject,
    text: blastText,
    email: z
      .pipe(z.nullish(z.string().check(z.trim(), z.maxLength(MAX_EMAIL_LENGTH))), z.transform(emptyToNull))
      .check(
        z.refine((email) => email === null || isValidEmail(email), {
          message: 'email must be a valid email address, or left empty to send to the chosen audiences.',
        }),
      ),
    regular: z._default(z.boolean(), false),
    livestream: z._default(z.boolean(), false),
  })
  .check(
    z.refine((blast) => blast.email !== null || blast.regular || blast.livestream, {
      message: 'Choose regular, livestream or both, or give one email address for a test send.',
    }),
  );
export type EmailBlastBody = z.input<typeof emailBlastSchema>;
export type EmailBlast = z.output<typeof emailBlastSchema>;

/** 200 answer of POST /emailblast: the blast's id and how many messages were queued. */
export const emailBlastResponseSchema = z.object({
  id: z.int(),
  recipients: z.int().check(z.minimum(0)),
  /** Stored addresses that are not a single valid address and were left out. */
  skipped: z.int().check(z.minimum(0)),
});
export type EmailBlastResponse = z.infer<typeof emailBlastResponseSchema>;

/**
 * Body of POST /api/organiser/blast-recipients: the audiences a blast is about to go to. The form asks it
 * before sending, to say how many people will receive the email (docs/product/organisers.md, "Email
 * blast").
 */
export const blastAudienceSchema = z
  .object({ pass, regular: z._default(z.boolean(), false), livestream: z._default(z.boolean(), false) })
  .check(
    z.refine((audience) => audience.regular || audience.livestream, {
      message: 'Choose regular, livestream or both.',
    }),
  );
export type BlastAudienceBody = z.input<typeof blastAudienceSchema>;

/** Answer of POST /api/organiser/blast-recipients: who a blast to those audiences would reach now. */
export const blastRecipientCountSchema = z.omit(emailBlastResponseSchema, { id: true });
export type BlastRecipientCount = z.infer<typeof blastRecipientCountSchema>;

/**
 * What a blast went to: /emailblast's test send and audiences, or the people the dashboard's own form
 * chose (src/contracts/dashboard-blast.ts).
 */
const blastAudiences = [
  'test',
  'regular',
  'livestream',
  'regular+livestream',
  'buyers',
  'attendees',
  'viewers',
] as const;

const blastSummarySchema = z.object({
  id: z.int(),
  subject: z.string(),
  audience: z.enum(blastAudiences),
  createdAt: z.iso.datetime(),
  recipients: z.int().check(z.minimum(0)),
  /** From the mail outbox: queued = recipients; sent so far; still failing (retried until they go). */
  queued: z.int().check(z.minimum(0)),
  sent: z.int().check(z.minimum(0)),
  failing: z.int().check(z.minimum(0)),
});
export type BlastSummary = z.infer<typeof blastSummarySchema>;

/**
 * One organiser change: what and when.
 */
const auditEntrySchema = z.object({
  id: z.int(),
  time: z.iso.datetime(),
  what: z.string(),
  /** Who made the change: a crew pass's name, or "organiser password". */
  by: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A payment PayPal captured for another amount or currency than its order: not counted as paid. */
const mismatchedPaymentSchema = z.object({
  orderId: z.string(),
  kind: z.enum(['ticket', 'donation']),
  time: z.iso.datetime(),
  /** Dollars, as everywhere on the wire. */
  expected: z.number(),
  captured: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  payerEmail: z.nullable(z.string()),
});
export type MismatchedPayment = z.infer<typeof mismatchedPaymentSchema>;

/** Answer of POST /api/organiser/overview {pass}: newest first, at most 100 of each. */
export const organiserOverviewSchema = z.object({
  blasts: z.array(blastSummarySchema),
  audit: z.array(auditEntrySchema),
  mismatched: z.array(mismatchedPaymentSchema),
  held: heldMoneySchema,
  books: booksStatusSchema,
});
