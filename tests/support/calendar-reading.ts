import ICAL from 'ical.js';

// A calendar feed read as a calendar application reads it (ical.js, Mozilla's iCalendar library), with the
// feed's own VTIMEZONE for its TZID times, so a test sees the instants a phone's calendar would show.

export interface ReadEvent {
  uid: string;
  summary: string;
  location: string;
  /** The zone the start is written in (its TZID). */
  zone: string;
  startSeconds: number;
  endSeconds: number;
}

export function readCalendar(text: string): { name: string; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      zone: event.startDate.zone?.tzid ?? '',
      startSeconds: event.startDate.toUnixTime(),
      endSeconds: event.endDate.toUnixTime(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''), events };
}
