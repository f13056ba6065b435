// The /ticker overlay's state and the organisers' milestones of the total raised
// (docs/product/donations-and-incentives.md, "The ticker" and "Milestones").
import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';
import tickerRoutes from './ticker-routes';

export default async function ticker(app: FastifyInstance) {
  await app.register(tickerRoutes, {
    db: app.database.db,
    answers: app.answers,
    now: app.now,
    milestonesChanged: () => app.realtime.emit('milestones-changed', changeNotice()),
  });
}
