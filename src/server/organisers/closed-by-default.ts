import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { decorateCrew } from './crew-of-request';
import { isGuarded } from './organiser-scope';

/** Why `route` may not be served as it was registered; undefined when it is public or guarded. */
function fault(route: RouteOptions): string | undefined {
  const config = route.config as { public?: unknown; roles?: unknown } | undefined;
  if (isGuarded(route))
    return config?.public === undefined ? undefined : 'is in the organiser scope but says it is public';
  if (config?.roles !== undefined)
    return 'names crew roles outside the organiser scope, where no guard reads them';
  if (route.url.startsWith('/api/organiser/')) return 'is an organiser address outside the organiser scope';
  return config?.public === true ? undefined : 'is neither public (config.public) nor in the organiser scope';
}

/**
 * Closed by default (docs/decisions/073-organiser-scope-closed-by-default.md): every route of the app is
 * either in the organiser scope, behind its guard, or says it is public; the server refuses to start with
 * one that is neither, so a route added without a thought is never open to anyone. Registered on the root
 * before any route, as onRoute hooks only see routes registered after them; the check runs when the app is
 * ready, once the scopes' own hooks have marked their routes. Also gives every request its `crew`.
 */
async function closedByDefault(app: FastifyInstance) {
  decorateCrew(app);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const faults = routes.flatMap((route) => {
      const why = fault(route);
      return why === undefined ? [] : [`${String(route.method)} ${route.url} ${why}`];
    });
    routes.length = 0;
    if (faults.length > 0) throw new Error(`Routes neither public nor guarded:\n${faults.join('\n')}`);
  });
}

export default fp(closedByDefault, { name: 'closed-by-default' });
