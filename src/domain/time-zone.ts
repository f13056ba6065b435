// Wall-clock arithmetic in IANA time zones, through Intl only (no Node API), so the schedule page and
// the iCalendar feed agree on every local time, including across a daylight-saving change.
// A `timeZone` of undefined means the zone of the runtime: the visitor's own zone in the browser.

export interface LocalParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = partsFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partsFormats.set(key, format);
  }
  return format;
}

/** The wall-clock date and time shown in `timeZone` at the instant `epochMs`. */
export function localParts(epochMs: number, timeZone: string | undefined): LocalParts {
  const values: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    // Some engines write midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at that instant: -240 for Boston in summer, -300 in winter. */
export function zoneOffsetMinutes(epochMs: number, timeZone: string | undefined): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const p = localParts(wholeSecond, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - wholeSecond) / 60_000);
}

/** The zone's short name at that instant as people read it, e.g. 'EDT', 'EST' or 'GMT+1'. */
export function zoneAbbreviation(epochMs: number, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    new Date(epochMs),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

type Part = (type: Intl.DateTimeFormatPartTypes) => string;

/**
 * How a moment is written for people, always ending in the time and the zone's short name:
 * - 'short': 'Apr 3, 2025, 3:00 PM EDT' (lists and tables);
 * - 'long': 'Saturday, April 12, 12:00 PM EDT' (a sentence about a coming moment);
 * - 'full': 'Wednesday, April 2, 2025, 3:04 PM EDT' (a receipt);
 * - 'weekday': 'Sat 10:32 AM EDT' (the check-in desk, over a few days of one weekend).
 */
const zonedStyles = {
  short: {
    options: { year: 'numeric', month: 'short', day: 'numeric' },
    date: (part: Part) => `${part('month')} ${part('day')}, ${part('year')},`,
  },
  long: {
    options: { weekday: 'long', month: 'long', day: 'numeric' },
    date: (part: Part) => `${part('weekday')}, ${part('month')} ${part('day')},`,
  },
  full: {
    options: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    date: (part: Part) => `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')},`,
  },
  weekday: { options: { weekday: 'short' }, date: (part: Part) => part('weekday') },
} satisfies Record<string, { options: Intl.DateTimeFormatOptions; date(part: Part): string }>;

export type ZonedTimeStyle = keyof typeof zonedStyles;

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string | undefined, style: ZonedTimeStyle): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      ...zonedStyles[style].options,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    zonedFormats.set(key, format);
  }
  return format;
}

/**
 * A moment as read in `timeZone`, always with the zone's short name, so nobody elsewhere takes it for their
 * own clock (docs/product/organisers.md, "Times"). Built from parts, so every engine writes it alike.
 */
export function formatZonedTime(
  epochMs: number,
  timeZone: string | undefined,
  style: ZonedTimeStyle = 'short',
): string {
  const parts = zonedFormat(timeZone, style).formatToParts(new Date(epochMs));
  const part: Part = (type) => parts.find((p) => p.type === type)?.value ?? '';
  return `${zonedStyles[style].date(part)} ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}

export interface ZoneTransition {
  /** First second (epoch seconds) of the new offset. */
  at: number;
  offsetFromMinutes: number;
  offsetToMinutes: number;
}

// No zone changes its offset twice within six hours, so sampling at that step finds every change.
const stepS = 6 * 3600;

/** Every change of the zone's UTC offset between two instants (epoch seconds), pinned to its second. */
export function zoneTransitions(fromS: number, toS: number, timeZone: string): ZoneTransition[] {
  const offsetAt = (s: number) => zoneOffsetMinutes(s * 1000, timeZone);
  const transitions: ZoneTransition[] = [];
  let previous = offsetAt(fromS);
  for (let t = fromS + stepS; t < toS + stepS; t += stepS) {
    const current = offsetAt(t);
    if (current === previous) continue;
    let lo = t - stepS;
    let hi = t;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetAt(mid) === previous) lo = mid;
      else hi = mid;
    }
    transitions.push({ at: hi, offsetFromMinutes: previous, offsetToMinutes: current });
    previous = current;
  }
  return transitions;
}
