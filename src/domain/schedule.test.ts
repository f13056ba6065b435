import { describe, expect, it } from 'vitest';
import {
  currentEntry,
  formatClock,
  groupByDay,
  isoWithOffset,
  type ScheduleEntry,
  schedulePhase,
  splitByTimeslot,
} from './schedule';

const utcS = (iso: string) => Date.parse(`${iso}Z`) / 1000;
const threshold = utcS('2025-01-01T00:00:00');
const boston = 'America/New_York';

let nextId = 1;
function entry(start: number, end: number, events = `Entry ${nextId}`): ScheduleEntry {
  return { id: nextId++, start, end, location: 'Main stage', events, emcees: 'Mara Quist' };
}

describe('schedule rules', () => {
  it('lists entries starting before the threshold as untimed, keeping their order, and sorts timed ones by start', () => {
    const late = entry(utcS('2025-04-04T20:00:00'), utcS('2025-04-04T21:00:00'));
    const early = entry(utcS('2025-04-03T15:00:00'), utcS('2025-04-03T16:00:00'));
    const tbaFirst = entry(0, 0);
    const tbaSecond = entry(0, 0);
    const atThreshold = entry(threshold, threshold + 3600);
    const { timed, untimed } = splitByTimeslot([late, tbaSecond, early, tbaFirst, atThreshold], threshold);
    expect(timed).toEqual([atThreshold, early, late]);
    expect(untimed).toEqual([tbaFirst, tbaSecond]);
  });

  it('writes times as h:mm AM/PM in the zone shown', () => {
    const start = utcS('2025-04-04T20:30:00');
    expect(formatClock(start, boston)).toBe('4:30 PM');
    expect(formatClock(start, 'Europe/London')).toBe('9:30 PM');
    expect(formatClock(utcS('2025-04-04T04:05:00'), boston)).toBe('12:05 AM');
    expect(formatClock(utcS('2025-04-04T16:00:00'), boston)).toBe('12:00 PM');
    expect(formatClock(utcS('2025-04-04T13:00:00'), boston)).toBe('9:00 AM');
  });

  it('groups timed entries under the day they start on in the zone shown', () => {
    const thursday = entry(utcS('2025-04-03T15:00:00'), utcS('2025-04-03T16:00:00'));
    // 10 PM Saturday in Boston is 3 AM Sunday in London.
    const lateSaturday = entry(utcS('2025-04-06T02:00:00'), utcS('2025-04-06T04:30:00'));
    const sunday = entry(utcS('2025-04-06T14:00:00'), utcS('2025-04-06T15:00:00'));
    const timed = [thursday, lateSaturday, sunday];

    expect(groupByDay(timed, boston)).toEqual([
      { key: '2025-04-03', heading: 'Thursday, April 3', entries: [thursday] },
      { key: '2025-04-05', heading: 'Saturday, April 5', entries: [lateSaturday] },
      { key: '2025-04-06', heading: 'Sunday, April 6', entries: [sunday] },
    ]);
    expect(groupByDay(timed, 'Europe/London').map((day) => [day.heading, day.entries])).toEqual([
      ['Thursday, April 3', [thursday]],
      ['Sunday, April 6', [lateSaturday, sunday]],
    ]);
  });

  it('keeps Boston wall-clock times and days right across a daylight-saving change', () => {
    // Boston springs forward on March 9, 2025 at 2:00 AM: a fixed UTC-4 would show these an hour late.
    const beforeChange = entry(utcS('2025-03-09T04:30:00'), utcS('2025-03-09T06:30:00'));
    const acrossChange = entry(utcS('2025-03-09T06:30:00'), utcS('2025-03-09T07:30:00'));
    expect(formatClock(beforeChange.start, boston)).toBe('11:30 PM');
    expect(formatClock(acrossChange.start, boston)).toBe('1:30 AM');
    expect(formatClock(acrossChange.end, boston)).toBe('3:30 AM');
    expect(groupByDay([beforeChange, acrossChange], boston).map((day) => day.heading)).toEqual([
      'Saturday, March 8',
      'Sunday, March 9',
    ]);
    expect(isoWithOffset(acrossChange.start, boston)).toBe('2025-03-09T01:30:00-05:00');
    expect(isoWithOffset(acrossChange.end, boston)).toBe('2025-03-09T03:30:00-04:00');
  });

  it('finds the entry running now, the latest started one when two overlap, and none between entries', () => {
    const morning = entry(utcS('2025-04-04T13:30:00'), utcS('2025-04-04T15:00:00'));
    const longRoom = entry(utcS('2025-04-04T14:00:00'), utcS('2025-04-04T20:00:00'));
    const evening = entry(utcS('2025-04-04T20:30:00'), utcS('2025-04-04T22:00:00'));
    const timed = [morning, longRoom, evening];
    const at = (iso: string) => Date.parse(`${iso}Z`);
    expect(currentEntry(timed, at('2025-04-04T13:30:00'))).toBe(morning);
    expect(currentEntry(timed, at('2025-04-04T14:30:00'))).toBe(longRoom);
    expect(currentEntry(timed, at('2025-04-04T20:15:00'))).toBeUndefined();
    // An entry is over at its end time.
    expect(currentEntry(timed, at('2025-04-04T22:00:00'))).toBeUndefined();
    expect(currentEntry(timed, at('2025-04-04T21:59:59'))).toBe(evening);
  });

  it('is tentative until the cutoff and ended from the cutoff on', () => {
    const cutoff = 1744009200;
    expect(schedulePhase(cutoff, (cutoff - 1) * 1000)).toBe('tentative');
    expect(schedulePhase(cutoff, cutoff * 1000)).toBe('ended');
    expect(schedulePhase(cutoff, (cutoff + 86_400) * 1000)).toBe('ended');
  });
});
