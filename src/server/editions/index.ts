// Editions as data (docs/decisions/075-editions-as-data.md): one year's convention per row, the current one
// read by tickets and the pages, and the organisers' copy, edit and activate.
import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';
import { progressSummaryToWire } from '../../contracts/progress';
import { editionHighlightsRoutes } from './edition-highlights-routes';
import { editionRoutes } from './edition-routes';

export { editionHighlights } from './edition-highlights';
export { type Edition, readCurrentEdition } from './edition-store';
export { seedFirstEdition } from './seed-edition';

/** A past edition's highlights, for everyone. */
async function publicRoutes(app: FastifyInstance) {
  await app.register(editionHighlightsRoutes, { database: app.database });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(editionRoutes, {
    database: app.database,
    now: app.now,
    editionChanged: () => {
      app.answers.schedule.invalidate();
      app.realtime.emit('schedule-changed', changeNotice());
    },
    editionSwitched: (progress) => {
      app.answers.donationsChanged();
      const notice = changeNotice(app.now());
      app.realtime.emit('progress', progressSummaryToWire(progress));
      app.realtime.emit('totals-changed', notice);
      app.realtime.emit('incentives-changed', notice);
    },
  });
}

export default { publicRoutes, organiserRoutes };
