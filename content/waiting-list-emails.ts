import { formatReceiptTime } from '../src/domain/tickets/receipt';
import { edition } from './edition';
import type { EmailContent } from './ticket-emails';

// The email the first person in line gets when places free up (docs/product/tickets.md, "The waiting
// list"): how many places, the personal link and until when it holds them. Next year's organisers change
// the wording here.

export interface PlacesFreedInput {
  places: number;
  /** /tickets with the hold's secret after '#hold='. */
  holdUrl: string;
  untilMs: number;
}

export function placesFreedEmail(input: PlacesFreedInput): EmailContent {
  const name = `${edition.product} ${edition.year}`;
  const until = `${formatReceiptTime(input.untilMs, edition.timeZone)} (${edition.timeZoneLabel})`;
  const what = input.places === 1 ? 'An in-person place' : `${input.places} in-person places`;
  return {
    subject: `${what} at ${name} ${input.places === 1 ? 'is' : 'are'} held for you`,
    blocks: [
      {
        kind: 'paragraph',
        text: `You are next on the ${name} waiting list, and places have freed up. ${what} ${input.places === 1 ? 'is' : 'are'} held for you: nobody else can buy ${input.places === 1 ? 'it' : 'them'} until the time below.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Places held', String(input.places)],
          ['Held until', until],
        ],
      },
      { kind: 'link', intro: 'Buy your tickets on this page (the link is yours alone):', url: input.holdUrl },
      {
        kind: 'paragraph',
        text: 'If you have not bought them by then, the places pass to the next person in line and your entry leaves the waiting list.',
      },
      { kind: 'paragraph', text: `Questions? Write to ${edition.email}.` },
    ],
  };
}
