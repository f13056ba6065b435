// Texts of the donation-information screens (/donate and /donate/bits).
export const donateInfo = {
  intro:
    'Every donation supports the convention and the charity livestream. There are two ways to give: donate directly, or subscribe to our channel and cheer with bits.',
  /** /donate's link to the public list, so donors find it (docs/product/donations-and-incentives.md). */
  seeDonations: 'See recent donations and the incentives they backed',
  /** /donate's link to /prizes, beside the donations (docs/product/prizes.md, "The prizes page"). */
  seePrizes: 'Prizes donors can win, and who won them',
  /** The smallest cheer that marks a cell on stream (docs/product/donations-and-incentives.md, "Bits"). */
  markCellMinimumBits: 50,
  /** The grid of the puzzle solved on stream: !markcell takes rows and columns from 1 to this. */
  markCellGridSize: 9,
  /** How long a marked cell glows on the /markcell overlay, with the cheerer's name beside it. */
  markCellGlowSeconds: 15,
  /** The chat command shown as the example; the demo grid lights up the cell it names. */
  exampleCommand: 'Cheer50 !markcell r5c5',
};
