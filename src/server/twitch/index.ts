// Twitch: cheers through EventSub (screened like donations), the cell-marking overlay, the dashboard's panel.
import type { FastifyInstance } from 'fastify';
import eventSubRoutes from './eventsub-routes';
import markCellRoutes from './markcell-routes';
import twitchPanelRoutes from './twitch-panel-routes';

async function publicRoutes(app: FastifyInstance) {
  const { config, database } = app;
  await app.register(eventSubRoutes, {
    database,
    realtime: app.realtime,
    twitch: config.twitch,
    screening: config.screening,
    changed: () => app.answers.donationsChanged(),
    now: app.now,
  });
  await app.register(markCellRoutes, {
    database,
    twitchConfigured: config.twitch !== undefined,
    now: app.now,
  });
}

/** Registered in the organiser scope, behind its guard (organisers/organiser-scope.ts). */
async function organiserRoutes(app: FastifyInstance) {
  const { config, database } = app;
  await app.register(twitchPanelRoutes, {
    database,
    realtime: app.realtime,
    twitchConfigured: config.twitch !== undefined,
    now: app.now,
  });
}

export default { publicRoutes, organiserRoutes };
