import type { CreateDonationBody } from '../../../contracts/donations';
import { centsToWireDollars } from '../../../contracts/wire-dollars';
import { cleanDisplayMessage, cleanDisplayName } from '../../../domain/display-text';
import type { FormProblem } from '../../../domain/form-problems';
import { donationLimits } from '../../../domain/incentives/donation-limits';
import {
  answersFor,
  type DonationField,
  donationCheckoutProblems,
} from '../../../domain/incentives/donation-rules';
import { flattenTree, type IncentiveNode } from '../../../domain/incentives/incentive-tree';
import { type Cents, dollarsToCents } from '../../../domain/money';

// The card donation form as the donor fills it in. It lives in the page above the steps, so 'Go Back'
// returns to the form exactly as the donor left it. The rules themselves are the domain's
// (donation-rules.ts); this file only reads the form for them.

export interface DonationForm {
  name: string;
  /** "Donate anonymously": the name stays in its field, in case the donor unticks it, but is not sent. */
  anonymous: boolean;
  /** The amount field as typed, in dollars; '' until the donor types one. */
  amount: string;
  message: string;
  /** Prompt -> answer. Answers stay when the donor switches incentive; only the chosen one's are sent. */
  extraInfo: Record<string, string>;
  /** The chosen incentive or option; null for none. */
  incentiveId: string | null;
  /** An option the donor suggests for the bid war `incentiveId`, as typed; null when choosing one. */
  suggestedOption: string | null;
}

export const emptyDonationForm: DonationForm = {
  name: '',
  anonymous: false,
  amount: '',
  message: '',
  extraInfo: {},
  incentiveId: null,
  suggestedOption: null,
};

/**
 * The amount field in cents. A number input hands over '' for anything it cannot read, so an empty or
 * unreadable field is 0: nothing to donate yet. Fractions of a cent round to the nearest cent, which
 * the summary then shows, so the donor sees what will be charged.
 */
export function amountCentsOf(text: string): Cents {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const dollars = Number(trimmed);
  return Number.isFinite(dollars) ? dollarsToCents(dollars) : 0;
}

/** The name as the stream will show it, cleaned as the server cleans it; '' shows as "Anonymous". */
export function shownName(form: DonationForm): string {
  return form.anonymous ? '' : cleanDisplayName(form.name);
}

/** The message as it will be shown, cleaned as the server cleans it. */
export function shownMessage(form: DonationForm): string {
  return cleanDisplayMessage(form.message);
}

/** Whether the donor has typed an amount yet (rows are only marked as too small once they have). */
export function hasAmount(form: DonationForm): boolean {
  return form.amount.trim() !== '';
}

export interface Chosen {
  incentive: IncentiveNode;
  /** The bid war or selection the option belongs to; null for a top-level incentive. */
  parent: IncentiveNode | null;
}

/** The chosen incentive in the shown tree; null for none, or when it is no longer shown. */
export function chosenIncentive(
  tree: readonly IncentiveNode[],
  id: string | null,
  /** The donor suggests an option: the bid war itself is the choice, when it takes suggestions. */
  suggesting = false,
): Chosen | null {
  if (id === null) return null;
  const all = flattenTree(tree);
  const incentive = all.find((node) => node.id === id);
  if (!incentive) return null;
  if (incentive.category && !(suggesting && incentive.acceptsSuggestions)) return null;
  const parent =
    incentive.parentId === null ? null : (all.find((node) => node.id === incentive.parentId) ?? null);
  return { incentive, parent };
}

/**
 * Why Checkout is not allowed yet (docs/product/donations-and-incentives.md, "Checkout rules"), each with
 * its field; empty when it is. The tree's node already carries the minimum and prompts it inherits from
 * its parent.
 */
export function checkoutProblemsOf(form: DonationForm, chosen: Chosen | null): FormProblem<DonationField>[] {
  return donationCheckoutProblems({
    amountCents: amountCentsOf(form.amount),
    // An anonymous donor's name is not sent, so it is not checked either.
    name: form.anonymous ? '' : form.name,
    message: form.message,
    incentive: chosen?.incentive ?? null,
    extraInfo: form.extraInfo,
    maxAmountCents: donationLimits.maxAmountCents,
    suggestedOption: chosen ? form.suggestedOption : null,
  });
}

/** The chosen incentive's prompts; answered in the additional info fields. */
export function promptsOf(chosen: Chosen | null): string[] {
  return chosen?.incentive.infoNeeded ?? [];
}

/** The body of POST /api/orders/create: amount in dollars, only the answers the chosen incentive asks for. */
export function donationOrderBody(form: DonationForm, chosen: Chosen | null): CreateDonationBody {
  return {
    name: shownName(form),
    anonymous: form.anonymous,
    amount: centsToWireDollars(amountCentsOf(form.amount)),
    message: shownMessage(form),
    extraInfo: answersFor(promptsOf(chosen), form.extraInfo),
    // The donor's choice as made, even if it has just closed or been hidden: the server then refuses
    // with a reason, rather than the donation quietly going through without its incentive.
    incentiveID: form.incentiveId,
    suggestedOption: form.suggestedOption,
  };
}
