// What a link to a page shows before anyone opens it: search results and the preview cards of Discord,
// Bluesky, X, Slack and messengers read these from the HTML the server sends (docs/product/site-and-pages.md,
// "Link previews"). Next year's organisers change the sentences; the card image is made by
// `node scripts/make-preview-card.mjs` from content/images/banner.svg.

/** Shown for any page without a sentence of its own. */
export const siteDescription =
  'Grid Gathering: the sudoku and pencil-puzzle convention near Boston, April 3-6, 2025, with a charity livestream.';

/** Per page path, one or two sentences in the site's voice. */
export const pageDescriptions: Record<string, string> = {
  '/': siteDescription,
  '/about': 'Who runs Grid Gathering, the yearly sudoku and pencil-puzzle convention near Boston, and why.',
  '/tickets':
    'In-person tickets for Grid Gathering 2025, April 3-6 near Boston: adult, child, student and unwaged badges.',
  '/livestream-tickets':
    'Watch Grid Gathering 2025 from anywhere: livestream tickets with a private stream link.',
  '/donate': 'Support the Grid Gathering charity livestream: donate by card or cheer with bits.',
  '/donate/card':
    'Donate to the Grid Gathering charity livestream and choose an incentive: name a puzzle, vote a bid war.',
  '/donate/bits': 'Cheer with bits during the Grid Gathering livestream; !markcell lights a cell on stream.',
  '/prizes':
    'Prizes of the Grid Gathering charity livestream: donate during a prize’s window to enter its drawing.',
  '/donations': 'Every donation to the Grid Gathering charity livestream, newest first, live.',
  '/schedule': 'The Grid Gathering 2025 schedule: puzzle hunts, solving races and talks, in Boston time.',
  '/transit': 'How to reach the Grid Gathering venue near Boston by train, bus and car.',
  '/puzzles': 'Sudoku and pencil puzzles from Grid Gathering to print and solve.',
  '/stream': 'Watch the Grid Gathering livestream.',
  '/policy': 'Grid Gathering’s policy: no cookies, no personal data collected, and how payments are handled.',
};

/** The card image (1200 x 630) and what it shows, for readers that cannot see it. */
export const previewImage = {
  path: '/preview-card.png',
  width: 1200,
  height: 630,
  alt: 'Grid Gathering: a sudoku grid beside the words "Sudoku and pencil-puzzle convention, Boston".',
};
