// The customer service, refund and privacy policy (/policy, docs/product/schedule-and-info.md); change it
// only with the organisers' agreement, and move lastUpdated when you do.
export const policy = {
  title: 'Customer service, refund and privacy policy',
  customerService: 'All inquiries go to',
  refunds: ['All donations are non-refundable.', 'Rewards cannot be returned or exchanged.'],
  privacy: [
    'This site uses no cookies and collects no personal data.',
    'When you pay, our payment provider may reveal your name, address, phone number and email address to us. We use this information only to collect your payment and to give you your rewards.',
  ],
  lastUpdated: 'October 31, 2023',
};
