// The schedule: the public page's answer and calendar, and the organisers' edits.
import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';
import scheduleEditRoutes from './schedule-edit-routes';
import scheduleRoutes from './schedule-routes';

export { scheduleRepository } from './schedule-repository';

async function publicRoutes(app: FastifyInstance) {
  await app.register(scheduleRoutes, {
    database: app.database,
    publicUrl: app.config.publicUrl,
    answers: app.answers,
    now: app.now,
  });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(scheduleEditRoutes, {
    database: app.database,
    now: app.now,
    // After an edit the public answer is dropped at once, then open pages reload it.
    announce: () => {
      app.answers.schedule.invalidate();
      app.realtime.emit('schedule-changed', changeNotice());
    },
  });
}

export default { publicRoutes, organiserRoutes };
