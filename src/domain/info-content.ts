// Shapes of the edition texts behind the information pages (/about, /transit, the stream history
// pages). Pure types: the data itself lives in content/.
import type { Link, TeamMember } from './edition';

export interface Guest {
  name: string;
  /** Why visitors know them: a line under the name. */
  note: string;
}

export interface AboutContent {
  activities: string[];
  guests: Guest[];
  team: TeamMember[];
}

interface MapImage {
  /** Address of the image as served (content/public is served at /). */
  src: string;
  /** What the map shows, for people who cannot see it. */
  alt: string;
  width: number;
  height: number;
}

/** One way of reaching the venue: a section of the transit guide. */
export interface TransitRoute {
  /** Stable id, used for the accordion's element ids. */
  id: string;
  title: string;
  summary: string;
  steps: string[];
  map: MapImage;
}

/** A section of plain paragraphs under a heading. */
export interface TextSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface Video {
  title: string;
  href: string;
}

export interface CreditGroup {
  title: string;
  names: string[];
}

interface SolvedPuzzle {
  title: string;
  author: string;
  solvedBy: string;
}

/** A stretch of a long livestream and the puzzles solved in it. */
export interface StreamBlock {
  title: string;
  /** When it ran, as words (the stream is over; no arithmetic needed). */
  when: string;
  puzzles: SolvedPuzzle[];
}

export interface PastSponsor extends Link {
  /** What they gave, in one short line. */
  note: string;
}
