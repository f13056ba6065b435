import { edition } from './edition';
import { links } from './links';
import { venue } from './venue';

/** What a ticket page's heading and intro name of the edition it shows (the current one, or a preview). */
interface ShownEdition {
  name: string;
  year: number;
  datesText: string;
  venue: { name: string; area: string };
}

// The words of the two ticket pages (docs/product/tickets.md). Prices, codes, notices and terms are in
// content/tickets.ts. Fixed texts keep their published spelling ('occured', 'Accomodations').

/** Shared by both pages (and the donation page): docs/product/tickets.md, "The purchase flow". */
export const ticketFlowTexts = {
  errorsIntro: 'Please resolve the following errors before continuing:',
  checkoutButton: 'Checkout',
  /** An organiser's `?edition=` preview of another edition's ticket page (docs/product/organisers.md). */
  previewRefused: (year: number) =>
    `This is a preview of the ${year} prices: nothing can be bought here until the ${year} edition is made current.`,
  termsHeading: 'Terms and conditions',
  agree: 'I agree to the terms and conditions.',
  checkoutHeading: 'Checkout',
  checkoutIntro: 'Choose how to pay. Your order is recorded once the payment goes through.',
  /** Above the total on Checkout: what the order carries, for a last look before paying. */
  reviewHeading: 'Check your order',
  reviewNote: 'Something to change? Go back to the form: everything you typed is kept.',
  reviewChange: 'Change details',
  goBack: 'Go Back',
  waiting: 'Waiting for server...',
  /** Under 'Waiting for server...' while a lost or unclear capture answer is asked for again. */
  confirming:
    'Still confirming your payment with PayPal. Please keep this page open; there is no need to pay again.',
  /** Beside the payment buttons after PayPal declined the payer's card or account. */
  declinedNote: 'Your payment method was declined. Please choose another way to pay.',
  /** When PayPal holds the payment as pending (an eCheck, a payment review): never an invitation to pay again. */
  pendingHeading: 'Your payment is being processed',
  pendingIntro:
    'PayPal has your payment but has not completed it yet. This can take a few days, for example for an eCheck or a payment review.',
  pendingNoRepeat: 'There is no need to pay again.',
  errorHeading: 'Something went wrong',
  errorPrefix: 'An error occured: ',
  /** On the error screen: back to checkout with everything as it was (and 'Go Back' to the form). */
  tryAgain: 'Try again',
  /** Under a ticket counter while what is typed is not a whole number (docs/product/tickets.md, "Counters"). */
  counterIgnored: (count: number) => `Not a whole number: the count stays at ${count}.`,
  unknownError: 'Unknown error.',
  approvedHeading: 'Thank you!',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
};

/**
 * Under "Ticket sales … are closed." on both ticket pages (docs/product/tickets.md, "When sales close"):
 * whom to write to, and what a visitor can still do.
 */
export const salesClosedPageTexts = {
  stillOpenHeading: 'Still open',
  donateIntro: `Support ${edition.product} and its charity livestream:`,
  donateLink: 'make a donation',
  contactIntro: 'Questions about tickets, or a ticket you already have? Write to',
  contactEmail: edition.email,
};

export const inPersonPageTexts = {
  /** Of the edition the page shows (docs/product/site-and-pages.md, "The edition a page shows"). */
  heading: (shown: ShownEdition) => `In-person tickets for ${shown.name} ${shown.year}`,
  intro: (shown: ShownEdition) =>
    `${shown.name} runs ${shown.datesText} at the ${shown.venue.name}, ${shown.venue.area}. Each ticket covers all four days.`,
  livestreamLinkIntro: 'Cannot make it in person?',
  livestreamLink: 'Buy a livestream ticket instead.',
  ticketsHeading: 'Tickets',
  detailsHeading: 'Your details',
  badgeName: 'Name on Badge',
  badgeNamesHint: 'One name per ticket, as it should be printed on the badge.',
  phone: 'Phone number',
  phoneCountry: 'Phone country',
  phoneCheckUnavailable:
    'The phone number check could not load. Check your connection and press Checkout again.',
  email: 'Email',
  emailHint: 'Your ticket will be sent here.',
  dietaryQuestion: 'Do you have any dietary restrictions?',
  dietaryDetails: 'Dietary Restrictions',
  accomodationsQuestion: 'Do you need any accommodations?',
  accomodationsDetails: 'Accomodations',
  yes: 'Yes',
  no: 'No',
  volunteer: 'I would like to volunteer during the convention.',
  dinner: 'I would like to join the convention dinner.',
  /** The Checkout review's words for the two boxes and the code. */
  reviewVolunteer: 'Volunteering',
  reviewDinner: 'Convention dinner',
  reviewDiscount: 'Discount code',
  paymentHeading: 'Payment',
  discountCode: 'Discount code (optional)',
  discountUnrecognised: 'This code is not recognised; no discount is applied.',
  discountChecking: 'Checking the code…',
  approved: [
    'Your attendance has been recorded. Your ticket will arrive by email shortly.',
    `We look forward to seeing you at ${edition.product}!`,
  ],
  pending: 'Your tickets will arrive by email when PayPal completes it.',
  transitLinkIntro: 'Planning your trip?',
  transitLink: 'Read the transit guide',
  hotelLinkIntro: 'Staying over?',
  hotelLink: `Book a room at the ${venue.name}`,
  hotelBlockNote:
    'The hotel room block is now full, but you can still get the discounted convention rate by contacting the hotel sales coordinator.',
  backupIntro: 'If the problem persists, you can register through our',
  backupLink: 'backup registration platform',
  hotelBooking: links.hotelBooking,
  backupRegistration: links.backupRegistration,
};

export const livestreamPageTexts = {
  heading: (shown: ShownEdition) => `Livestream tickets for ${shown.name} ${shown.year}`,
  intro: (shown: ShownEdition) =>
    `Watch ${shown.name}, ${shown.datesText}, from wherever you are. Each ticket gives one personal link to the livestream, sent by email.`,
  ticketsHeading: 'Tickets',
  emailsHeading: 'Where to send the links',
  email: 'Email',
  emailsHint: 'One email address per ticket: each address gets its own link.',
  paymentHeading: 'Payment',
  approved: ['Your purchase is complete. A link to the stream will arrive shortly by email.'],
  pending: 'Your link to the stream will arrive by email when PayPal completes it.',
  closedHolders: 'Already have a ticket? The link in your email still works.',
};
