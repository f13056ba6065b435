// When a donation may go to checkout (docs/product/donations-and-incentives.md, "Checkout rules"), and the
// summary's wording. The page enables Checkout only when donationCheckoutErrors is empty; the server refuses
// the same.
import { cleanDisplayMessage, cleanDisplayName } from '../display-text';
import { type FormProblem, isTooLong, messagesOf, tooLongMessage } from '../form-problems';
import { type Cents, formatUsd } from '../money';
import { isNameTooLong } from '../name-length';
import { donationLimits } from './donation-limits';
import { type Incentive, isCategory } from './incentive';
import { isExpired, largerMinimum } from './incentive-tree';
import { suggestionProblem } from './suggested-option';

/** Shown for a donation whose display name was left empty (in every public answer and event). */
const anonymousName = 'Anonymous';

export function publicDonorName(name: string): string {
  return name.trim() === '' ? anonymousName : name;
}

type MinimumAndPrompts = Pick<Incentive, 'minDonationCents' | 'infoNeeded'>;

/**
 * The minimum that applies to a donation choosing `incentive`: its own, or its parent's when larger.
 */
function effectiveMinDonation(
  incentive: Pick<Incentive, 'minDonationCents'>,
  parent?: Pick<Incentive, 'minDonationCents'> | null,
): Cents | null {
  return largerMinimum(incentive.minDonationCents, parent?.minDonationCents ?? null);
}

/** The prompts the donor must answer: the parent's first, then the option's own. */
export function promptsFor(incentive: MinimumAndPrompts, parent?: MinimumAndPrompts | null): string[] {
  return [...new Set([...(parent?.infoNeeded ?? []), ...incentive.infoNeeded])];
}

/**
 * Prompt names that would find something inherited from Object.prototype in a plain object, so an
 * incentive may not use them as prompts (the edit schema refuses them, and answers are read as own
 * properties anyway).
 */
export function isReservedPromptName(prompt: string): boolean {
  return prompt in Object.prototype || prompt === '__proto__';
}

/** The donor's answer to one prompt: an own property only, so 'toString' never finds a function. */
function answerTo(extraInfo: Record<string, unknown>, prompt: string): string {
  const answer = Object.hasOwn(extraInfo, prompt) ? extraInfo[prompt] : undefined;
  return typeof answer === 'string' ? answer.trim() : '';
}

/** Only the answers to the chosen incentive's prompts, trimmed; answers left over from another choice go. */
export function answersFor(
  prompts: readonly string[],
  extraInfo: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(prompts.map((prompt) => [prompt, answerTo(extraInfo, prompt)]));
}

export interface DonationCheck {
  amountCents: Cents;
  /**
   * The display name and message as typed. Their length is checked as they will be stored, cleaned
   * (display-text.ts), so the page and the server, which is sent them cleaned, judge the same text.
   */
  name?: string;
  message?: string;
  /** The chosen incentive (a tree node, or a stored incentive with its parent); null for none. */
  incentive: MinimumAndPrompts | null;
  parent?: MinimumAndPrompts | null;
  /** Prompt -> answer. */
  extraInfo: Record<string, string>;
  /** The option the donor suggests for the chosen bid war, as typed; null or absent when none. */
  suggestedOption?: string | null;
  /** The largest single donation the site takes (donation-limits.ts). */
  maxAmountCents: Cents;
}

/** The field a problem is about; an answer is 'answers.0', 'answers.1', ... in the order of the prompts. */
export type DonationField = 'amount' | 'name' | 'message' | 'suggestion' | `answers.${number}`;

/** The donation form's fields as the messages name them (the page labels them the same way). */
const donationFieldNames = { name: 'Display name', message: 'Message' } as const;

/**
 * Why this donation cannot go to checkout yet, each with the field it is about, in the order of the form;
 * empty when it can.
 */
