import type { Cents } from '../money';

// Limits of a card donation (/donate/card), read by the page, the contracts and the server alike. They
// are product rules rather than an edition's wording, so they sit in the domain beside the ticket limit
// (MAX_TICKETS_PER_ORDER); docs/product/limits.md lists them.
export const donationLimits = {
  /** One donation above this is refused; larger gifts go through the organisers (and the direct link). */
  maxAmountCents: 1_000_000 satisfies Cents,
  /** Display name, message and each answer to an incentive's prompt, in characters. */
  maxNameLength: 60,
  maxMessageLength: 500,
  maxAnswerLength: 200,
  /** An incentive's prompt (info_needed entry); answers are keyed by it. */
  maxPromptLength: 200,
  maxAnswers: 10,
};
