import { edition } from './edition';

// The words of the buyer's order page, /order/{token} (docs/product/order-page-and-retention.md).

export const orderPageTexts = {
  heading: 'Your order',
  /** The page of one livestream viewer's own ticket (docs/decisions/061-viewer-links.md). */
  ticketHeading: 'Your livestream ticket',
  loading: 'Loading your order…',
  notFound:
    'No order is at this address. Check that the whole link from your ticket email was opened, or ask for your ticket emails again.',
  privateNote:
    'This page is yours alone: anyone with its link can see and change your order. Do not share it.',
  receipt: 'Receipt',
  badges: 'Badges',
  badgesIntro: 'At the registration desk, show a badge’s QR code (or say its code) to collect the badge.',
  /** Over a single badge (a holder's own page, or an order of one). */
  badge: 'Badge',
  badgeIntro: 'At the registration desk, show this QR code (or say the code) to collect your badge.',
  ticketPrivateNote:
    'This page is yours alone: anyone with its link can see your ticket and give it to another address. Do not share it.',
  viewers: 'Livestream viewers',
  viewersIntro:
    'Each address has its own link to the stream. Change an address and its old link stops working; the new address gets its own link by email.',
  ticketIntro:
    'Your ticket has its own link to the stream. Change the address and the old link stops working; the new address gets its own link by email.',
  answers: 'Your answers',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Saved. The organisers’ badge list and the door see the change now.',
  nothingChanged: 'Nothing was changed.',
  emailsHeading: 'Your emails',
  emailsButton: 'Send my emails again',
  emailsSending: 'Sending…',
  emailsAnswer: 'Your ticket emails are on the way again, each to the address it went to the first time.',
  dataHeading: 'Your data',
  download: 'Download everything we keep about this order (JSON)',
  history: 'Changes made on this page',
  /** Changes are open. */
  changesOpen: (closesText: string) => `You can change names and answers here until ${closesText}.`,
  /** Changes are open, on the page of one viewer's ticket. */
  ticketChangesOpen: (closesText: string) =>
    `You can give this ticket to another address here until ${closesText}.`,
  /** Changes are closed: whom to write to. */
  changesClosed: (closedText: string) =>
    `Changes on this page closed on ${closedText}. To change anything now, write to ${edition.email} with your order reference.`,
  erasureDue: (dueText: string, days: number) =>
    `Your personal data in this order (names, addresses, phone, answers) will be erased on ${dueText}, ${days} days after the event (or your purchase). The receipt's amounts stay for the books. Want it erased sooner? Write to ${edition.email}.`,
  /** The link of a viewer's ticket that was given to another address: what happened, whom to write to. */
  moved: (movedText: string, reference: string) =>
    `This livestream ticket was moved to another address on ${movedText}. Its stream link and this page’s link no longer work; the new address was sent links of its own. If this was not meant to happen, write to ${edition.email} with the order reference ${reference}.`,
  /** The link of a ticket that changed hands (a viewer's, or a badge's holder's): the sentence says which. */
  movedHeading: 'Your ticket',
  /** The page a badge's new holder opens from their own email (docs/decisions/077-ticket-transfers.md). */
  badgeHeading: 'Your badge',
  badgePrivateNote:
    'This page is yours alone: anyone with its link can see your badge and pass it on. Do not share it.',
  badgeChangesOpen: (closesText: string) =>
    `You can pass this badge on to another person here until ${closesText}.`,
  /** The link of a badge's holder once the badge was passed on again. */
  badgeMoved: (movedText: string, reference: string) =>
    `This badge was passed to another person on ${movedText}. Its old code no longer admits anyone and this page’s link no longer works; the new holder was sent a ticket email of their own. If this was not meant to happen, write to ${edition.email} with the order reference ${reference}.`,
  /** A holder's link tried to change the order's names and answers: they are the buyer's. */
  badgeOnlyChanges: (reference: string) =>
    `This link opens one badge: you can pass it on to someone else here. To change anything else, write to ${edition.email} with the order reference ${reference}.`,
  transferHeading: 'Pass a ticket to someone else',
  transferIntro:
    'The person you name gets their own ticket email, with their own link; a badge gets a new code and QR code, and its old code stops working at the door at once. The payment stays with this order: a refund still goes back to the buyer’s payment.',
  transferTicket: 'Ticket',
  transferButton: 'Pass it on',
  transferring: 'Passing it on…',
  transferred: (name: string) =>
    `Passed on to ${name}. They were sent their own ticket email; the old code or link no longer works.`,
  passedOn: 'Passed on',
  passedOnLine: (slot: string, name: string, email: string) => `${slot}: ${name} (${email})`,
  erased: (erasedText: string) =>
    `The personal data of this order was erased on ${erasedText}, as /policy says. Only the receipt's amounts and dates are kept, for the books.`,
};
