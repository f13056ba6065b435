// The customer service, refund and privacy policy (/policy, docs/product/schedule-and-info.md); change it
// only with the organisers' agreement, and move lastUpdated when you do. The days personal data is kept
// are the server's own PERSONAL_DATA_RETENTION_DAYS, handed to the page with its public configuration.
export const policy = {
  title: 'Customer service, refund and privacy policy',
  customerService: 'All inquiries go to',
  refunds: ['All donations are non-refundable.', 'Rewards cannot be returned or exchanged.'],
  privacy: [
    // The published sentence said "collects no personal data"; since tickets carry names and answers, it
    // keeps its intent and says where the exceptions are listed.
    'This site uses no cookies and collects no personal data beyond what a ticket or a donation needs, listed below.',
    'When you pay, our payment provider may reveal your name, address, phone number and email address to us. We use this information only to collect your payment and to give you your rewards.',
  ],
  keptHeading: 'What we keep, why, and for how long',
  kept: (days: number, email: string) => [
    'For a ticket: the names on the badges, the buyer’s email address and phone number, the answers about dietary restrictions, accommodations, volunteering and the dinner, each livestream viewer’s email address, and the ticket emails we sent. We keep them to print the badges, admit you at the door, cater for you, and send you your tickets and stream links.',
    'For a donation: the name and message you gave and the answers to an incentive’s questions, with the payer’s name and email address from PayPal. We keep them to show your donation on the stream and on /donations (unless you stayed anonymous or it was held back) and to deliver its incentive.',
    `${days} days after the event ends (or after your purchase, if that is later), all of it is erased automatically: names, email addresses, phone numbers, answers and messages. The amounts, dates and PayPal’s references stay, as the books need them; a donor’s name stays only where it was already shown publicly.`,
    `The order page your ticket email links to shows everything we keep about your order, lets you correct it, and downloads it. To have your data erased sooner, or for a copy of a donation’s, write to ${email}.`,
  ],
  lastUpdated: 'October 31, 2023',
  keptAdded: 'November 26, 2026',
};
