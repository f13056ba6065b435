import { formatUsd } from '../src/domain/money';
import { formatReceiptTime, type TicketReceipt } from '../src/domain/tickets/receipt';
import { edition } from './edition';
import { links } from './links';
import { foodNotice } from './tickets';
import { venue } from './venue';

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

export interface ReceiptInput {
  receipt: TicketReceipt;
  /** 'Adult' for 'adult'. */
  labelOf: (type: string) => string;
}

const name = `${edition.product} ${edition.year}`;

export function receiptBlocks({ receipt, labelOf }: ReceiptInput): EmailBlock[] {
  const rows: [string, string][] = [
    ['Order reference', receipt.orderRef],
    ['Paid on', `${formatReceiptTime(receipt.paidMs, edition.timeZone)} (${edition.timeZoneLabel})`],
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
}): EmailContent {
  return {
    subject: `Your ${name} tickets`,
    blocks: [
      { kind: 'paragraph', text: `Thank you for registering for ${name}!` },
      {
        kind: 'paragraph',
        text: `When: ${edition.datesText}\nWhere: ${venue.name}, ${venue.address}`,
      },
      { kind: 'heading', text: 'Your badges' },
      {
        kind: 'paragraph',
        text: 'At the registration desk, show a badge’s QR code (or say its code) to collect the badge.',
      },
      { kind: 'badges', badges: input.badges },
      ...orderPage(input.orderUrl),
      ...(input.lateRegistrant ? [{ kind: 'paragraph' as const, text: foodNotice }] : []),
      { kind: 'link', intro: 'Getting there:', url: input.transitUrl },
      { kind: 'link', intro: 'Hotel booking:', url: links.hotelBooking },
      {
        kind: 'paragraph',
        text: 'The hotel room block is full, but you can still get the discounted rate by contacting the hotel sales coordinator.',
      },
      ...receiptBlocks(input.receipt),
      ...closing(input.resendUrl),
      { kind: 'paragraph', text: `See you in ${venue.area.split(',')[0]}!` },
    ],
  };
}

export function livestreamTicketEmail(input: {
  link: string;
  scheduleUrl: string;
  resendUrl: string;
  orderUrl: string;
  receipt: ReceiptInput;
}): EmailContent {
  return {
    subject: `Your ${name} livestream link`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for your livestream ticket for ${name} (${edition.datesText}).`,
      },
      { kind: 'link', intro: 'Your personal link to the stream:', url: input.link },
      { kind: 'paragraph', text: 'This link is for you alone; please do not share it.' },
      {
        kind: 'link',
        intro: `What is on when (the schedule, in ${edition.timeZoneLabel}):`,
        url: input.scheduleUrl,
      },
      ...orderPage(input.orderUrl),
      ...receiptBlocks(input.receipt),
      ...closing(input.resendUrl),
    ],
  };
}
