import { formatUsd } from '../src/domain/money';
import { formatReceiptTime, type TicketReceipt } from '../src/domain/tickets/receipt';
import { edition } from './edition';
import { links } from './links';
import { foodNotice } from './tickets';

// The wording of the two ticket emails (docs/product/tickets.md, "The ticket email"). Each is a list of
// blocks that the server writes out twice: as plain text, and as HTML that shows each badge's QR code.

export interface BadgeLine {
  code: string;
  name: string;
  /** The ticket type as buyers read it: 'Adult'. */
  label: string;
  /** The content id of the badge's QR code image in this message, and the size to show it at. */
  imageCid: string;
  imagePx: number;
}

export type EmailBlock =
  | { kind: 'heading'; text: string }
  /** Line breaks in the text are kept. */
  | { kind: 'paragraph'; text: string }
  | { kind: 'link'; intro: string; url: string }
  | { kind: 'badges'; badges: BadgeLine[] }
  /** Label and value pairs: the receipt. */
  | { kind: 'facts'; rows: [string, string][] };

export interface EmailContent {
  subject: string;
  blocks: EmailBlock[];
}

/** The edition an order was made in, as its e-mails name it (docs/decisions/082-the-public-site-follows-the-current-edition.md). */
export interface MailEdition {
  name: string;
  year: number;
  datesText: string;
  timeZone: string;
  timeZoneLabel: string;
  venue: { name: string; address: string; area: string };
}

export interface ReceiptInput {
  receipt: TicketReceipt;
  /** 'Adult' for 'adult'. */
  labelOf: (type: string) => string;
  /** The order's edition: every ticket e-mail carries its receipt, and names the edition with it. */
  edition: MailEdition;
}

const nameOf = (made: MailEdition) => `${made.name} ${made.year}`;

export function receiptBlocks({ receipt, labelOf, edition: made }: ReceiptInput): EmailBlock[] {
  const rows: [string, string][] = [
    ['Order reference', receipt.orderRef],
    ['Paid on', `${formatReceiptTime(receipt.paidMs, made.timeZone)} (${made.timeZoneLabel})`],
    ...receipt.lines.map((line): [string, string] => [
      `${labelOf(line.type)} ticket${line.count === 1 ? '' : 's'}`,
      `${line.count} × ${formatUsd(line.unitCents)} = ${formatUsd(line.count * line.unitCents)}`,
    ]),
    ['Subtotal', formatUsd(receipt.subtotalCents)],
    receipt.discountCode
      ? [`Discount (${receipt.discountCode})`, `-${formatUsd(receipt.discountCents)}`]
      : ['Discount', 'none'],
    ['Amount paid', `${formatUsd(receipt.paidCents)} (PayPal)`],
    ...(receipt.refundedCents > 0
      ? [['Refunded since', formatUsd(receipt.refundedCents)] as [string, string]]
      : []),
  ];
  return [
    { kind: 'heading', text: 'Your receipt' },
    { kind: 'facts', rows },
  ];
}

/** The buyer's own order page (docs/product/order-page-and-retention.md); the link is private. */
const orderPage = (orderUrl: string): EmailBlock[] => [
  {
    kind: 'link',
    intro: 'Your order page (change names and answers, download your data; keep this link private):',
    url: orderUrl,
  },
];

/** A livestream viewer's page of their own ticket, not of the whole order (docs/decisions/061-viewer-links.md). */
const ticketPage = (orderUrl: string): EmailBlock[] => [
  {
    kind: 'link',
    intro:
      'Your ticket page (change the address your ticket goes to, download your data; keep this link private):',
    url: orderUrl,
  },
];

/** The page of a badge passed to someone: that badge alone (docs/decisions/077-ticket-transfers.md). */
const badgePage = (orderUrl: string): EmailBlock[] => [
  {
    kind: 'link',
    intro: 'Your badge’s page (its QR code, pass it on to someone else; keep this link private):',
    url: orderUrl,
  },
];

const closing = (resendUrl: string): EmailBlock[] => [
  { kind: 'link', intro: 'Need this email again later? Ask for it at', url: resendUrl },
  { kind: 'paragraph', text: `Questions? Write to ${edition.email}.` },
];

