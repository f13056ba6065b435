import type { Kysely } from 'kysely';
import type { CreateDonation } from '../../contracts/donations';
import { donationLimits } from '../../domain/incentives/donation-limits';
import {
  answersFor,
  donationCheckoutErrors,
  promptsFor,
  unavailableIncentive,
  whyNotChoosable,
} from '../../domain/incentives/donation-rules';
import { type Incentive, parentIdOf } from '../../domain/incentives/incentive';
import type { Database } from '../db';
import { readCurrentEdition } from '../editions';
import type { DonationOrderPayload } from '../orders';
import { placePayPalOrder } from '../orders';
import type { PayPalClient } from '../payments';
import { invalid } from '../plugins';
import { findCurrentIncentive } from './incentive-store';
import { matchSuggestion } from './suggestion-match';

/**
 * The incentive a donation may choose right now, with its parent; refused with the reason otherwise. Only
 * the current edition's are offered (docs/decisions/080-incentives-totals-and-retention-per-edition.md).
 */
async function chosenIncentive(
  db: Kysely<Database>,
  id: string,
  nowMs: number,
  suggesting = false,
): Promise<{ incentive: Incentive; parent: Incentive | null }> {
  const incentive = await findCurrentIncentive(db, id);
  if (!incentive) throw invalid(unavailableIncentive);
  const parentId = parentIdOf(id);
  const parent = parentId === null ? null : ((await findCurrentIncentive(db, parentId)) ?? null);
  if (parentId !== null && !parent) throw invalid(unavailableIncentive);
  const refusal = whyNotChoosable(incentive, parent, nowMs, suggesting);
  if (refusal !== null) throw invalid(refusal);
  return { incentive, parent };
}

/**
 * Checks a donation with the same rules as the page (docs/product/donations-and-incentives.md, "Checkout
 * rules") against the stored incentive, and asks PayPal for a payment order of the checked amount. Returns
 * PayPal's id.
 */
export async function createDonationOrder(
  deps: { db: Kysely<Database>; paypal: PayPalClient; now: () => number },
  donation: CreateDonation,
): Promise<string> {
  const nowMs = deps.now();

  let incentive: Incentive | null = null;
  let parent: Incentive | null = null;
  let suggestedOption = donation.suggestedOption;
  if (suggestedOption !== null && donation.incentiveId === null)
    throw invalid('Choose the bid war your suggested option is for.');
  if (donation.incentiveId !== null) {
    ({ incentive, parent } = await chosenIncentive(
      deps.db,
      donation.incentiveId,
      nowMs,
      suggestedOption !== null,
    ));
  }
  // A suggestion that is already an option is a donation to that option (suggestion-match.ts).
  if (incentive && suggestedOption !== null) {
    const match = await matchSuggestion(deps.db, incentive, suggestedOption);
    if (match.kind === 'refused') throw invalid(match.message);
    if (match.kind === 'option') {
      ({ incentive, parent } = await chosenIncentive(deps.db, match.optionId, nowMs));
      suggestedOption = null;
    } else suggestedOption = match.text;
  }
  const errors = donationCheckoutErrors({
    amountCents: donation.amountCents,
    name: donation.name,
    message: donation.message,
    incentive,
    parent,
    extraInfo: donation.extraInfo,
    maxAmountCents: donationLimits.maxAmountCents,
    suggestedOption,
  });
  if (errors.length > 0) throw invalid(errors.join(' '));

  const payload: DonationOrderPayload = {
    name: donation.name,
    amountCents: donation.amountCents,
    message: donation.message,
    extraInfo: incentive ? answersFor(promptsFor(incentive, parent), donation.extraInfo) : {},
    incentiveId: incentive?.id ?? null,
    suggestedOption,
  };
  const edition = await readCurrentEdition(deps.db);
  return placePayPalOrder(deps, {
    kind: 'donation',
    amountCents: donation.amountCents,
    description: `Donation to ${edition.name} ${edition.year}`,
    purpose: 'donation',
    year: edition.year,
    payload,
  });
}
