// Editions as data (docs/decisions/075-editions-as-data.md): one year's convention per row, the current one
// read by tickets and the pages, and the organisers' copy, edit and activate.
import type { FastifyInstance } from 'fastify';
import { changeNotice } from '../../contracts/organiser-edits';
import { progressSummaryToWire } from '../../contracts/progress';
import { publicEditionSchema } from '../../contracts/public-edition';
import { sendCached } from '../plugins';
import { announceEdit } from '../realtime';
import type { IntoNewEdition } from './edition-changes';
import { editionRoutes } from './edition-routes';

export type { IncentiveCopy } from './edition-changes';
export { type Edition, editionOfOrder, readCurrentEdition } from './edition-store';
export { editionTotals } from './edition-totals';
export { type ListedEdition, listedEdition } from './listed-edition';
export { currentPublicEdition } from './public-edition';
export { seedFirstEdition } from './seed-edition';

/**
 * GET /api/edition: the current edition's public facts (docs/decisions/082-the-public-site-follows-the-
 * current-edition.md), from memory; every rendered page carries the same answer.
 */
async function publicRoutes(app: FastifyInstance) {
  app.get(
    '/api/edition',
    { config: { public: true }, schema: { response: { 200: publicEditionSchema } } },
    (request, reply) => sendCached(reply, app.answers.edition, request),
  );
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
      app.sales.answer.invalidate();
      announceEdit(app, 'schedule');
    },
    // The current edition's answer lists the past editions (docs/product/site-and-pages.md, "Past editions").
    pastEditionsChanged: () => app.answers.edition.invalidate(),
    copyIncentives: app.editionCopiers.incentives,
    editionSwitched: (progress) => {
      app.answers.donationsChanged();
      const notice = changeNotice(app.now());
      app.realtime.emit('progress', progressSummaryToWire(progress));
      app.realtime.emit('totals-changed', notice);
      app.realtime.emit('incentives-changed', notice);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What other features copy into a new edition, handed in by app.ts (editions is read by them). */
    editionCopiers: { incentives: IntoNewEdition };
  }
}

export default { publicRoutes, organiserRoutes };
