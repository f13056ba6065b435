import type { ScheduleEntryData, ScheduleTexts } from '../src/domain/schedule';

// The 2025 livestream schedule. It seeds the database on the first start of a site with an empty
// schedule table; after that the database is the source (edit it there, or empty the table and restart
// to reseed from this file).

/**
 * Entries starting before this moment have no real timeslot yet: they are listed below the divider,
 * without times, and left out of the calendar feed. Give such an entry start 0 and end 0.
 * 2025-01-01 00:00 UTC, months before the convention, so no real timeslot can fall before it.
 */
export const timeslotThreshold = 1735689600;

// The whole 2025 event falls in Boston summer time (EDT, UTC-4), so the entries are written as
// Boston wall-clock times and turned into epoch seconds here.
const boston = (localTime: string) => Date.parse(`${localTime}:00-04:00`) / 1000;

const untimed = { start: 0, end: 0 };

export const scheduleSeed: ScheduleEntryData[] = [
  // Thursday, April 3
  {
    start: boston('2025-04-03T11:00'),
    end: boston('2025-04-03T12:00'),
    location: 'Hotel lobby',
    events: 'Registration and badge pick-up',
    emcees: 'The Grid Gathering team',
  },
  {
    start: boston('2025-04-03T12:00'),
    end: boston('2025-04-03T13:00'),
    location: 'Main stage',
    events: 'Opening ceremony',
    emcees: 'Mara Quist and Theo Lang',
    description: 'Welcome, house rules, and the first puzzle of the weekend solved live by the audience.',
  },
  {
    start: boston('2025-04-03T13:30'),
    end: boston('2025-04-03T15:30'),
    location: 'Ballroom A',
    events: 'Classic sudoku qualifiers',
    emcees: 'Priya Natarajan',
    description: 'Eight classic sudokus in 90 minutes; the top 16 go through to Saturday.',
  },
  {
    start: boston('2025-04-03T16:00'),
    end: boston('2025-04-03T17:30'),
    location: 'Room 2',
    events: 'Workshop: set your first killer sudoku',
    emcees: 'Jonas Ek',
  },
  {
    start: boston('2025-04-03T19:00'),
    end: boston('2025-04-03T21:00'),
    location: 'Lounge',
    events: 'Board game and puzzle social',
    emcees: 'Sam Okafor',
  },
  // Friday, April 4
  {
    start: boston('2025-04-04T09:30'),
    end: boston('2025-04-04T11:00'),
    location: 'Main stage',
    events: 'Variant sudoku championship, round 1',
    emcees: 'Mara Quist',
  },
  {
    start: boston('2025-04-04T11:30'),
    end: boston('2025-04-04T12:30'),
    location: 'Main stage',
    events: 'Talk: thermometers, arrows and whispers',
    emcees: 'Elena Vasquez',
    description: 'How modern variant constraints were invented, and how to spot their break-ins.',
  },
  {
    start: boston('2025-04-04T14:00'),
    end: boston('2025-04-04T16:00'),
    location: 'Ballroom A',
    events: 'Pencil puzzle team relay',
    emcees: 'Theo Lang and Priya Natarajan',
  },
  {
    start: boston('2025-04-04T16:30'),
    end: boston('2025-04-04T18:00'),
    location: 'Main stage',
    events: 'Live solve: the hardest grid of the year',
    emcees: 'Elena Vasquez and Jonas Ek',
    description: 'Two setters race the chat through a puzzle nobody has seen yet.',
  },
  {
    start: boston('2025-04-04T20:00'),
    end: boston('2025-04-04T22:00'),
    location: 'Lounge',
    events: 'Puzzle hunt kick-off',
    emcees: 'Sam Okafor',
  },
  // Saturday, April 5
  {
    start: boston('2025-04-05T10:00'),
    end: boston('2025-04-05T12:00'),
    location: 'Main stage',
    events: 'Variant sudoku championship, semi-finals',
    emcees: 'Mara Quist',
  },
  {
    start: boston('2025-04-05T13:00'),
    end: boston('2025-04-05T14:00'),
    location: 'Room 2',
    events: 'Setters panel: questions from the floor and the chat',
    emcees: 'Theo Lang',
  },
  {
    start: boston('2025-04-05T14:30'),
    end: boston('2025-04-05T16:30'),
    location: 'Ballroom B',
    events: 'Test-solving room: brand-new puzzles',
    emcees: 'Jonas Ek',
  },
  {
    start: boston('2025-04-05T17:00'),
    end: boston('2025-04-05T18:30'),
    location: 'Main stage',
    events: 'Championship final',
    emcees: 'Mara Quist and Elena Vasquez',
    description: 'The four finalists solve on big screens, with commentary.',
  },
  {
    start: boston('2025-04-05T22:00'),
    end: boston('2025-04-06T00:30'),
    location: 'Lounge',
    events: 'Late-night speed solving',
    emcees: 'Sam Okafor',
  },
  // Sunday, April 6
  {
    start: boston('2025-04-06T10:00'),
    end: boston('2025-04-06T11:30'),
    location: 'Ballroom A',
    events: 'Puzzle hunt finale',
    emcees: 'Sam Okafor and Priya Natarajan',
  },
  {
    start: boston('2025-04-06T12:00'),
    end: boston('2025-04-06T13:00'),
    location: 'Main stage',
    events: 'Awards and closing ceremony',
    emcees: 'Mara Quist and Theo Lang',
  },
  // Confirmed, but not yet given a timeslot.
  {
    ...untimed,
    location: 'Main stage',
    events: 'Exhibition match with the world champions',
    emcees: 'Mara Quist',
  },
  {
    ...untimed,
    location: 'Room 2',
    events: 'Community puzzle showcase',
    emcees: 'Priya Natarajan',
    description: 'Bring a puzzle you made; the best ones are solved on stream.',
  },
  {
    ...untimed,
    location: 'Ballroom B',
    events: "Kids' corner: first steps in sudoku",
    emcees: 'Jonas Ek',
  },
  {
    ...untimed,
    location: 'Main stage',
    events: 'Sponsor spotlight',
    emcees: 'Theo Lang',
  },
];

export const scheduleTexts: ScheduleTexts = {
  heading: 'Livestream schedule',
  loading: 'Loading schedule...',
  ended: 'The current event has ended. Catch us next time!',
  tentative: 'This schedule is tentative: times and hosts may still change.',
  untimedIntro:
    'The following activities will all be part of the schedule, but have not yet been given their individual timeslots:',
  hostedBy: 'Hosted by',
  addToCalendar: 'Add to your calendar',
  jumpToNow: 'Jump to now',
};

/** "My schedule" on /schedule (docs/product/schedule-and-info.md, "My schedule"). */
export const myScheduleTexts = {
  /** The star's accessible name, before the entry's title. */
  star: 'Add to my schedule:',
  unstar: 'Remove from my schedule:',
  /** A toggle (pressed: only the starred sessions), followed by how many are starred. */
  showMine: 'My schedule',
  /** Shown in "My schedule" while nothing is starred. */
  empty: 'Nothing starred yet. Tap the star beside a session to keep it here.',
  addMineToCalendar: 'Add my schedule to your calendar',
  /** Kept in this browser only: said once under the buttons. */
  keptHere: 'Stars are kept in this browser only: no account, nothing sent to us.',
  /** After the edition's name in a calendar app. */
  calendarName: 'my schedule',
};
