import { formatUsd } from '../src/domain/money';
import { edition } from './edition';
import type { EmailContent } from './ticket-emails';

// The email a donor gets when the option they suggested for a bid war is not accepted
// (docs/product/donations-and-incentives.md, "Suggested options"). It speaks of their own donation only.

export interface SuggestionDeniedInput {
  /** PayPal's order id: what the donor quotes when writing to us. */
  orderRef: string;
  bidWar: string;
  option: string;
  /** What is left of their donation after any refund. */
  amountCents: number;
}

export function suggestionDeniedEmail(input: SuggestionDeniedInput): EmailContent {
  const name = `${edition.product} ${edition.year}`;
  return {
    subject: `Your suggested option for ${name}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for your donation to the ${name} charity livestream. Our moderators did not add the option you suggested, so it will not be shown on stream.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Donation reference', input.orderRef],
          ['Bid war', input.bidWar],
          ['Suggested option', input.option],
          ['Amount', formatUsd(input.amountCents)],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Your donation still counts: it stays in the fundraiser’s total and in the bid war’s total, as money not given to any one option.',
      },
      { kind: 'paragraph', text: `Questions? Write to ${edition.email}.` },
    ],
  };
}
