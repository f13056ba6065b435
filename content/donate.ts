// Texts of the donation-information screens (/donate and /donate/bits).
export const donateInfo = {
  intro:
    'Every donation supports the convention and the charity livestream. There are two ways to give: donate directly, or subscribe to our channel and cheer with bits.',
  /** The smallest cheer that marks a cell on stream (docs/product/donations-and-incentives.md, "Bits"). */
  markCellMinimumBits: 50,
  /** The chat command shown as the example; the demo grid lights up the cell it names. */
  exampleCommand: 'Cheer50 !markcell r5c5',
};
