import { escapeText, foldLine } from './icalendar-lines';
import { localParts, zoneAbbreviation, zoneOffsetMinutes, zoneTransitions } from './time-zone';

// A minimal iCalendar (RFC 5545) writer for a published list of events in one IANA zone. The
// VTIMEZONE is derived from Intl for the years the events cover, so it stays right for whatever zone
// an edition's content names.

interface CalendarEvent {
  /** Globally unique and stable across downloads, so a re-import updates instead of duplicating. */
  uid: string;
  /** Epoch seconds. */
  start: number;
  end: number;
  summary: string;
  location?: string;
  description?: string;
}

export interface CalendarOptions {
  /** '-//Organisation//Product//EN' (RFC 5545 section 3.7.3). */
  prodId: string;
  /** Shown by calendar apps as the subscribed calendar's name. */
  name: string;
  /** IANA zone the event times are written in. */
  timeZone: string;
  /** Epoch seconds the feed was generated at (DTSTAMP). */
  stamp: number;
  events: readonly CalendarEvent[];
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function localDateTime(epochSeconds: number, timeZone: string): string {
  const p = localParts(epochSeconds * 1000, timeZone);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

function utcDateTime(epochSeconds: number): string {
  return `${new Date(epochSeconds * 1000).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** Wall-clock text of an instant in a fixed offset: the onset of an observance is given that way. */
function dateTimeInOffset(epochSeconds: number, offsetMinutes: number): string {
  return utcDateTime(epochSeconds + offsetMinutes * 60).slice(0, 15);
}

/**
 * One observance from January 1 of the first event's year, then one per offset change up to the end
 * of the last event's year. Observances with the zone's smallest offset are STANDARD, the rest DAYLIGHT.
 */
function timeZoneLines(timeZone: string, events: readonly CalendarEvent[]): string[] {
  const starts = events.map((event) => event.start);
  const ends = events.map((event) => event.end);
  const firstYear = new Date(Math.min(...starts) * 1000).getUTCFullYear();
  const lastYear = new Date(Math.max(...ends) * 1000).getUTCFullYear();
  const from = Date.UTC(firstYear, 0, 1) / 1000;
  const to = Date.UTC(lastYear + 1, 0, 1) / 1000;
  const initial = zoneOffsetMinutes(from * 1000, timeZone);
  const transitions = zoneTransitions(from, to, timeZone);
  const standard = Math.min(initial, ...transitions.map((t) => t.offsetToMinutes));
  const observance = (at: number, fromMinutes: number, toMinutes: number) => {
    const kind = toMinutes === standard ? 'STANDARD' : 'DAYLIGHT';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${dateTimeInOffset(at, fromMinutes)}`,
      `TZOFFSETFROM:${offsetText(fromMinutes)}`,
      `TZOFFSETTO:${offsetText(toMinutes)}`,
      `TZNAME:${escapeText(zoneAbbreviation(at * 1000, timeZone))}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(from, initial, initial),
    ...transitions.flatMap((t) => observance(t.at, t.offsetFromMinutes, t.offsetToMinutes)),
    'END:VTIMEZONE',
  ];
}

/** The whole calendar as text: CRLF line ends, folded lines, escaped values. */
export function buildCalendar(options: CalendarOptions): string {
  const { timeZone, events } = options;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...(events.length > 0 ? timeZoneLines(timeZone, events) : []),
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcDateTime(options.stamp)}`,
      `DTSTART;TZID=${timeZone}:${localDateTime(event.start, timeZone)}`,
      // An entry without a length is a moment; RFC 5545 forbids a DTEND that is not after DTSTART.
      ...(event.end > event.start ? [`DTEND;TZID=${timeZone}:${localDateTime(event.end, timeZone)}`] : []),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
