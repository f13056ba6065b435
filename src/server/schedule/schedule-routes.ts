import type { FastifyInstance } from 'fastify';
import { myScheduleTexts, scheduleTexts, timeslotThreshold } from '../../../content/schedule';
import type { PublicEdition } from '../../contracts/public-edition';
import { scheduleFeedQuerySchema, scheduleResponseSchema } from '../../contracts/schedule';
import { readEntriesParam } from '../../domain/my-schedule';
import { scheduleCalendar } from '../../domain/schedule-calendar';
import type { DatabaseHandle } from '../db';
import type { RouteScope } from '../plugins';
import { sendCached } from '../plugins';
import { scheduleRepository } from './schedule-repository';

export interface ScheduleRoutesOptions {
  database: DatabaseHandle;
  /** The site's address; its host name makes the calendar events' UIDs globally unique. */
  publicUrl: string;
  /** The kept public answers (public-answers/). */
  answers: FastifyInstance['answers'];
  /** The app's clock (epoch ms): the feed's DTSTAMP. */
  now: () => number;
}

export default async function scheduleRoutes(app: RouteScope, options: ScheduleRoutesOptions) {
  const schedule = scheduleRepository(options.database.db);
  const uidDomain = new URL(options.publicUrl).hostname;
  const { now } = options;

  app.get(
    '/api/schedule',
    { config: { public: true }, schema: { response: { 200: scheduleResponseSchema } } },
    (_request, reply) => sendCached(reply, options.answers.schedule),
  );

  // A calendar file, not JSON: no answer schema. With `entries`, a visitor's own schedule: their address
  // names the entries they starred, so a calendar subscribed to it follows the organisers' changes.
  app.get(
    '/schedule.ics',
    { config: { public: true }, schema: { querystring: scheduleFeedQuerySchema } },
    async (request, reply) => {
      const chosen =
        request.query.entries === undefined ? undefined : new Set(readEntriesParam(request.query.entries));
      const entries = await schedule.list();
      // The current edition's, whose schedule the table holds (docs/decisions/082-the-public-site-follows-the-current-edition.md).
      const edition = JSON.parse(await options.answers.edition.json()) as PublicEdition;
      const name = `${edition.name} ${edition.year}`;
      const text = scheduleCalendar(chosen ? entries.filter((entry) => chosen.has(entry.id)) : entries, {
        name: chosen ? `${name}: ${myScheduleTexts.calendarName}` : name,
        prodId: `-//${edition.name}//Schedule ${edition.year}//EN`,
        timeZone: edition.timeZone,
        threshold: timeslotThreshold,
        uidDomain,
        hostedBy: scheduleTexts.hostedBy,
        stamp: Math.floor(now() / 1000),
      });
      const file = `${edition.name.toLowerCase().replace(/\W+/g, '-')}-${edition.year}${chosen ? '-mine' : ''}.ics`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'public, max-age=300')
        .send(text);
    },
  );
}
