import { describe, expect, it } from 'vitest';
import {
  formatZonedTime,
  localParts,
  zoneAbbreviation,
  zoneOffsetMinutes,
  zoneTransitions,
} from './time-zone';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('time zones', () => {
  it('reads the Boston wall clock four hours behind UTC during the 2025 event', () => {
    expect(localParts(utc('2025-04-04T20:53:20'), 'America/New_York')).toEqual({
      year: 2025,
      month: 4,
      day: 4,
      hour: 16,
      minute: 53,
      second: 20,
    });
    expect(zoneOffsetMinutes(utc('2025-04-04T20:53:20'), 'America/New_York')).toBe(-240);
    expect(zoneAbbreviation(utc('2025-04-04T20:53:20'), 'America/New_York')).toBe('EDT');
  });

  it('knows Boston is five hours behind in winter', () => {
    expect(zoneOffsetMinutes(utc('2025-01-15T12:00:00'), 'America/New_York')).toBe(-300);
    expect(zoneAbbreviation(utc('2025-01-15T12:00:00'), 'America/New_York')).toBe('EST');
  });

  it('reads midnight as hour 0', () => {
    expect(localParts(utc('2025-04-06T04:00:00'), 'America/New_York').hour).toBe(0);
  });

  it('finds both 2025 daylight-saving changes of Boston to the second', () => {
    const transitions = zoneTransitions(
      utc('2025-01-01T00:00:00') / 1000,
      utc('2026-01-01T00:00:00') / 1000,
      'America/New_York',
    );
    expect(transitions).toEqual([
      // March 9, 2:00 EST becomes 3:00 EDT; November 2, 2:00 EDT becomes 1:00 EST.
      { at: utc('2025-03-09T07:00:00') / 1000, offsetFromMinutes: -300, offsetToMinutes: -240 },
      { at: utc('2025-11-02T06:00:00') / 1000, offsetFromMinutes: -240, offsetToMinutes: -300 },
    ]);
  });

  it('finds no change in a zone without daylight saving', () => {
    expect(
      zoneTransitions(utc('2025-01-01T00:00:00') / 1000, utc('2026-01-01T00:00:00') / 1000, 'Asia/Tokyo'),
    ).toEqual([]);
  });

  it('writes a moment in Boston time with its zone name, whatever zone the reader is in', () => {
    expect(formatZonedTime(utc('2025-04-03T15:00:00'), 'America/New_York')).toBe('Apr 3, 2025, 11:00 AM EDT');
    expect(formatZonedTime(utc('2025-01-15T04:05:00'), 'America/New_York')).toBe(
      'Jan 14, 2025, 11:05 PM EST',
    );
    expect(formatZonedTime(utc('2025-04-12T16:00:00'), 'America/New_York', 'long')).toBe(
      'Saturday, April 12, 12:00 PM EDT',
    );
    expect(formatZonedTime(utc('2025-04-03T15:00:00'), 'UTC')).toBe('Apr 3, 2025, 3:00 PM UTC');
  });
});
