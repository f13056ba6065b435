// Screening donors' names and messages before they are shown (queue, mode and words).
import type { FastifyInstance } from 'fastify';
import { announceEdit } from '../realtime';
import screeningRoutes from './screening-routes';

export { type ScreeningDefaults, screenNewDonation } from './screen-new-donation';
export { type PlacedSuggestion, placeSuggestion } from './suggested-options';

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(screeningRoutes, {
    database: app.database,
    realtime: app.realtime,
    defaults: app.config.screening,
    donationsChanged: () => app.answers.donationsChanged(),
    optionsChanged: () => {
      announceEdit(app, 'incentives');
      app.outbox.wake();
    },
    undoMs: app.config.screeningUndoMs,
    now: app.now,
  });
}

export default { organiserRoutes };
