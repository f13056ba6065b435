// Wire shapes of screening (docs/product/screening.md): the dashboard's queue of held donations, the
// mode and the organisers' own words. Every call is an organiser call carrying `pass` (or a token).
import * as z from 'zod/mini';
import { screeningModes, screeningStates } from '../domain/screening/screening';
import { passBodySchema } from './organiser';

const screeningModeSchema = z.enum(screeningModes);

/** One held donation, as typed: only organisers see this. */
const heldDonationSchema = z.object({
  id: z.int(),
  name: z.string(),
  message: z.string(),
  amount: z.number().check(z.minimum(0)),
  incentiveTitle: z.nullable(z.string()),
  time: z.iso.datetime(),
  /** A cheer's bits; null for a PayPal donation. */
  bits: z.nullable(z.int()),
  /**
   * Why it waits: a listed word, a link, every donation with a name or message ('screen'), or a new
   * option it suggests for a bid war ('suggestion').
   */
  reason: z.enum(['word', 'link', 'screen', 'suggestion']),
  /** The option this donation suggests, which the decision on it approves or denies; null for none. */
  suggestedOption: z.nullable(z.string()),
});
export type HeldDonation = z.infer<typeof heldDonationSchema>;

/** Answer of POST /api/organiser/screening {pass}: the oldest held donations first. */
export const screeningStatusSchema = z.object({
  mode: screeningModeSchema,
  /** The mode DONATION_SCREENING set at start, which "as configured" returns to. */
  configuredMode: screeningModeSchema,
  /** The organisers' own words, as letters (the content's list and DONATION_SCREENING_WORDS apply too). */
  words: z.array(z.string()),
  /** How many words the content's list and DONATION_SCREENING_WORDS hold. */
  listedWords: z.int().check(z.minimum(0)),
  held: z.array(heldDonationSchema),
  /** All held donations, which may be more than `held` shows. */
  heldCount: z.int().check(z.minimum(0)),
});
export type ScreeningStatus = z.infer<typeof screeningStatusSchema>;

export const screeningModeEditSchema = z.extend(passBodySchema, { mode: screeningModeSchema });

export const screeningWordsEditSchema = z.extend(passBodySchema, {
  words: z
    .array(z.string().check(z.maxLength(100, { message: 'A word can be at most 100 characters long.' })))
    .check(z.maxLength(500, { message: 'The list can hold at most 500 words.' })),
});

/**
 * POST /api/organiser/screening/:id/decision. 'approve-name' approves the name and message of a donation
 * that suggests an option, and denies the option (docs/product/screening.md, "Suggested options").
 */
export const screeningDecisionSchema = z.extend(passBodySchema, {
  decision: z.enum(['approve', 'deny', 'approve-name']),
});

/**
 * Answer of a decision and of POST /api/organiser/screening/:id/undo {pass}. An approval inside its undo
 * window is 'approving', with how long from this answer Undo still works (a duration, not a time, so a
 * moderator's clock that is off does not move it); its name and message are shown after it.
 */
export const screeningDecisionResponseSchema = z.object({
  id: z.int(),
  state: z.enum(screeningStates),
  undoForMs: z.nullable(z.int().check(z.minimum(0))),
});
