import { blankIncentive, type Incentive } from '../src/domain/incentives/incentive';

// The incentives of the 2025 fundraiser stream. They seed the database on the first start of a site
// with an empty incentives table; after that the database is the source (raised amounts grow there).
// Money in cents; expiry in epoch ms (null: open until the organisers close it).
//
// Open incentives expire far ahead on purpose: the site is exercised long after the 2025 stream, and an
// expired incentive cannot be chosen. A real edition sets them to the end of their stream blocks.

const at = (isoUtc: string) => Date.parse(isoUtc);

const option = (parentId: string, key: string, title: string, extra: Partial<Incentive> = {}): Incentive => ({
  ...blankIncentive,
  id: `${parentId}:${key}`,
  type: 'others',
  title,
  ...extra,
});

export const incentiveSeed: Incentive[] = [
  {
    ...blankIncentive,
    id: 'finale-genre',
    type: 'bidwar',
    title: 'Which puzzle genre ends the stream?',
    description: 'The genre with the most money behind it is the last puzzle of the 24 hours.',
    expiresMs: at('2035-04-13T15:00:00Z'),
    minDonationCents: 500,
    // Donors may type a genre of their own; it shows once a moderator approves it.
    acceptsSuggestions: true,
  },
  // The bid war's $5 minimum covers the first option's own $2; the thermo option asks for more.
  option('finale-genre', 'killer', 'Killer sudoku', { minDonationCents: 200 }),
  option('finale-genre', 'thermo', 'Thermometer sudoku', { minDonationCents: 1000 }),
  option('finale-genre', 'nurikabe', 'Nurikabe'),
  option('finale-genre', 'star-battle', 'Star Battle'),
  {
    ...blankIncentive,
    id: 'grid-size',
    type: 'selection',
    title: 'Pick the grid size for the speed round',
    description: 'Every donation chooses; the streamers solve the size chosen most often.',
    expiresMs: at('2035-04-12T22:00:00Z'),
  },
  option('grid-size', '6x6', 'Six by six'),
  option('grid-size', '9x9', 'Classic nine by nine'),
  option('grid-size', '12x12', 'Twelve by twelve'),
  {
    ...blankIncentive,
    id: 'lighthouse',
    type: 'puzzle',
    title: 'A new puzzle solved live',
    name: 'Lighthouse Keeper',
    author: 'Mara Quill',
    description: 'A fresh arrow sudoku written for the fundraiser, solved blind on stream.',
    minDonationCents: 2500,
  },
  {
    ...blankIncentive,
    id: 'blindfold',
    type: 'others',
    title: 'Speed-solve a 16x16 blindfolded',
    description: 'Our host calls out every digit while a teammate fills the grid.',
    goalCents: 200_000,
  },
  {
    ...blankIncentive,
    id: 'hidden-name',
    type: 'others',
    title: 'Your name hidden in a word search',
    description: 'We hide your name in the closing word search; viewers hunt for it live.',
    minDonationCents: 2000,
    infoNeeded: ['Name to put in the puzzle', 'How should we credit you on stream?'],
  },
  {
    ...blankIncentive,
    id: 'shout-out',
    type: 'others',
    title: 'Read your message on stream',
    minDonationCents: 1000,
  },
  {
    ...blankIncentive,
    id: 'opening-puzzle',
    type: 'others',
    title: 'Choose the opening puzzle',
    description: 'Voting closed when the convention opened.',
    expiresMs: at('2025-04-03T15:00:00Z'),
  },
  {
    ...blankIncentive,
    id: 'merch-raffle',
    type: 'others',
    title: 'Merch raffle entry',
    description: 'Withdrawn: the raffle could not be run this year.',
    disabled: true,
  },
  {
    ...blankIncentive,
    id: 'encore',
    type: 'selection',
    title: 'Encore puzzle (announced on stream)',
    hidden: true,
  },
  option('encore', 'classic', 'Classic encore'),
  option('encore', 'variant', 'Variant encore'),
];
