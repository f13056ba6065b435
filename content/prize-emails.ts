import { formatReceiptTime } from '../src/domain/tickets/receipt';
import { edition } from './edition';
import type { EmailContent } from './ticket-emails';
import type { EmailEdition } from './waiting-list-emails';

// The email a prize winner gets when drawn (docs/product/prizes.md, "Winning and claiming"): which prize,
// the claim link and its deadline. Next year's organisers change the wording here.

export interface PrizeWonInput {
  /** The edition whose livestream the prize is of: the current one when it is drawn. */
  edition: EmailEdition;
  prize: string;
  sponsor: string;
  /** 'shipped': we ask for a postal address after the claim; 'code': the code comes by email. */
  delivery: 'shipped' | 'code';
  claimUrl: string;
  claimDeadlineMs: number;
}

export function prizeWonEmail(input: PrizeWonInput): EmailContent {
  const shown = input.edition;
  const name = `${shown.name} ${shown.year}`;
  const deadline = `${formatReceiptTime(input.claimDeadlineMs, shown.timeZone)} (${shown.timeZoneLabel})`;
  const after =
    input.delivery === 'shipped'
      ? 'Once you have claimed it, we write to you at this address to ask where to send it.'
      : 'Once you have claimed it, we send you its code at this address.';
  return {
    subject: `You won a prize in the ${name} charity livestream`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for donating to the ${name} charity livestream: your donation was drawn for a prize.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Prize', input.prize],
          ...(input.sponsor ? ([['Given by', input.sponsor]] as [string, string][]) : []),
          ['Claim it by', deadline],
        ],
      },
      { kind: 'link', intro: 'Claim your prize on this page:', url: input.claimUrl },
      {
        kind: 'paragraph',
        text: `${after} If you do not claim it by then, the prize is drawn again for another donor.`,
      },
      { kind: 'paragraph', text: `Questions? Write to ${edition.email}.` },
    ],
  };
}
