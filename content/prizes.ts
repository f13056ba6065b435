// The words of the prizes page, /prizes (docs/product/prizes.md). The prizes themselves are the
// organisers' (added on the dashboard); these are the page's own texts.
export const prizesTexts = {
  heading: 'Prizes',
  intro:
    'Donate during a prize’s window and you are entered in its drawing: your donations in the window add up to its minimum, and each donor has one entry, however much they give. Card donations and bits both count; a refunded donation does not.',
  donateLink: 'Donate now',
  donatePath: '/donate/card',
  loading: 'Loading prizes...',
  failed: 'The prizes could not be loaded. Please try again.',
  retry: 'Try again',
  none: 'There are no prizes yet. Check back during the livestream.',
  openHeading: 'Open now',
  upcomingHeading: 'Coming up',
  closedHeading: 'Past prizes',
  sponsor: 'Given by',
  minimum: 'Donations of at least',
  window: 'Window',
  winners: (count: number) => (count === 1 ? '1 winner' : `${count} winners`),
  drawnHeading: 'Won by',
  claimed: 'claimed',
  notDrawn: 'Not drawn yet.',
  claimHeading: 'Claim your prize',
  claimIntro: 'You were drawn as a winner. Confirm to claim your prize.',
  claimButton: 'Claim my prize',
  claiming: 'Claiming...',
  claimedShipped: (prize: string) =>
    `You claimed “${prize}”. We will write to you at the address you donated with to ask where to send it.`,
  claimedCode: (prize: string) =>
    `You claimed “${prize}”. We will send you its code at the address you donated with.`,
  claimFailed: 'The prize could not be claimed. Please try again.',
} as const;
