// Editions as data (docs/decisions/075-editions-as-data.md): one year's convention per row, the current one
// read by tickets and the pages, and the organisers' copy, edit and activate.
import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';
import { progressSummaryToWire } from '../../contracts/progress';
import { publicEditionSchema } from '../../contracts/public-edition';
import { sendCached } from '../plugins';
import { editionHighlightsRoutes } from './edition-highlights-routes';
import { editionRoutes } from './edition-routes';

export { editionHighlights } from './edition-highlights';
export { type Edition, editionOfOrder, readCurrentEdition } from './edition-store';
export { publicEditionOf } from './public-edition';
export { seedFirstEdition } from './seed-edition';

/**
 * GET /api/edition: the current edition's public facts (docs/decisions/082-the-public-site-follows-the-
 * current-edition.md), from memory; every rendered page carries the same answer. A past edition's
 * highlights, for everyone.
 */
async function publicRoutes(app: FastifyInstance) {
  app.get(
    '/api/edition',
    { config: { public: true }, schema: { response: { 200: publicEditionSchema } } },
    (request, reply) => sendCached(reply, app.answers.edition, request),
  );
  await app.register(editionHighlightsRoutes, { database: app.database });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  await app.register(editionRoutes, {
    database: app.database,
    now: app.now,
    editionChanged: () => {
      // The pages' edition, the schedule and the ticket prices are the new edition's at once; rendered
      // pages follow the edition answer (web/rendered-pages.ts).
      app.answers.edition.invalidate();
      app.answers.schedule.invalidate();
      app.sales.answer.invalidate();
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
