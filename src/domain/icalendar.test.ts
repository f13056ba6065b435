import { describe, expect, it } from 'vitest';
import { buildCalendar } from './icalendar';
import { escapeText, foldLine } from './icalendar-lines';
import { scheduleCalendar } from './schedule-calendar';

const utcS = (iso: string) => Date.parse(`${iso}Z`) / 1000;
const octets = (line: string) => new TextEncoder().encode(line).length;

/** Unfolds the text and returns its content lines (RFC 5545 section 3.1). */
function contentLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines in text values', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines longer than 75 octets without splitting a character, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'Sudoku – ünïcode ✓ '.repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const piece of physical) expect(octets(piece)).toBeLessThanOrEqual(75);
    for (const piece of physical.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('ends every line with CRLF and writes the times in the named zone with its VTIMEZONE', () => {
    const text = buildCalendar({
      prodId: '-//Test//Test//EN',
      name: 'Test',
      timeZone: 'America/New_York',
      stamp: utcS('2025-03-01T12:00:00'),
      events: [
        {
          uid: 'a@example.org',
          start: utcS('2025-04-04T20:30:00'),
          end: utcS('2025-04-04T22:00:00'),
          summary: 'Live solve, part 1',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(text);
    expect(lines).toContain('DTSTART;TZID=America/New_York:20250404T163000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20250404T180000');
    expect(lines).toContain('DTSTAMP:20250301T120000Z');
    expect(lines).toContain('SUMMARY:Live solve\\, part 1');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toContain('TZID:America/New_York');
    // Summer time from 2:00 AM EST on March 9, back at 2:00 AM EDT on November 2.
    const daylight = zone.slice(zone.indexOf('BEGIN:DAYLIGHT'), zone.indexOf('END:DAYLIGHT'));
    expect(daylight).toEqual([
      'BEGIN:DAYLIGHT',
      'DTSTART:20250309T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'TZNAME:EDT',
    ]);
    expect(zone).toContain('DTSTART:20251102T020000');
    expect(zone).toContain('TZOFFSETFROM:-0400');
  });
});

describe('the schedule as a calendar', () => {
  const options = {
    name: 'Grid Gathering 2025',
    prodId: '-//Grid Gathering//Schedule//EN',
    timeZone: 'America/New_York',
    threshold: utcS('2025-01-01T00:00:00'),
    uidDomain: 'gridgathering.example',
    hostedBy: 'Hosted by',
    stamp: utcS('2025-03-01T12:00:00'),
  };

  it('has one event per timed entry, with its hosts and description, and none for untimed entries', () => {
    const text = scheduleCalendar(
      [
        {
          id: 7,
          start: utcS('2025-04-03T16:00:00'),
          end: utcS('2025-04-03T17:00:00'),
          location: 'Main stage',
          events: 'Opening ceremony',
          emcees: 'Mara Quist and Theo Lang',
          description: 'Welcome; house rules.',
        },
        { id: 8, start: 0, end: 0, location: 'Room 2', events: 'Showcase', emcees: 'Jonas Ek' },
      ],
      options,
    );
    const lines = contentLines(text);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:schedule-7@gridgathering.example');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20250403T120000');
    expect(lines).toContain('LOCATION:Main stage');
    expect(lines).toContain('DESCRIPTION:Hosted by Mara Quist and Theo Lang\\n\\nWelcome\\; house rules.');
    expect(text).not.toContain('Showcase');
  });
});
