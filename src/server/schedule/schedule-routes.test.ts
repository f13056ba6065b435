import { describe, expect, it } from 'vitest';
import { edition } from '../../../content/edition';
import { scheduleSeed, timeslotThreshold } from '../../../content/schedule';
import { readCalendar } from '../../../tests/support/calendar-reading';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { scheduleResponseSchema } from '../../contracts/schedule';
import { seedDatabase } from '../seed';

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A small RFC 5545 reader: unfolds lines and returns each VEVENT's properties. */
function parseEvents(text: string): Property[][] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Property[][] = [];
  let current: Property[] | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      const [name = '', ...params] = line.slice(0, colon).split(';');
      current.push({
        name,
        params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
        value: line.slice(colon + 1),
      });
    }
  }
  return events;
}

const bostonWallClock = (epochSeconds: number) =>
  // Boston is UTC-4 for the whole 2025 event (docs/product/schedule-and-info.md, "Schedule").
  new Date((epochSeconds - 4 * 3600) * 1000).toISOString().slice(0, 19).replace(/[-:]/g, '');

describe.each(testEngines)('the schedule on %s', (engine) => {
  const app = appForSuite(engine);

  it('serves every seeded entry, timed ones ordered by start, untimed ones in content order', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/schedule' });
    expect(response.statusCode).toBe(200);
    const entries = scheduleResponseSchema.parse(response.json());
    const { id: _id, ...first } = entries.find((entry) => entry.start >= timeslotThreshold)!;
    expect(entries).toHaveLength(scheduleSeed.length);
    const starts = entries.map((entry) => entry.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(entries.filter((entry) => entry.start < timeslotThreshold).map((entry) => entry.events)).toEqual(
      scheduleSeed.filter((entry) => entry.start < timeslotThreshold).map((entry) => entry.events),
    );
    expect(first).toEqual(scheduleSeed[0]);
  });

  it('sends the description only for entries that have one', async () => {
    const entries = scheduleResponseSchema.parse(
      (await app.server.inject({ method: 'GET', url: '/api/schedule' })).json(),
    );
    const withDescription = scheduleSeed.filter((entry) => entry.description).length;
    expect(entries.filter((entry) => 'description' in entry)).toHaveLength(withDescription);
  });

  it('does not seed again on a later start, so organisers keep their edits', async () => {
    await app.database.handle.db
      .deleteFrom('schedule_entries')
      .where('events', '=', 'Sponsor spotlight')
      .execute();
    // Written behind the app's back, so its cached answer is dropped by hand (the edit routes do it).
    app.answers.schedule.invalidate();
    await seedDatabase(app.database.handle, app.server.now());
    const entries = scheduleResponseSchema.parse(
      (await app.server.inject({ method: 'GET', url: '/api/schedule' })).json(),
    );
    expect(entries).toHaveLength(scheduleSeed.length - 1);
    expect(entries.map((entry) => entry.events)).not.toContain('Sponsor spotlight');
  });

  it('serves /schedule.ics as a calendar with one event per timed entry at its Boston time', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/schedule.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${edition.timeZone}\r\n`);

    const timed = scheduleSeed.filter((entry) => entry.start >= timeslotThreshold);
    const events = parseEvents(text);
    expect(events).toHaveLength(timed.length);
    const uids = new Set<string>();
    for (const [index, seed] of timed.entries()) {
      const event = events[index]!;
      const prop = (name: string) => event.find((p) => p.name === name);
      expect(prop('SUMMARY')?.value).toBe(seed.events.replace(/([,;])/g, '\\$1'));
      expect(prop('DTSTART')).toEqual({
        name: 'DTSTART',
        params: { TZID: 'America/New_York' },
        value: bostonWallClock(seed.start),
      });
      expect(prop('DTEND')?.value).toBe(bostonWallClock(seed.end));
      expect(prop('LOCATION')?.value).toBe(seed.location);
      expect(prop('DESCRIPTION')?.value).toContain(`Hosted by ${seed.emcees}`);
      expect(prop('DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
      uids.add(prop('UID')?.value ?? '');
    }
    expect(uids.size).toBe(timed.length);
  });

  it('serves a visitor’s own schedule with only the entries their address names, read as a calendar app reads it', async () => {
    const all = scheduleResponseSchema.parse(
      (await app.server.inject({ method: 'GET', url: '/api/schedule' })).json(),
    );
    const timed = all.filter((entry) => entry.start >= timeslotThreshold);
    const chosen = [timed[3]!, timed[0]!];
    // An id no entry has (a starred entry removed since) is left out, not refused.
    const url = `/schedule.ics?entries=${chosen.map((entry) => entry.id).join(',')},999999`;
    const response = await app.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('-mine.ics');
    const calendar = readCalendar(response.body);
    expect(calendar.name).toBe(`${edition.product} ${edition.year}: my schedule`);
    expect(calendar.events.map((event) => event.summary)).toEqual([timed[0]!.events, timed[3]!.events]);
    for (const event of calendar.events) {
      const entry = timed.find((one) => one.events === event.summary)!;
      expect(event.zone).toBe(edition.timeZone);
      expect([event.startSeconds, event.endSeconds]).toEqual([entry.start, entry.end]);
    }
  });

  it('answers a feed address no page writes with a 400 that says what it takes', async () => {
    for (const entries of ['1,,2', 'abc', '-3', Array.from({ length: 301 }, (_, i) => i + 1).join(',')]) {
      const response = await app.server.inject({ method: 'GET', url: `/schedule.ics?entries=${entries}` });
      expect(response.statusCode, entries).toBe(400);
      expect(response.json().error).toContain('entries must list up to 300 entry numbers');
    }
  });
});
