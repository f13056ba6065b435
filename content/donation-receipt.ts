import { formatUsd } from '../src/domain/money';
import { formatReceiptTime } from '../src/domain/tickets/receipt';
import { edition } from './edition';
import type { EmailContent } from './ticket-emails';

// The receipt a donor gets by email for each captured donation (docs/product/donations-and-incentives.md,
// "Receipts"). The charity line says where the money goes; next year's organisers change it here.

/** Where the fundraiser's money goes, as the receipt says it. */
const charityLine = (name: string) => `Your donation supports ${name} and its charity livestream.`;

export interface DonationReceiptInput {
  /** PayPal's order id: what the donor quotes when writing to us. */
  orderRef: string;
  amountCents: number;
  paidMs: number;
  /** The incentive as the donor chose it ('Bid war: genre — Killer sudoku'); null when none. */
  incentive: string | null;
  /** The edition the donation was made in: its name, year and time zone. */
  edition: { name: string; year: number; timeZone: string; timeZoneLabel: string };
}

export function donationReceiptEmail(input: DonationReceiptInput): EmailContent {
  const made = input.edition;
  const name = `${made.name} ${made.year}`;
  return {
    subject: `Your ${name} donation receipt`,
    blocks: [
      { kind: 'paragraph', text: `Thank you for your donation to the ${name} charity livestream.` },
      { kind: 'heading', text: 'Your receipt' },
      {
        kind: 'facts',
        rows: [
          ['Donation reference', input.orderRef],
          ['Paid on', `${formatReceiptTime(input.paidMs, made.timeZone)} (${made.timeZoneLabel})`],
          ['Amount', `${formatUsd(input.amountCents)} (PayPal)`],
          ['Incentive', input.incentive ?? 'none'],
        ],
      },
      { kind: 'paragraph', text: charityLine(made.name) },
      { kind: 'paragraph', text: `Questions? Write to ${edition.email}.` },
    ],
  };
}
