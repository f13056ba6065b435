import { MAX_WAITING_LIST_PLACES } from '../src/domain/tickets/waiting-list';
import { edition } from './edition';

// The waiting list's words on /tickets and in the server's answers (docs/product/tickets.md, "The
// waiting list"). Next year's organisers change the wording here.

export const waitingListTexts = {
  heading: 'Join the waiting list',
  intro:
    'When places free up (a refund, an order left unpaid), the first person in line whose places fit gets an email with a personal link that keeps those places for them for a while.',
  email: 'Email',
  emailHint: 'The link to buy comes here.',
  places: 'How many places',
  placesHint: `From 1 to ${MAX_WAITING_LIST_PLACES}. Joining again with the same address changes the number and keeps your place in line.`,
  submit: 'Join the waiting list',
  sending: 'Joining…',
  failed: 'Could not join the waiting list. Please try again.',
  /** The server's answer, the same whether the address was on the list before or not. */
  joined: (places: number) =>
    `You are on the waiting list for ${places} ${places === 1 ? 'place' : 'places'}. We will email you when ${places === 1 ? 'it frees' : 'they free'} up; nothing is charged until you buy.`,
  /** /tickets opened from the emailed link. */
  holdHeading: 'Places held for you',
  held: (places: number, until: string) =>
    `${places} in-person ${places === 1 ? 'place is' : 'places are'} held for you until ${until} (${edition.timeZoneLabel}). Nobody else can buy ${places === 1 ? 'it' : 'them'} meanwhile.`,
  holdChecking: 'Checking the places held for you…',
} as const;

/** POST /api/tickets/waiting-list when there is no capacity, so nobody needs to wait (409). */
export const noWaitingListText =
  'In-person tickets are not limited, so there is no waiting list: you can buy them now.';

/** An emailed link whose hold ended or was used (410), on /tickets and from POST /api/tickets/create. */
export const holdEndedText =
  'The places this link held are no longer held: the time to buy them ended, or they were bought. You can join the waiting list again.';
