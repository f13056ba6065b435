import type { CreditGroup, PastSponsor, Video } from '../src/domain/info-content';

// The 2023 charity fundraiser (/stream2023). Demo data: the video addresses, sponsors and names are
// invented placeholders for the real highlights of the edition.

const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export const stream2023 = {
  title: '2023 fundraiser highlights',
  intro:
    'In November 2023 solvers, setters and streamers spent a weekend solving puzzles live for charity. Here are the best moments, the free puzzle book we made for it, and the people who made it happen.',
  puzzleBook: {
    title: 'The free 2023 puzzle book',
    text: 'Over 100 puzzles written for the fundraiser: classic sudoku, killer, thermometer and arrow variants, and a few pencil puzzles, from gentle to fiendish. Free to download and print.',
    linkLabel: 'Download the 2023 puzzle book (PDF)',
  },
};

export const videos2023: Video[] = [
  { title: 'Opening ceremony and the first grid of the weekend', href: watch('WB4BvSVqqCq') },
  { title: 'Ten classic sudokus in one hour', href: watch('9N4dXWHNoZM') },
  { title: 'Killer sudoku masterclass: cages that add up', href: watch('zCwBEZzwbMx') },
  { title: 'The thermometer puzzle that stumped the chat', href: watch('RIsRb7HRlhS') },
  { title: 'Setter interview: how a puzzle is born', href: watch('fTT7ZmK-_3F') },
  { title: 'Slitherlink for beginners', href: watch('kpObrbe_hhO') },
  { title: 'Relay race: four streamers, one giant grid', href: watch('sKQpqTVZA9s') },
  { title: 'Arrow sudoku speed battle', href: watch('OtfWmM04cvN') },
  { title: 'Viewer-made puzzle showcase', href: watch('HgJunxC0UYy') },
  { title: 'Nurikabe at midnight', href: watch('oyXgIMngRlW') },
  { title: 'The donation-goal puzzle: solved blindfolded (almost)', href: watch('bBVLqXnFpy3') },
  { title: 'German whispers, explained slowly', href: watch('PdYsd3zZL3T') },
  { title: 'Chat sets the rules: a puzzle made live', href: watch('hWfzuURX_nC') },
  { title: 'Kropki dots: black, white and everything between', href: watch('Ml22BEnLIP-') },
  { title: 'Bid war winner: the jigsaw sudoku', href: watch('hX5cdKGF096') },
  { title: 'Breakfast puzzles with the tech team', href: watch('t4rfBzMJd1t') },
  { title: 'Star Battle showdown', href: watch('Gau6UXV9BEu') },
  { title: 'The hardest puzzle in the book', href: watch('wBDuc3oQ61Q') },
  { title: 'Fog of war sudoku: revealing the grid', href: watch('pD-NJt4F5IN') },
  { title: 'Final hour: the last incentives', href: watch('7WZbKHIHoUF') },
  { title: 'Closing words and the grand total', href: watch('tHHCnXaFpTw') },
];

export const sponsors2023: PastSponsor[] = [
  {
    label: 'Nine Square Puzzles',
    href: 'https://ninesquare.example/',
    note: 'Printed copies of the puzzle book',
  },
  { label: 'Lattice Labs', href: 'https://latticelabs.example/', note: 'Matched the first $1,000 raised' },
  {
    label: 'Pencil & Grid Co.',
    href: 'https://pencilgrid.example/',
    note: 'Prizes for the viewer competition',
  },
];

export const credits2023: CreditGroup[] = [
  { title: 'Tech', names: ['Morgan Tabbert', 'Quill Ashworth', 'Nadia Brennecke'] },
  {
    title: 'Streamers',
    names: [
      'Priya Lindqvist-Rao',
      'Teodor Vantreight',
      'Ayla Brightwater',
      'Corin Maddox',
      'Beatrix Youngblood',
    ],
  },
  {
    title: 'Content contributors',
    names: [
      'Marisol Quenby',
      'Oskar Fennimore',
      'Hollis Okonkwo-Reyes',
      'Wren Takahara',
      'Elio Dunsmore',
      'Greta Halvorsen',
      'Tobiah Marchbanks',
    ],
  },
];
