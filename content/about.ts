import type { AboutContent } from '../src/domain/info-content';

// The /about page. Every person named here is an invented demo name: replace them with the real
// guests and organisers of the edition.
export const about: AboutContent = {
  activities: [
    'Sudoku and pencil-puzzle competitions for every level, from first-timers to seasoned speed solvers',
    'Workshops on solving techniques and on setting your own puzzles',
    'Test-solving sessions for brand-new puzzles from visiting setters',
    'Team puzzle hunts around the hotel',
    'Live commentary on the main stage, streamed for everyone at home',
    'Board games, puzzle swaps and long evening chats in the lounge',
  ],
  guests: [
    { name: 'Marisol Quenby', note: 'Setter of the "Quiet Cages" killer sudoku series' },
    {
      name: 'Teodor Vantreight',
      note: 'Three-time winner of the (fictional) Harbor Cup speed-solving final',
    },
    { name: 'Ayla Brightwater', note: 'Slitherlink and loop-puzzle specialist, workshop host' },
    { name: 'Oskar Fennimore', note: 'Author of "The Gentle Art of Bifurcation"' },
    { name: 'Priya Lindqvist-Rao', note: 'Streamer and commentator of the daily puzzle show "Nine by Nine"' },
    { name: 'Hollis Okonkwo-Reyes', note: 'Setter of thermometer and arrow variants' },
  ],
  team: [
    { name: 'Dana Whitcombe', role: 'Convention chair' },
    { name: 'Rafael Oyelaran', role: 'Programme and schedule' },
    { name: 'June Castellane', role: 'Tickets and registration' },
    { name: 'Morgan Tabbert', role: 'Livestream production' },
    { name: 'Ines Marchetti-Holm', role: 'Puzzle competitions' },
    { name: 'Sam Achterberg', role: 'Sponsors and fundraising' },
    { name: 'Lee Farrowdale', role: 'Venue, volunteers and accessibility' },
  ],
};
