import type { InPersonTicketType, LivestreamTicketType } from '../src/domain/tickets/counts';
import { edition } from './edition';

// Ticket prices, notices and terms of the 2025 edition (docs/product/tickets.md). The prices, capacity,
// sales closing time and texts naming the edition seed its row in the database on first start, which the
// server reads from then on (docs/decisions/075-editions-as-data.md).
// Prices are integer cents. Next year's organisers change the values here; the rules that use them
// live in src/domain/tickets/. Discount codes are not here: this file ships in the page, and the codes
// must not (they are seeded from content/discount-codes.ts, which only the server imports).

export const inPersonPrices: Record<InPersonTicketType, number> = {
  adult: 14000,
  child: 1000,
  student: 1000,
  unwaged: 1000,
};

export const livestreamPrices: Record<LivestreamTicketType, number> = {
  adult: 3000,
  student: 1000,
  unwaged: 1000,
};

/**
 * "Tickets bought after March 24" lose the food guarantee. We read that as: paid after the end of
 * March 24 in Boston, i.e. from 2025-03-25T00:00 America/New_York (EDT, UTC-4) = 2025-03-25T04:00:00Z.
 * Epoch seconds, like the edition's other dates.
 */
export const foodCutoff = 1742875200;

export const foodNotice = 'Please note: food can no longer be guaranteed for tickets bought after March 24.';

export interface TicketTypeText {
  label: string;
  /** Age range as printed beside the label, when the type has one. */
  ages?: string;
  description: string;
}

export const inPersonTicketText: Record<InPersonTicketType, TicketTypeText> = {
  adult: {
    label: 'Adult',
    ages: '18+',
    description: `All four days of ${edition.product}, ${edition.datesText}.`,
  },
  child: {
    label: 'Child',
    ages: '12-17',
    description: `All four days of ${edition.product}, ${edition.datesText}.`,
  },
  student: { label: 'Student', description: 'A reduced price for students.' },
  unwaged: { label: 'Unwaged', description: 'A reduced price for anyone without paid work.' },
};

export const livestreamTicketText: Record<LivestreamTicketType, TicketTypeText> = {
  adult: { label: 'Adult', description: 'Your own link to the convention livestream.' },
  student: { label: 'Student', description: 'A reduced price for students.' },
  unwaged: { label: 'Unwaged', description: 'A reduced price for anyone without paid work.' },
};

/** Shown next to the in-person counters (docs/product/tickets.md, "Ticket types and prices"). */
export const ageNotice = 'Children aged 12-15 must be accompanied by a guardian aged 18+.';

// The organisers' age statements overlap (12-15 accompanied above; under 16 accompanied and ages 2 to
// 12 not allowed here); both are given as written (docs/product/tickets.md).
export const inPersonTerms: string[] = [
  'All tickets are final and non-refundable.',
  'Attendees under 16 must be accompanied by a guardian aged 18 or over at all times.',
  'Children aged 2 to 12 are not allowed at the convention.',
  `Photographs and video are taken during the convention and may be published, including on the livestream. If you do not wish to appear in them, tell us at ${edition.email} at least 48 hours before the event.`,
  'Food can no longer be guaranteed for tickets bought after March 24.',
  'Please wear your badge at all times at the convention.',
  'Follow the directions of the organisers and the hotel staff. Anyone who endangers or harasses others may be asked to leave, without a refund.',
];

export const livestreamTerms: string[] = [
  'All tickets are final and non-refundable.',
  'Each ticket gives one personal link to the livestream, sent to the email address entered for it. Please do not share your link.',
  'The livestream schedule is tentative and may change.',
];

// ---- When sales close, and how many can come (docs/product/tickets.md, "When sales close") ----

/**
 * Ticket sales end by themselves at this time (epoch seconds, like the edition's dates); null: they stay
 * open until organisers close them on the dashboard. The demo leaves them open so it can be tried.
 */
export const salesCloseAt: number | null = null;

/**
 * The most in-person tickets sold in all (the venue's limit), counting those being paid right now;
 * null: no limit. The demo sets none.
 */
export const inPersonCapacity: number | null = null;

/** Both ticket pages show this instead of their form, and POST /api/tickets/create answers it (409). */
export const salesClosedText = `Ticket sales for ${edition.product} ${edition.year} are closed.`;

/** The in-person page, and POST /api/tickets/create (409), once every place is sold or being paid. */
export const soldOutText = 'In-person tickets are sold out.';

/** POST /api/tickets/create (409) for an in-person order larger than what is left. */
export const fewPlacesLeftText = (left: number) =>
  `Only ${left} in-person ${left === 1 ? 'ticket is' : 'tickets are'} left. Please choose fewer tickets.`;
