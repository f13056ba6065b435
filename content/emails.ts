import { edition } from './edition';
import { links } from './links';
import { venue } from './venue';

// The wording of the emails buyers receive. Plain text: it reads the same in every mail program.

export interface BadgeLine {
  code: string;
  name: string;
  label: string;
}

export function inPersonTicketEmail(input: {
  badges: BadgeLine[];
  transitUrl: string;
  lateRegistrant: boolean;
}) {
  const badgeLines = input.badges
    .map((badge) => `  ${badge.code}  ${badge.name} (${badge.label})`)
    .join('\n');
  return {
    subject: `Your ${edition.product} ${edition.year} tickets`,
    text: [
      `Thank you for registering for ${edition.product} ${edition.year}!`,
      '',
      `When: ${edition.datesText}`,
      `Where: ${venue.name}, ${venue.address}`,
      '',
      'Your badges (show a code at the registration desk to collect the badge):',
      badgeLines,
      '',
      ...(input.lateRegistrant
        ? ['Please note: food can no longer be guaranteed for tickets bought after March 24.', '']
        : []),
      `Getting there: ${input.transitUrl}`,
      `Hotel booking: ${links.hotelBooking}`,
      'The hotel room block is full, but you can still get the discounted rate by contacting the hotel sales coordinator.',
      '',
      `Questions? Write to ${edition.email}.`,
      `See you in ${venue.area.split(',')[0]}!`,
    ].join('\n'),
  };
}

export function livestreamTicketEmail(input: { link: string }) {
  return {
    subject: `Your ${edition.product} ${edition.year} livestream link`,
    text: [
      `Thank you for your livestream ticket for ${edition.product} ${edition.year} (${edition.datesText}).`,
      '',
      'Your personal link to the stream:',
      input.link,
      '',
      'This link is for you alone; please do not share it.',
      `Questions? Write to ${edition.email}.`,
    ].join('\n'),
  };
}

/**
 * To the buyer, once per refund or reversal. `amount` and `left` are already formatted ('$25.00').
 * A refund in full cancels the purchase: the badges no longer admit anyone and stream links stop.
 */
export function refundEmail(input: {
  purchase: 'tickets' | 'livestream' | 'donation';
  reversal: boolean;
  amount: string;
  /** What still counts as paid after this refund; '$0.00' when refunded in full. */
  left: string;
  full: boolean;
}) {
  const what =
    input.purchase === 'donation'
      ? 'donation'
      : input.purchase === 'livestream'
        ? 'livestream ticket order'
        : 'ticket order';
  const cancelled =
    input.purchase === 'tickets'
      ? 'Your tickets for this order are cancelled: their badge codes no longer admit anyone.'
      : input.purchase === 'livestream'
        ? 'Your livestream tickets for this order are cancelled: their personal links no longer work.'
        : null;
  return {
    subject: input.reversal
      ? `Your ${edition.product} ${edition.year} payment was reversed`
      : `Your ${edition.product} ${edition.year} refund`,
    text: [
      input.reversal
        ? `PayPal reversed ${input.amount} of your payment for your ${what} (${edition.product} ${edition.year}).`
        : `We have refunded ${input.amount} of your ${what} for ${edition.product} ${edition.year}.`,
      'PayPal returns the money to the account or card you paid with; it can take a few days to show.',
      '',
      ...(input.full
        ? [cancelled ?? 'The donation no longer counts toward the fundraiser total.']
        : [`The rest of your payment (${input.left}) still stands, and so does everything it paid for.`]),
      '',
      `Questions? Write to ${edition.email}.`,
    ].join('\n'),
  };
}

/**
 * To a buyer whose payment page said PayPal had not confirmed the payment yet (and that it would follow
 * by email), when PayPal then never took it: declined, refused or expired. Nothing was charged.
 */
export function paymentDidNotGoThroughEmail(input: {
  purchase: 'tickets' | 'livestream' | 'donation';
  /** The page to start again from, e.g. 'https://example.org/tickets'. */
  againUrl: string;
}) {
  const what =
    input.purchase === 'donation'
      ? 'your donation'
      : input.purchase === 'livestream'
        ? 'your livestream tickets'
        : 'your tickets';
  return {
    subject: `Your ${edition.product} ${edition.year} payment did not go through`,
    text: [
      `Your payment for ${what} (${edition.product} ${edition.year}) did not go through, and nothing was charged.`,
      'When you paid, we said PayPal had not confirmed it yet; PayPal has since ended it without taking any money.',
      '',
      `Please ${input.purchase === 'donation' ? 'donate' : 'buy'} again at ${input.againUrl}`,
      '',
      `Questions? Write to ${edition.email}.`,
    ].join('\n'),
  };
}
