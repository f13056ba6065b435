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
