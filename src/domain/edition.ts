// The shape of one edition's content (content/). Pure types: the data itself lives in content/.

export interface Link {
  label: string;
  href: string;
}

export interface Sponsor {
  name: string;
  href: string;
  /** Image URL, served from content/public. */
  logo: string;
}

export interface TeamMember {
  name: string;
  role: string;
}

/** Every date of an edition, as Unix epoch seconds. */
export interface EditionDates {
  /** The convention opens. */
  start: number;
  /** The convention closes; the schedule switches to its ended text at this moment too. */
  end: number;
  /** The home page shows the fundraiser block from here ... */
  fundraiserBlockFrom: number;
  /** ... until here (end + 14 days). */
  fundraiserBlockUntil: number;
  /** The 24-hour charity livestream itself. */
  fundraiserStreamStart: number;
  fundraiserStreamEnd: number;
  /** Target of a countdown that is given no other target. */
  defaultCountdownTarget: number;
}

export interface Edition {
  /** The convention's name as displayed on pages ('Grid Gathering'). */
  product: string;
  year: number;
  /** Contact address, shown in the footer, the policy and every email. */
  email: string;
  dates: EditionDates;
  /** Human wording of the dates, e.g. 'April 3-6, 2025'. */
  datesText: string;
  /** IANA zone in which the convention happens; the schedule is shown in it by default. */
  timeZone: string;
  timeZoneLabel: string;
  /** History shown by progress views starts at this date (YYYY-MM-DD). */
  historyDate: string;
  ticketGoal: number;
}