export function inPersonTicketEmail(input: {
  badges: BadgeLine[];
  transitUrl: string;
  resendUrl: string;
  orderUrl: string;
  lateRegistrant: boolean;
  receipt: ReceiptInput;
  /** The badge was passed to this address by its buyer or the organisers (docs/decisions/077-ticket-transfers.md). */
  passedOn?: boolean;
}): EmailContent {
  const made = input.receipt.edition;
  const name = nameOf(made);
  return {
    subject: input.passedOn ? `Your ${name} badge` : `Your ${name} tickets`,
    blocks: [
      {
        kind: 'paragraph',
        text: input.passedOn
          ? `A ticket for ${name} was passed on to you: the badge below is yours, with its own code.`
          : `Thank you for registering for ${name}!`,
      },
      {
        kind: 'paragraph',
        text: `When: ${made.datesText}\nWhere: ${made.venue.name}, ${made.venue.address}`,
      },
      { kind: 'heading', text: 'Your badges' },
      {
        kind: 'paragraph',
        text: 'At the registration desk, show a badge’s QR code (or say its code) to collect the badge.',
      },
      { kind: 'badges', badges: input.badges },
      ...(input.passedOn ? badgePage(input.orderUrl) : orderPage(input.orderUrl)),
      ...(input.lateRegistrant ? [{ kind: 'paragraph' as const, text: foodNotice }] : []),
      { kind: 'link', intro: 'Getting there:', url: input.transitUrl },
      { kind: 'link', intro: 'Hotel booking:', url: links.hotelBooking },
      {
        kind: 'paragraph',
        text: 'The hotel room block is full, but you can still get the discounted rate by contacting the hotel sales coordinator.',
      },
      ...receiptBlocks(input.receipt),
      ...closing(input.resendUrl),
      { kind: 'paragraph', text: `See you in ${made.venue.area.split(',')[0]}!` },
    ],
  };
}

export function livestreamTicketEmail(input: {
  link: string;
  scheduleUrl: string;
  resendUrl: string;
  orderUrl: string;
  /** 'order': the address is the buyer's own, and the link opens the whole order; 'ticket': this one. */
  orderScope: 'order' | 'ticket';
  receipt: ReceiptInput;
}): EmailContent {
  const made = input.receipt.edition;
  const name = nameOf(made);
  return {
    subject: `Your ${name} livestream link`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for your livestream ticket for ${name} (${made.datesText}).`,
      },
      { kind: 'link', intro: 'Your personal link to the stream:', url: input.link },
      { kind: 'paragraph', text: 'This link is for you alone; please do not share it.' },
      {
        kind: 'link',
        intro: `What is on when (the schedule, in ${made.timeZoneLabel}):`,
        url: input.scheduleUrl,
      },
      ...(input.orderScope === 'order' ? orderPage(input.orderUrl) : ticketPage(input.orderUrl)),
      ...receiptBlocks(input.receipt),
      ...closing(input.resendUrl),
    ],
  };
}

/** To the buyer of livestream tickets whose own address is none of the viewers': the order's page. */
export function livestreamOrderEmail(input: {
  resendUrl: string;
  orderUrl: string;
  receipt: ReceiptInput;
}): EmailContent {
  const made = input.receipt.edition;
  const name = nameOf(made);
  return {
    subject: `Your ${name} livestream order`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for buying livestream tickets for ${name} (${made.datesText}). Each viewer was sent their own link to the stream, at the address you gave for them.`,
      },
      {
        kind: 'link',
        intro: 'Your order page (change a viewer’s address, download your data; keep this link private):',
        url: input.orderUrl,
      },
      ...receiptBlocks(input.receipt),
      ...closing(input.resendUrl),
    ],
  };
}

/** Who gave a viewer's ticket to another address. */
export type TicketMover = 'buyer' | 'viewer' | 'desk';

const movedBy: Record<TicketMover, string> = {
  buyer: 'by the buyer, on the order’s page',
  viewer: 'from this ticket’s own page, with the link we sent to this address',
  desk: `by the organisers of ${edition.product}`,
};

/**
 * To the old address of a viewer's ticket given to another address (docs/decisions/061-viewer-links.md):
 * what happened and whom to write to, never the new address.
 */
export function livestreamTicketMovedEmail(input: {
  slot: string;
  orderRef: string;
  movedText: string;
  by: TicketMover;
  /** The order's edition. */
  edition: MailEdition;
}): EmailContent {
  return {
    subject: `Your ${nameOf(input.edition)} livestream ticket was moved to another address`,
    blocks: [
      {
        kind: 'paragraph',
        text: `The livestream ticket (${input.slot}) of order ${input.orderRef} that was sent to this address was moved to another address on ${input.movedText}, ${movedBy[input.by]}.`,
      },
      {
        kind: 'paragraph',
        text: 'The stream link and the ticket page link we sent to this address no longer work. The new address was sent links of its own.',
      },
      {
        kind: 'paragraph',
        text: `If this was not meant to happen, write to ${edition.email} with the order reference ${input.orderRef}.`,
      },
    ],
  };
}
