import type { FastifyInstance } from 'fastify';
import { edition } from '../../../content/edition';
import { scheduleTexts, timeslotThreshold } from '../../../content/schedule';
import { scheduleResponseSchema } from '../../contracts/schedule';
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
}

export default async function scheduleRoutes(app: RouteScope, options: ScheduleRoutesOptions) {
  const schedule = scheduleRepository(options.database.db);
  const uidDomain = new URL(options.publicUrl).hostname;

  app.get('/api/schedule', { schema: { response: { 200: scheduleResponseSchema } } }, (_request, reply) =>
    sendCached(reply, options.answers.schedule),
  );

  // A calendar file, not JSON: no answer schema.
  app.get('/schedule.ics', async (_request, reply) => {
    const text = scheduleCalendar(await schedule.list(), {
      name: `${edition.product} ${edition.year}`,
      prodId: `-//${edition.product}//Schedule ${edition.year}//EN`,
      timeZone: edition.timeZone,
      threshold: timeslotThreshold,
      uidDomain,
      hostedBy: scheduleTexts.hostedBy,
      stamp: Math.floor(Date.now() / 1000),
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header(
        'content-disposition',
        `inline; filename="${edition.product.toLowerCase().replace(/\W+/g, '-')}-${edition.year}.ics"`,
      )
      .header('cache-control', 'public, max-age=300')
      .send(text);
  });
}
