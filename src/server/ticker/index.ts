// The /ticker overlay's state and the organisers' milestones of the total raised
// (docs/product/donations-and-incentives.md, "The ticker" and "Milestones").
import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';
import { milestoneRoutes, publicTickerRoutes } from './ticker-routes';

async function publicRoutes(app: FastifyInstance) {
  await app.register(publicTickerRoutes, { db: app.database.db, answers: app.answers, now: app.now });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(milestoneRoutes, {
    db: app.database.db,
    answers: app.answers,
    now: app.now,
    milestonesChanged: () => app.realtime.emit('milestones-changed', changeNotice(app.now())),
  });
}

export default { publicRoutes, organiserRoutes };
