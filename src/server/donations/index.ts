// Donations and incentives: ordering and paying, the public lists and totals, the organisers' edits.
import type { FastifyInstance } from 'fastify';
import { announceEdit } from '../realtime';
import donationRoutes from './donation-routes';
import { editionHighlightsRoutes } from './edition-highlights-routes';
import incentiveRoutes from './incentive-routes';

export { donationsSince, insertDonation } from './donation-store';
export { editionHighlights } from './edition-highlights';
export { copyIncentives } from './incentive-copy';
export { countIncentives, insertIncentives } from './incentive-store';
export { incentivesWithTotals } from './incentive-totals';
export { recentDonationsPage } from './recent-donations';
export { donationRecorder } from './record-donation';

async function publicRoutes(app: FastifyInstance) {
  await app.register(donationRoutes, {
    database: app.database,
    paypal: app.paypal,
    capture: app.capture,
    answers: app.answers,
    limits: app.limits,
    now: app.now,
  });
  // A past edition's highlights: mostly what its donations and incentives came to.
  await app.register(editionHighlightsRoutes, { database: app.database });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(incentiveRoutes, {
    database: app.database,
    now: app.now,
    announce: () => announceEdit(app, 'incentives'),
  });
}

export default { publicRoutes, organiserRoutes };
