// The organisers' own tools: access (the organiser scope, its guard, sign-in and crew passes), overview,
// attendees, badge list, the donation list, email blast, overlays. Each other feature holds its own
// organiser routes and hands them to features.ts, which puts them in the organiser scope.
import type { FastifyInstance } from 'fastify';
import showOverviewRoutes from '../show-overview';
import attendeeRoutes from './attendee-routes';
import badgeListRoutes from './badge-list-routes';
import donationListRoutes from './donation-list-routes';
import emailBlastRoutes from './email-blast-routes';
import overlayRoutes from './overlay-routes';
import overviewRoutes from './overview-routes';

export { default as closedByDefault } from './closed-by-default';
export { crewAccess } from './organiser-access';
export { default as organiserScope } from './organiser-scope';

/** Registered in the organiser scope, behind its guard (organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  const { database } = app;
  await app.register(badgeListRoutes, { database });
  await app.register(attendeeRoutes, {
    database,
    nextErasureMs: () => app.retention.nextErasureMs(),
    retentionDays: app.config.retentionDays,
  });
  await app.register(donationListRoutes, { database });
  await app.register(emailBlastRoutes, { database, outbox: app.outbox, now: app.now });
  await app.register(overviewRoutes, { database, books: app.books });
  await app.register(showOverviewRoutes, {
    database,
    books: app.books,
    sales: app.sales,
    now: app.now,
  });
  await app.register(overlayRoutes, { database, now: app.now });
}

export default { organiserRoutes };
