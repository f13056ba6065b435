import { edition } from './edition';

// The words of the buyer's order page, /order/{token} (docs/product/order-page-and-retention.md).

export const orderPageTexts = {
  heading: 'Your order',
  loading: 'Loading your order…',
  notFound:
    'No order is at this address. Check that the whole link from your ticket email was opened, or ask for your ticket emails again.',
  privateNote:
    'This page is yours alone: anyone with its link can see and change your order. Do not share it.',
  receipt: 'Receipt',
  badges: 'Badges',
  badgesIntro: 'At the registration desk, show a badge’s QR code (or say its code) to collect the badge.',
  viewers: 'Livestream viewers',
  viewersIntro:
    'Each address has its own link to the stream. Change an address and its old link stops working; the new address gets its own link by email.',
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
  /** Changes are closed: whom to write to. */
  changesClosed: (closedText: string) =>
    `Changes on this page closed on ${closedText}. To change anything now, write to ${edition.email} with your order reference.`,
  erasureDue: (dueText: string, days: number) =>
    `Your personal data in this order (names, addresses, phone, answers) will be erased on ${dueText}, ${days} days after the event (or your purchase). The receipt's amounts stay for the books. Want it erased sooner? Write to ${edition.email}.`,
  erased: (erasedText: string) =>
    `The personal data of this order was erased on ${erasedText}, as /policy says. Only the receipt's amounts and dates are kept, for the books.`,
};
