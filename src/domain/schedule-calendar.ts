import { buildCalendar } from './icalendar';
import { type ScheduleEntry, splitByTimeslot } from './schedule';

// The schedule as an iCalendar feed (/schedule.ics): one event per entry with a real timeslot.
// Entries still waiting for a timeslot have no time a calendar could hold, so they are left out.

export interface ScheduleCalendarOptions {
  name: string;
  prodId: string;
  timeZone: string;
  /** Entries starting before this have no real timeslot yet (content/schedule.ts). */
  threshold: number;
  /** Domain part of each event's UID, e.g. the site's host name. */
  uidDomain: string;
  /** 'Hosted by', put before the emcees in each event's description. */
  hostedBy: string;
  /** Epoch seconds the feed is generated at. */
  stamp: number;
}

export function scheduleCalendar(
  entries: readonly ScheduleEntry[],
  options: ScheduleCalendarOptions,
): string {
  const { timed } = splitByTimeslot(entries, options.threshold);
  return buildCalendar({
    prodId: options.prodId,
    name: options.name,
    timeZone: options.timeZone,
    stamp: options.stamp,
    events: timed.map((entry) => ({
      // The id alone would collide with another site's feed; the domain makes it global.
      uid: `schedule-${entry.id}@${options.uidDomain}`,
      start: entry.start,
      end: entry.end,
      summary: entry.events,
      location: entry.location,
      description: [entry.emcees ? `${options.hostedBy} ${entry.emcees}` : '', entry.description ?? '']
        .filter((part) => part !== '')
        .join('\n\n'),
    })),
  });
}
