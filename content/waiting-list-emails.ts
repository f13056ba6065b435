import { formatReceiptTime } from '../src/domain/tickets/receipt';
import { edition as contentEdition } from './edition';
import type { EmailContent } from './ticket-emails';

// The emails of the waiting list (docs/product/tickets.md, "The waiting list"): the one the first person
// in line gets when places free up (how many places, the personal link and until when it holds them),
// and the one they get when that time ran out unused. Next year's organisers change the wording here;
// the edition's name and time zone come from the current edition (docs/decisions/075-editions-as-data.md).

/** The edition an e-mail names (its list's, its prize's), as the server reads it from the edition. */
export interface EmailEdition {
  /** 'Grid Gathering' */
  name: string;
  year: number;
  timeZone: string;
  /** 'Boston time' */
  timeZoneLabel: string;
}

export interface PlacesFreedInput {
  edition: EmailEdition;
  places: number;
  /** /tickets with the hold's secret after '#hold='. */
  holdUrl: string;
  untilMs: number;
}

const fullName = (edition: EmailEdition) => `${edition.name} ${edition.year}`;
const timeIn = (edition: EmailEdition, ms: number) =>
  `${formatReceiptTime(ms, edition.timeZone)} (${edition.timeZoneLabel})`;
const placesWord = (places: number) => (places === 1 ? 'An in-person place' : `${places} in-person places`);

export function placesFreedEmail(input: PlacesFreedInput): EmailContent {
  const name = fullName(input.edition);
  const until = timeIn(input.edition, input.untilMs);
  const what = placesWord(input.places);
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
      { kind: 'paragraph', text: `Questions? Write to ${contentEdition.email}.` },
    ],
  };
}

export interface HoldLapsedInput {
  edition: EmailEdition;
  places: number;
  /** When the hold ended. */
  untilMs: number;
  /** /tickets, where the list can be joined again. */
  ticketsUrl: string;
}

/** Sent once when a hold ran out unused: the places went on, and the entry left the list. */
export function holdLapsedEmail(input: HoldLapsedInput): EmailContent {
  const name = fullName(input.edition);
  const one = input.places === 1;
  return {
    subject: `The ${one ? 'place' : 'places'} held for you at ${name} ${one ? 'has' : 'have'} passed to the next person`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${placesWord(input.places)} ${one ? 'was' : 'were'} held for you until ${timeIn(input.edition, input.untilMs)} and ${one ? 'was' : 'were'} not bought by then, so ${one ? 'it has' : 'they have'} passed to the next person on the waiting list. Nothing was charged.`,
      },
      {
        kind: 'paragraph',
        text: 'You are no longer on the waiting list. If you still want to come, you can join it again while tickets are on sale; you will be at the end of the line.',
      },
      { kind: 'link', intro: 'Join the waiting list again on the tickets page:', url: input.ticketsUrl },
      { kind: 'paragraph', text: `Questions? Write to ${contentEdition.email}.` },
    ],
  };
}