export function donationCheckoutProblems({
  amountCents,
  name = '',
  message = '',
  incentive,
  parent,
  extraInfo,
  maxAmountCents,
  suggestedOption = null,
}: DonationCheck): FormProblem<DonationField>[] {
  const problems: FormProblem<DonationField>[] = [];
  const amount = (text: string) => problems.push({ field: 'amount', message: text });
  if (!(amountCents > 0)) amount('Enter an amount greater than $0.00.');
  if (amountCents > maxAmountCents)
    amount(`A single donation can be at most ${formatUsd(maxAmountCents)}; for more, please contact us.`);
  const minimum = incentive ? effectiveMinDonation(incentive, parent) : null;
  if (minimum !== null && amountCents < minimum)
    amount(`The chosen incentive needs a donation of at least ${formatUsd(minimum)}.`);
  if (isNameTooLong(cleanDisplayName(name), donationLimits.maxNameLength)) {
    const text = tooLongMessage(donationFieldNames.name, donationLimits.maxNameLength);
    problems.push({ field: 'name', message: text });
  }
  if (isTooLong(cleanDisplayMessage(message), donationLimits.maxMessageLength)) {
    const text = tooLongMessage(donationFieldNames.message, donationLimits.maxMessageLength);
    problems.push({ field: 'message', message: text });
  }
  const suggestion = suggestedOption === null ? null : suggestionProblem(suggestedOption);
  if (suggestion !== null) problems.push({ field: 'suggestion', message: suggestion });
  if (incentive) {
    promptsFor(incentive, parent).forEach((prompt, i) => {
      const answer = answerTo(extraInfo, prompt);
      if (answer === '') problems.push({ field: `answers.${i}`, message: `Please answer: ${prompt}` });
      else if (isTooLong(answer, donationLimits.maxAnswerLength)) {
        const text = tooLongMessage(`The answer to "${prompt}"`, donationLimits.maxAnswerLength);
        problems.push({ field: `answers.${i}`, message: text });
      }
    });
  }
  return problems;
}

/** The sentences of donationCheckoutProblems alone: the server's answer. */
export function donationCheckoutErrors(check: DonationCheck): string[] {
  return messagesOf(donationCheckoutProblems(check));
}

/** For amounts above 0 and below 1 the page suggests bits, which cost no card fees ("The donation form"). */
export function suggestBits(amountCents: Cents): boolean {
  return amountCents > 0 && amountCents < 100;
}

type Choosable = Pick<Incentive, 'disabled' | 'hidden' | 'expiresMs' | 'title'>;
type Suggestable = Choosable & Pick<Incentive, 'type' | 'acceptsSuggestions'>;

/** Hidden incentives are not announced yet: the refusal does not tell them apart from unknown ids. */
export const unavailableIncentive = 'The chosen incentive is not available. Please choose another one.';

/** Why a donor may not choose this incentive now (the server's check), or null when they may. */
export function whyNotChoosable(
  incentive: Suggestable,
  parent: Choosable | null,
  nowMs: number,
  /** The donor suggests a new option of `incentive` (docs/decisions/074-suggested-options.md). */
  suggesting = false,
): string | null {
  const chain = parent ? [parent, incentive] : [incentive];
  if (chain.some((one) => one.disabled || one.hidden)) return unavailableIncentive;
  const closed = chain.find((one) => isExpired(one, nowMs));
  if (closed) return `"${closed.title}" has closed. Please choose another incentive.`;
  if (suggesting) {
    const takes = incentive.type === 'bidwar' && parent === null && incentive.acceptsSuggestions;
    return takes
      ? null
      : `"${incentive.title}" takes no suggested options. Please choose one of its options.`;
  }
  // A bid war or selection is a group: the donor chooses one of its options, not the group itself.
  if (isCategory(incentive)) return `Please choose one of the options of "${incentive.title}".`;
  return null;
}

/** The chosen incentive in the checkout summary: 'Name by Author', 'Bidding for Option', or the title. */
export function describeChosenIncentive(
  incentive: Pick<Incentive, 'type' | 'title' | 'name' | 'author'>,
  parent?: Pick<Incentive, 'type'> | null,
): string {
  if (incentive.type === 'puzzle' && incentive.name.trim() !== '') {
    return incentive.author.trim() !== '' ? `${incentive.name} by ${incentive.author}` : incentive.name;
  }
  if (parent?.type === 'bidwar') return `Bidding for ${incentive.title}`;
  return incentive.title;
}
