import type { Cents } from '../src/domain/money';

// Limits of the card donation form (/donate/card). The page and the server read the same values.
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
