// The organisers' own tools: access (the guard and sign-in), overview, attendees, badge list, the
// donation list, email blast, overlays. Each other feature holds its own organiser routes and names their roles.
import type { FastifyInstance } from 'fastify';
import showOverviewRoutes from '../show-overview';
import attendeeRoutes from './attendee-routes';
import badgeListRoutes from './badge-list-routes';
import donationListRoutes from './donation-list-routes';
import emailBlastRoutes from './email-blast-routes';
import overlayRoutes from './overlay-routes';
import overviewRoutes from './overview-routes';

export { crewAccess, default as organiserAccess } from './organiser-access';

export default async function organisers(app: FastifyInstance) {
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
