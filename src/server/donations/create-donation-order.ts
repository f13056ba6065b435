import type { Kysely } from 'kysely';
import { donationLimits } from '../../../content/donations';
import { edition } from '../../../content/edition';
import { createDonationSchema } from '../../contracts/donations';
import { describeZodError } from '../../contracts/errors';
import {
  answersFor,
  donationCheckoutErrors,
  promptsFor,
  unavailableIncentive,
  whyNotChoosable,
} from '../../domain/incentives/donation-rules';
import { type Incentive, parentIdOf } from '../../domain/incentives/incentive';
import type { Database } from '../db/schema';
import { insertOrder } from '../orders/order-store';
import { type PayPalClient, PayPalError } from '../payments/paypal-client';
import type { DonationOrderPayload } from './donation-order-payload';
import { findIncentive } from './incentive-store';

export type CreateOutcome = { ok: true; id: string } | { ok: false; status: number; error: string };

type Refusal = { ok: false; status: 400; error: string };
const refuse = (error: string): Refusal => ({ ok: false, status: 400, error });

/** The incentive a donation may choose right now, with its parent; or why not. */
async function chosenIncentive(
  db: Kysely<Database>,
  id: string,
  nowMs: number,
): Promise<{ ok: true; incentive: Incentive; parent: Incentive | null } | Refusal> {
  const incentive = await findIncentive(db, id);
  if (!incentive) return refuse(unavailableIncentive);
  const parentId = parentIdOf(id);
  const parent = parentId === null ? null : ((await findIncentive(db, parentId)) ?? null);
  if (parentId !== null && !parent) return refuse(unavailableIncentive);
  const refusal = whyNotChoosable(incentive, parent, nowMs);
  return refusal === null ? { ok: true, incentive, parent } : refuse(refusal);
}

/**
 * Checks a donation with the same rules as the page (SPEC section 5) against the stored incentive, and
 * asks PayPal for a payment order of the checked amount.
 */
export async function createDonationOrder(
  deps: { db: Kysely<Database>; paypal: PayPalClient; now?: () => number },
  body: unknown,
): Promise<CreateOutcome> {
  const parsed = createDonationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: describeZodError(parsed.error) };
  const donation = parsed.data;
  const nowMs = (deps.now ?? Date.now)();

  let incentive: Incentive | null = null;
  let parent: Incentive | null = null;
  if (donation.incentiveId !== null) {
    const chosen = await chosenIncentive(deps.db, donation.incentiveId, nowMs);
    if (!chosen.ok) return chosen;
    ({ incentive, parent } = chosen);
  }
  const errors = donationCheckoutErrors({
    amountCents: donation.amountCents,
    incentive,
    parent,
    extraInfo: donation.extraInfo,
    maxAmountCents: donationLimits.maxAmountCents,
  });
  if (errors.length > 0) return refuse(errors.join(' '));

  const payload: DonationOrderPayload = {
    name: donation.name,
    amountCents: donation.amountCents,
    message: donation.message,
    extraInfo: incentive ? answersFor(promptsFor(incentive, parent), donation.extraInfo) : {},
    incentiveId: incentive?.id ?? null,
  };
  let created: { id: string };
  try {
    created = await deps.paypal.createOrder({
      amountCents: donation.amountCents,
      description: `Donation to ${edition.product} ${edition.year}`,
      customId: 'donation',
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    return {
      ok: false,
      status: 502,
      error: `The payment provider could not take the order: ${error.message}`,
    };
  }
  await insertOrder(deps.db, {
    id: created.id,
    kind: 'donation',
    amountCents: donation.amountCents,
    currency: 'USD',
    payload,
  });
  return { ok: true, id: created.id };
}
