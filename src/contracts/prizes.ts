// Wire shapes of prizes everyone may read (docs/product/prizes.md, "Calls"): GET /api/prizes, the claim
// of a won prize, and the 'prize-won' event; in zod/mini like every shape a public page reads
// (docs/decisions/070-one-validator-per-wire-shape.md). The organiser's shapes are prize-edits.ts.
import * as z from 'zod/mini';
import { dollarsToCents } from '../domain/money';
import { type PrizeWindow, prizeDeliveries, prizeStates } from '../domain/prizes/prizes';

const dollars = z.number().check(z.minimum(0));

/** A winner as the public sees them: the donation's shown name, or "Anonymous". */
const prizeWinnerSchema = z.object({
  name: z.string(),
  drawnAt: z.iso.datetime(),
  claimed: z.boolean(),
});

/** One prize in GET /api/prizes. */
export const prizeSchema = z.object({
  id: z.int().check(z.minimum(1)),
  name: z.string(),
  description: z.string(),
  /** A path on this site; '' when it has none. */
  imageUrl: z.string(),
  sponsor: z.string(),
  /** Dollars: a donor's donations inside the window must add up to at least this. */
  minimumDonation: dollars,
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  /** How many winners it has. */
  winners: z.int().check(z.minimum(1)),
  delivery: z.enum(prizeDeliveries),
  state: z.enum(prizeStates),
  /** Winners drawn and not lapsed, first drawn first. */
  drawn: z.array(prizeWinnerSchema),
});
export type PrizeWire = z.infer<typeof prizeSchema>;

/** GET /api/prizes: open prizes first (closing soonest first), then upcoming, then past ones. */
export const prizeListSchema = z.array(prizeSchema);

/** What the donation form needs of a prize: its name and when and from how much a donation enters it. */
export interface PrizeOffer extends PrizeWindow {
  id: number;
  name: string;
}

/** GET /api/prizes as the donation form reads it (cents, epoch ms). */
export const prizeOffersSchema = z.pipe(
  prizeListSchema,
  z.transform((prizes): PrizeOffer[] =>
    prizes.map((prize) => ({
      id: prize.id,
      name: prize.name,
      minimumCents: dollarsToCents(prize.minimumDonation),
      opensMs: Date.parse(prize.opensAt),
      closesMs: Date.parse(prize.closesAt),
    })),
  ),
);

/** The secret from the claim link (the part after '#claim=' on /prizes). */
const claimTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'This claim link is not whole: open it from the email again.'));

/** Body of POST /api/prizes/claim. */
export const prizeClaimSchema = z.object({ token: claimTokenSchema });

/** 200 answer of POST /api/prizes/claim: the prize the winner claimed (again, if claimed before). */
export const prizeClaimAnswerSchema = z.object({
  prize: z.string(),
  delivery: z.enum(prizeDeliveries),
  claimedAt: z.iso.datetime(),
});
export type PrizeClaimAnswer = z.infer<typeof prizeClaimAnswerSchema>;

/** The 'prize-won' event: a winner was drawn, for the overlay to name (validate with prizeWonSchema). */
export const prizeWonSchema = z.object({ prize: z.string(), winners: z.array(z.string()) });
export type PrizeWon = z.infer<typeof prizeWonSchema>;
