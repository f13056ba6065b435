import { links } from './links';

// The words of the card donation page, /donate/card (docs/product/donations-and-incentives.md). Fixed texts
// keep their published spelling ('occured'). The flow's shared words ('Go Back', 'Waiting for server...', 'An
// error occured: ', 'Unknown error.', the pending screen and the declined note) come from
// content/ticket-pages.ts, which both flows use.
export const donateCardTexts = {
  heading: 'Donate by card',
  intro:
    'Your donation supports the convention and the charity livestream. Add a message for the stream and, if you like, put it towards an incentive.',
  incentivesHeading: 'Incentives',
  incentivesHint:
    'Optional. Bid wars and selections open to show their options. Some incentives need a minimum donation.',
  noIncentive: 'No incentive',
  loadingIncentives: 'Loading incentives...',
  incentivesFailed: 'The incentives could not be loaded.',
  retry: 'Try again',
  noIncentivesYet: 'There are no incentives open right now. You can still donate.',
  formHeading: 'Your donation',
  name: 'Display name',
  nameHint: 'Shown on stream with your donation. Leave it empty to appear as Anonymous.',
  anonymousChoice: 'Donate anonymously',
  anonymousHint: 'Your name is not shown on stream or anywhere else; the donation shows as Anonymous.',
  amount: 'Amount (USD)',
  message: 'Message',
  messageHint: 'Optional; may be read out on stream.',
  extraInfoHeading: 'Additional info',
  extraInfoHint: 'The incentive you chose needs these answers. They are only seen by the organisers.',
  bitsHintBefore: 'For donations under $1, card fees take a large share. Consider',
  bitsHintLink: 'donating with bits',
  bitsHintAfter: 'instead.',
  prizesHint: 'This donation enters the prize drawing for:',
  prizesLink: 'About the prizes',
  prizesPath: '/prizes',
  checkoutButton: 'Checkout',
  checkoutBlocked: 'To continue:',
  checkoutHeading: 'Checkout',
  checkoutIntro: 'Please check your donation, then choose how to pay.',
  summaryName: 'Display name',
  summaryAmount: 'Amount',
  summaryMessage: 'Message',
  summaryIncentive: 'Incentive',
  anonymous: 'Anonymous',
  none: 'None',
  approved: 'Your donation has been received! Please allow some time for it to appear on stream.',
  /** The thank-you of a donation whose name and message screening holds (docs/product/screening.md). */
  approvedHeld:
    'Your donation has been received and already counts towards the total. Names and messages are read by a moderator before they are shown: until then yours is listed without them.',
  /** The thank-you's next step. */
  seeDonations: 'See recent donations',
  pending: 'Your donation will appear on stream when PayPal completes it.',
  persists: 'If the problem persists, try donating directly.',
  directLinkLabel: 'Donate directly on our donation page',
  fallbackIntro: 'Trouble with this form?',
  directDonation: links.directDonation,
  bitsPath: '/donate/bits',
  // Row cues that do not rely on colour alone.
  minimum: 'Minimum',
  belowMinimum: 'Needs a larger donation',
  ends: 'Ends',
  raisedOf: 'raised of',
  raised: 'raised',
  moreInfo: 'More info',
  showOptions: 'Show options',
  hideOptions: 'Hide options',
};
