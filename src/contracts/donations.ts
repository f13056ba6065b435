// Wire shapes of the donation calls (docs/product/donations-and-incentives.md, "Calls") and of the socket
// 'donation' event. The request schema checks structure and bounds; the checkout rules (amount above 0, the
// incentive's minimum, every prompt answered, the lengths of what the donor typed) are
// src/domain/incentives/donation-rules.ts, which the server runs next, so a refusal reads as the page's
// list does ("Display name is too long (at most 60 characters)."). In zod/mini, as every shape the browser
// reads (docs/decisions/070-one-validator-per-wire-shape.md).
import * as z from 'zod/mini';
import { cleanDisplayMessage, cleanDisplayName } from '../domain/display-text';
import { donationLimits } from '../domain/incentives/donation-limits';
import { publicDonorName } from '../domain/incentives/donation-rules';
import { type Cents, formatUsd } from '../domain/money';
import { type DonationRecordWire, donationRecordSchema } from './donation-record';
import { centsToWireDollars, dollarsSchema } from './money';

export { type DonationRecordWire, donationRecordSchema };

const { maxAmountCents, maxAnswers, maxPromptLength } = donationLimits;

/** extraInfo: the chosen incentive's prompt -> the donor's answer. Private: never in a public answer. */
const extraInfoSchema = z
  .record(z.string().check(z.maxLength(maxPromptLength)), z.string().check(z.trim()))
  .check(
    z.refine((answers) => Object.keys(answers).length <= maxAnswers, {
      message: `A donation can carry at most ${maxAnswers} answers.`,
    }),
  );

/**
 * Body of POST /api/orders/create: { name, amount, message, extraInfo, incentiveID, suggestedOption,
 * anonymous }. `amount`
 * is dollars on the wire and `amountCents` after parsing; the server charges it after checking it against
 * the incentive's minimum. An empty or null incentiveID means no incentive. The name and message come
 * out cleaned (src/domain/display-text.ts), so the order keeps them as they will be shown; a donor who
 * chose to be anonymous has no name at all, whatever was typed or PayPal later says about the payer.
 */
export const createDonationSchema = z.pipe(
  z.strictObject({
    name: z._default(z.string(), ''),
    amount: dollarsSchema.check(
      z.refine((cents) => cents <= maxAmountCents, {
        message: `A single donation can be at most ${formatUsd(maxAmountCents)}. For a larger gift, please contact the organisers.`,
      }),
    ),
    message: z._default(z.string(), ''),
    extraInfo: z._default(extraInfoSchema, {}),
    incentiveID: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(200))), null),
    /**
     * A new option for the bid war `incentiveID` names, as typed (docs/decisions/074-suggested-options.md);
     * its length as a person counts it is checked with the checkout rules.
     */
    suggestedOption: z._default(z.nullable(z.string().check(z.maxLength(1_000))), null),
    anonymous: z._default(z.boolean(), false),
  }),
  z.transform((body) => ({
    name: body.anonymous ? '' : cleanDisplayName(body.name),
    amountCents: body.amount,
    message: cleanDisplayMessage(body.message),
    extraInfo: body.extraInfo,
    incentiveId: body.incentiveID === null || body.incentiveID === '' ? null : body.incentiveID,
    suggestedOption: body.suggestedOption,
  })),
);
export type CreateDonationBody = z.input<typeof createDonationSchema>;
export type CreateDonation = z.output<typeof createDonationSchema>;

export const donationHistoryResponseSchema = z.array(donationRecordSchema);

/** What the server stores and shows publicly, in the system's units (the name as typed). */
export interface DonationRecord {
  id: number;
  name: string;
  amountCents: Cents;
  message: string;
  incentiveId: string | null;
  timeMs: number;
}

export function donationRecordToWire(record: DonationRecord): DonationRecordWire {
  return {
    id: record.id,
    name: publicDonorName(record.name),
    amount: centsToWireDollars(record.amountCents),
    message: record.message,
    incentive: record.incentiveId,
    time: new Date(record.timeMs).toISOString(),
  };
}
