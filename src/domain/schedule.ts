import { localParts, zoneOffsetMinutes } from './time-zone';

// The livestream schedule's rules (docs/product/schedule-and-info.md, "Schedule"): which entries have a real
// timeslot, the days they fall on in the zone being shown, the h:mm AM/PM times, the entry running now, and
// the cutoff after which the page only says the event has ended.

/** One schedule entry as content seeds it (schedule-and-info.md, "Schedule"). Times are epoch seconds. */
export interface ScheduleEntryData {
  start: number;
  end: number;
  location: string;
  /** The title of what happens, e.g. 'Opening ceremony'. */
  events: string;
  /** The hosts as they should be read after 'Hosted by', e.g. 'Mara Quist and Theo Lang'; '' for none. */
  emcees: string;
  description?: string;
}

/** A stored entry, as the API serves it. */
export interface ScheduleEntry extends ScheduleEntryData {
  id: number;
}

/** Texts of the schedule page (content/schedule.ts holds the edition's wording). */
export interface ScheduleTexts {
  heading: string;
  loading: string;
  ended: string;
  tentative: string;
  untimedIntro: string;
  hostedBy: string;
  addToCalendar: string;
  jumpToNow: string;
}

/** Entries with a real timeslot, sorted by start, and the ones still waiting for one, in seed order. */
export function splitByTimeslot<T extends ScheduleEntry>(
  entries: readonly T[],
  threshold: number,
): { timed: T[]; untimed: T[] } {
  const timed = entries.filter((entry) => entry.start >= threshold);
  const untimed = entries.filter((entry) => entry.start < threshold);
  timed.sort((a, b) => a.start - b.start || a.end - b.end || a.id - b.id);
  untimed.sort((a, b) => a.id - b.id);
  return { timed, untimed };
}

export interface ScheduleDay<T> {
  /** 'YYYY-MM-DD' in the shown zone; stable across re-renders, usable as a key or an id. */
  key: string;
  /** 'Thursday, April 3' in the shown zone. */
  heading: string;
  entries: T[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Timed entries grouped by the day they start on in `timeZone` (undefined: the runtime's zone). An
 * entry that runs past midnight stays under the day it starts. Entries keep their order.
 */
export function groupByDay<T extends ScheduleEntry>(
  timed: readonly T[],
  timeZone: string | undefined,
): ScheduleDay<T>[] {
  const headingFormat = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const days: ScheduleDay<T>[] = [];
  for (const entry of timed) {
    const p = localParts(entry.start * 1000, timeZone);
    const key = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
    let day = days.find((candidate) => candidate.key === key);
    if (!day) {
      day = { key, heading: headingFormat.format(new Date(entry.start * 1000)), entries: [] };
      days.push(day);
    }
    day.entries.push(entry);
  }
  return days;
}

/** '4:30 PM': the time at `epochSeconds` in `timeZone` (undefined: the runtime's zone). */
export function formatClock(epochSeconds: number, timeZone: string | undefined): string {
  const { hour, minute } = localParts(epochSeconds * 1000, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '2025-04-04T16:30:00-04:00': the same instant with the zone's offset, for <time dateTime>. */
export function isoWithOffset(epochSeconds: number, timeZone: string | undefined): string {
  const p = localParts(epochSeconds * 1000, timeZone);
  const offset = zoneOffsetMinutes(epochSeconds * 1000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * The timed entry running at `nowMs` (start inclusive, end exclusive). When entries overlap, the one
 * that started last is the one people have just tuned in for.
 */
export function currentEntry<T extends ScheduleEntry>(timed: readonly T[], nowMs: number): T | undefined {
  const now = nowMs / 1000;
  let found: T | undefined;
  for (const entry of timed) {
    if (entry.start <= now && now < entry.end && (!found || entry.start >= found.start)) found = entry;
  }
  return found;
}

export type SchedulePhase = 'tentative' | 'ended';

/** From the cutoff (the event's end) on, the page shows only that the event has ended. */
export function schedulePhase(cutoff: number, nowMs: number): SchedulePhase {
  return nowMs / 1000 >= cutoff ? 'ended' : 'tentative';
}
