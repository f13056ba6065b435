// The schedule: the public page's answer and calendar, and the organisers' edits.
import type { FastifyInstance } from 'fastify';
import { announceEdit } from '../realtime';
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
    announce: () => announceEdit(app, 'schedule'),
  });
}

export default { publicRoutes, organiserRoutes };
