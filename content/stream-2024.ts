import type { CreditGroup, PastSponsor, StreamBlock, Video } from '../src/domain/info-content';

// The 2024 24-hour livestream (/stream2024). Demo data: the video addresses, sponsors, streamers and
// puzzles are invented placeholders for the real record of the stream.

const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export const stream2024 = {
  title: '2024 24-hour livestream',
  intro:
    'For 24 hours in a row our streamers solved puzzles chosen, bid on and sometimes set by the viewers, to raise money for charity. Catch up on the highlights, and see every puzzle that fell, block by block.',
};

export const videos2024: Video[] = [
  { title: 'Hour zero: the countdown and the first solve', href: watch('oXscn-9CyZh') },
  { title: 'The 3 a.m. killer sudoku', href: watch('S4B_h1zqRh6') },
  { title: 'Viewers vote the variant: thermo-arrow hybrid', href: watch('Y746bXMHmbk') },
  { title: 'A 90-minute slitherlink marathon', href: watch('pZZ4QdTSmS9') },
  { title: 'Guest setter: live puzzle construction', href: watch('xnf8UQD8q_N') },
  { title: 'Sunrise sudoku with the whole team', href: watch('5ItJfGQ6PIA') },
  { title: 'Cheer-marked cells: the chat solves along', href: watch('8Vh8u8yVI2t') },
  { title: 'Bid war finale: the jigsaw wins', href: watch('FPz7XrOJlWc') },
  { title: 'Speed round: five puzzles, five minutes each', href: watch('BwM_XQTjUS6') },
  { title: 'The goal-unlocked puzzle', href: watch('QNmag2udgJB') },
  { title: 'Hour 24: the total and thank-yous', href: watch('epoxTKNT9Qc') },
];

export const sponsors2024: PastSponsor[] = [
  { label: 'Nine Square Puzzles', href: 'https://ninesquare.example/', note: 'Main sponsor of the stream' },
  { label: 'Angle Press', href: 'https://anglepress.example/', note: 'Books for the incentive winners' },
  {
    label: 'Cellar Games',
    href: 'https://cellargames.example/',
    note: 'Matched donations in the night block',
  },
];

export const streamers2024: CreditGroup = {
  title: 'Streamers',
  names: [
    'Priya Lindqvist-Rao',
    'Teodor Vantreight',
    'Ayla Brightwater',
    'Corin Maddox',
    'Beatrix Youngblood',
    'Wren Takahara',
    'Dana Whitcombe',
  ],
};

export const blocks2024: StreamBlock[] = [
  {
    title: 'Block 1: Afternoon warm-up',
    when: 'Hours 1 to 6',
    puzzles: [
      { title: 'Welcome Grid', author: 'Marisol Quenby', solvedBy: 'Priya Lindqvist-Rao' },
      { title: 'Two Thermometers', author: 'Hollis Okonkwo-Reyes', solvedBy: 'Teodor Vantreight' },
      { title: 'Cage Match', author: 'Oskar Fennimore', solvedBy: 'Ayla Brightwater' },
    ],
  },
  {
    title: 'Block 2: Evening variants',
    when: 'Hours 7 to 12',
    puzzles: [
      { title: 'Arrows at Dusk', author: 'Wren Takahara', solvedBy: 'Corin Maddox' },
      { title: 'Kropki Constellation', author: 'Greta Halvorsen', solvedBy: 'Beatrix Youngblood' },
      { title: 'The Long Loop', author: 'Elio Dunsmore', solvedBy: 'Ayla Brightwater' },
      { title: 'Jigsaw of the Year', author: 'Marisol Quenby', solvedBy: 'Priya Lindqvist-Rao' },
    ],
  },
  {
    title: 'Block 3: Night owls',
    when: 'Hours 13 to 18',
    puzzles: [
      { title: '3 a.m. Killer', author: 'Tobiah Marchbanks', solvedBy: 'Teodor Vantreight' },
      { title: 'Quiet Nurikabe', author: 'Greta Halvorsen', solvedBy: 'Wren Takahara' },
      { title: 'Whisper Network', author: 'Hollis Okonkwo-Reyes', solvedBy: 'Corin Maddox' },
    ],
  },
  {
    title: 'Block 4: Morning finale',
    when: 'Hours 19 to 24',
    puzzles: [
      { title: 'Sunrise Classic', author: 'Oskar Fennimore', solvedBy: 'Dana Whitcombe' },
      { title: 'Chat-Marked Grid', author: 'The viewers', solvedBy: 'Beatrix Youngblood' },
      { title: 'Goal Unlocked', author: 'Wren Takahara', solvedBy: 'Priya Lindqvist-Rao' },
      { title: 'The Last Digit', author: 'Marisol Quenby', solvedBy: 'Teodor Vantreight' },
    ],
  },
];
