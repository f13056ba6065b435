// The organiser's prize calls (docs/product/prizes.md, "Calls"): a new prize, the dashboard's list with its
// entries and winners, and a drawing. In zod/mini like the public shapes of prizes.ts it composes, as every
// shape the browser reads (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';
import { prizeDeliveries } from '../domain/prizes/prizes';
import { dollarsSchema } from './money';
import { passBodySchema } from './organiser';
import { prizeSchema } from './prizes';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const isoTime = z.iso.datetime({ offset: true, message: 'Write a time such as 2026-03-28T18:00:00-04:00.' });

/**
 * A path on this site such as /images/prizes/grid.png, or '' for none: the site's content security policy
 * shows no other site's images (src/server/plugins/security-headers.ts).
 */
const imageUrl = text(500).check(
  z.refine((url) => url === '' || /^\/(?!\/)[^\s"'<>\\]*$/.test(url), {
    message: 'An image is a path on this site starting with /, such as /images/prizes/grid.png.',
  }),
);

/** Body of POST /api/organiser/prizes; answered 201 `{id}`. Money in dollars, read into cents. */
export const newPrizeSchema = z
  .extend(passBodySchema, {
    name: text(200).check(z.minLength(1, { message: 'A prize needs a name.' })),
    description: z._default(text(2_000), ''),
    imageUrl: z._default(imageUrl, ''),
    sponsor: z._default(text(200), ''),
    minimumDonation: z.pipe(
      dollarsSchema,
      z.number().check(z.minimum(1, { message: 'The minimum donation must be at least $0.01.' })),
    ),
    opensAt: isoTime,
    closesAt: isoTime,
    winners: z._default(z.int().check(z.minimum(1), z.maximum(100)), 1),
    delivery: z._default(z.enum(prizeDeliveries), 'shipped'),
  })
  .check(
    z.refine((prize) => Date.parse(prize.closesAt) > Date.parse(prize.opensAt), {
      message: 'The window must close after it opens.',
      path: ['closesAt'],
    }),
  );
export type NewPrizeBody = z.input<typeof newPrizeSchema>;
export type NewPrize = z.output<typeof newPrizeSchema>;

export const createdPrizeSchema = z.object({ id: z.int() });

/** A winner as organisers see them: with the address the claim link went to. */
const organiserWinnerSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** null: a cheer (no address; reach them on Twitch), or erased with the donor's order. */
  email: z.nullable(z.string()),
  drawnAt: z.iso.datetime(),
  drawnBy: z.string(),
  /** Among how many entries this winner was drawn. */
  entries: z.int(),
  claimDeadline: z.iso.datetime(),
  claimedAt: z.nullable(z.iso.datetime()),
  /** Past its deadline unclaimed, and drawn again. */
  lapsed: z.boolean(),
  /** A refund took the winner's donations below the minimum: the win is undone and Draw fills the place. */
  undone: z.boolean(),
});
export type OrganiserWinner = z.infer<typeof organiserWinnerSchema>;

/** One prize in the dashboard's list: the public fields, its entries now, and every winner drawn. */
const organiserPrizeSchema = z.object({
  ...prizeSchema.shape,
  entries: z.int(),
  history: z.array(organiserWinnerSchema),
});
export type OrganiserPrize = z.infer<typeof organiserPrizeSchema>;
/** Answer of POST /api/organiser/prizes/list. */
export const organiserPrizeListSchema = z.array(organiserPrizeSchema);

/** 200 answer of POST /api/organiser/prizes/{id}/draw: who was drawn, by whom, when, among how many. */
export const prizeDrawAnswerSchema = z.object({
  winners: z.array(z.string()),
  entries: z.int(),
  drawnAt: z.iso.datetime(),
  drawnBy: z.string(),
});
export type PrizeDrawAnswer = z.infer<typeof prizeDrawAnswerSchema>;

/** 200 answer of POST /api/organiser/prizes/winners/{id}/claimed: the winner, and when the claim was marked. */
export const markedClaimedSchema = z.object({ id: z.int(), claimedAt: z.iso.datetime() });
export type MarkedClaimed = z.infer<typeof markedClaimedSchema>;
